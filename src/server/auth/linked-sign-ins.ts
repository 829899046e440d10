import 'server-only';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { SSO_PROVIDERS, type SsoProvider } from '@/lib/sso';
import { recordAudit } from '../audit/audit';
import type { Db, DbOrTx } from '../db/client';
import { account, passkey, user } from '../db/schema';
import { Refusal } from '../refusal';

/**
 * Single sign-on providers linked to a staff account: listed under Account security, each with
 * "Unlink" (never the last way in), and linked there from a signed-in session (sso.ts requires a
 * recent confirmation). Every link and unlink is audited.
 */

const isProvider = (id: string): id is SsoProvider =>
  (SSO_PROVIDERS as readonly string[]).includes(id);

export async function listLinkedSignIns(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ providerId: account.providerId, linkedAt: account.createdAt })
    .from(account)
    .where(and(eq(account.userId, userId), ne(account.providerId, 'credential')))
    .orderBy(asc(account.createdAt));
  return rows.filter((row): row is { providerId: SsoProvider; linkedAt: Date } =>
    isProvider(row.providerId),
  );
}
export type LinkedSignIn = Awaited<ReturnType<typeof listLinkedSignIns>>[number];

/** The ways in besides `providerId`: a password, a passkey, another provider. */
async function otherWaysIn(tx: DbOrTx, userId: string, providerId: string): Promise<number> {
  const [accounts] = await tx
    .select({ n: count() })
    .from(account)
    .where(and(eq(account.userId, userId), ne(account.providerId, providerId)));
  const [keys] = await tx.select({ n: count() }).from(passkey).where(eq(passkey.userId, userId));
  return (accounts?.n ?? 0) + (keys?.n ?? 0);
}

/** Unlinks a provider from the person's account; refuses to take their last way in. */
export async function unlinkSignIn(tx: DbOrTx, userId: string, providerId: SsoProvider) {
  const linked = await tx
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, providerId)));
  if (linked.length === 0) throw new Refusal('admin.errors.notFound');
  if ((await otherWaysIn(tx, userId, providerId)) === 0) {
    throw new Refusal('admin.linkedSignIns.lastWayIn');
  }
  await tx
    .delete(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, providerId)));
  return { providerId };
}

/**
 * Better Auth's account-creation hook: a provider linked to an account (at sign-in on a vouched
 * address, or from Account security) is written to the audit log as its person's act.
 */
export function auditLinkedSignIn(getDb: () => Promise<Db>) {
  return async (created: { userId: string; providerId: string }) => {
    if (!isProvider(created.providerId)) return;
    const db = await getDb();
    const [person] = await db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, created.userId));
    await recordAudit(db, {
      actorUserId: created.userId,
      actorEmail: person?.email ?? null,
      action: 'link-sign-in',
      entity: 'user',
      entityId: created.userId,
      after: { provider: created.providerId },
    });
  };
}
