import 'server-only';
import type { DbOrTx } from '../db/client';
import { readSettingValue, writeSettingValue } from '../db/setting-value';

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
  const stored = (await readSettingValue(db, SECURITY_POLICY_KEY)) as
    Partial<SecurityPolicy> | undefined;
  return { ...DEFAULT_SECURITY_POLICY, ...stored };
}

export function writeSecurityPolicy(tx: DbOrTx, policy: SecurityPolicy, updatedBy: string | null) {
  return writeSettingValue(tx, SECURITY_POLICY_KEY, policy, updatedBy);
}
