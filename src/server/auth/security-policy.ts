import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { settings } from '../db/schema';

export const SECURITY_POLICY_KEY = 'staff-security';

/** How staff sign-ins are held, set by owners under Settings. */
export type SecurityPolicy = {
  /** Every staff member must have a second factor (an authenticator app or a passkey). */
  requireSecondFactor: boolean;
  /** A session unused this long ends; the person signs in again. */
  idleMinutes: number;
};

export const DEFAULT_SECURITY_POLICY: SecurityPolicy = {
  requireSecondFactor: false,
  idleMinutes: 8 * 60,
};

export async function readSecurityPolicy(db: DbOrTx): Promise<SecurityPolicy> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SECURITY_POLICY_KEY));
  return { ...DEFAULT_SECURITY_POLICY, ...((row?.value ?? {}) as Partial<SecurityPolicy>) };
}

export async function writeSecurityPolicy(
  tx: DbOrTx,
  policy: SecurityPolicy,
  updatedBy: string | null,
): Promise<void> {
  await tx
    .insert(settings)
    .values({ key: SECURITY_POLICY_KEY, value: policy, updatedBy })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: policy, updatedBy, updatedAt: new Date() },
    });
}
