import 'server-only';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { session, user } from '../db/schema';
import { hasPasskey } from './passkey-store';

/** Activity is written at most this often per session: a console click does not always write. */
export const TOUCH_EVERY_MS = 60_000;

/**
 * What a request does with its session: `end` it when unused longer than the idle time, `touch`
 * it when its last recorded activity is older than a minute, else nothing.
 */
export function sessionVerdict(
  lastActiveAt: Date,
  idleMinutes: number,
  now = Date.now(),
): 'end' | 'touch' | 'keep' {
  const idle = now - lastActiveAt.getTime();
  if (idle > idleMinutes * 60_000) return 'end';
  return idle > TOUCH_EVERY_MS ? 'touch' : 'keep';
}

/** Our columns of a session: when it was last used, and when its person last proved who they are. */
export async function sessionActivity(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({ lastActiveAt: session.lastActiveAt, verifiedAt: session.verifiedAt })
    .from(session)
    .where(eq(session.id, sessionId));
  return row ?? null;
}

export async function touchSession(db: DbOrTx, sessionId: string, now = new Date()) {
  await db.update(session).set({ lastActiveAt: now }).where(eq(session.id, sessionId));
}

/** After a password, passkey or code checked again: sensitive changes are allowed for a while. */
export async function markSessionVerified(db: DbOrTx, sessionId: string, now = new Date()) {
  await db
    .update(session)
    .set({ verifiedAt: now, lastActiveAt: now })
    .where(eq(session.id, sessionId));
}

/**
 * A session whose sign-in proved nothing recent (a single sign-on without a fresh `auth_time`):
 * sensitive changes ask for a confirmation first.
 */
export async function markSessionUnverified(db: DbOrTx, sessionId: string) {
  await db
    .update(session)
    .set({ verifiedAt: new Date(0) })
    .where(eq(session.id, sessionId));
}

/** A person's sessions that have not expired, most recently used first. */
export async function listSessions(db: DbOrTx, userId: string, now = new Date()) {
  return db
    .select({
      id: session.id,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      lastActiveAt: session.lastActiveAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.lastActiveAt));
}
export type SessionSummary = Awaited<ReturnType<typeof listSessions>>[number];

/** Ends one session of this person; false when it is not theirs (or already ended). */
export async function endSession(db: DbOrTx, userId: string, sessionId: string) {
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return ended.length > 0;
}

/** Ends every session of this person except `keep` (theirs, in this browser); returns how many. */
export async function endSessionsOf(db: DbOrTx, userId: string, keep?: string) {
  const ended = await db
    .delete(session)
    .where(
      keep ? and(eq(session.userId, userId), ne(session.id, keep)) : eq(session.userId, userId),
    )
    .returning({ id: session.id });
  return ended.length;
}

/** Whether the person must choose a new password before anything else (password-policy.ts). */
export async function mustChangePassword(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: user.passwordChangeRequired })
    .from(user)
    .where(eq(user.id, userId));
  return row?.required ?? false;
}

/** An authenticator app or a passkey (each asked for at every sign-in: second-factor-guard.ts). */
export async function hasSecondFactor(db: DbOrTx, userId: string): Promise<boolean> {
  const [account] = await db
    .select({ app: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return false;
  return account.app || hasPasskey(db, userId);
}
