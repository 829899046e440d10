import 'server-only';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Language } from '@/lib/enums';
import type { DbOrTx } from '@/server/db/client';
import {
  guestAccounts,
  guestPasskeyChallenges,
  guestSessions,
  guestSignInCodes,
} from '@/server/db/schema';
import { GUEST_SESSION_DAYS } from '../rules/guest-sign-in';
import { guestKey, isSessionToken, newSessionToken } from './keys';

/** A signed-in guest, as an action or a page sees them. Never a member of staff. */
export type GuestSession = {
  accountId: string;
  sessionId: string;
  email: string;
  language: Language;
};

const DAY_MS = 86_400_000;
const lifetimeFrom = (now: Date) => new Date(now.getTime() + GUEST_SESSION_DAYS * DAY_MS);

/** A new session for the account: its token for the cookie (the table keeps a keyed hash). */
export async function startGuestSession(
  tx: DbOrTx,
  accountId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = lifetimeFrom(now);
  await tx.insert(guestSessions).values({
    accountId,
    tokenHash: await guestKey(tx, 'session', token),
    lastUsedAt: now,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

/**
 * The guest a cookie's token belongs to, while its session lasts; used at most once a day, the
 * session is made to last another GUEST_SESSION_DAYS from now.
 */
export async function readGuestSession(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<GuestSession | null> {
  if (!isSessionToken(token)) return null;
  const [row] = await db
    .select({
      sessionId: guestSessions.id,
      lastUsedAt: guestSessions.lastUsedAt,
      accountId: guestAccounts.id,
      email: guestAccounts.email,
      language: guestAccounts.language,
    })
    .from(guestSessions)
    .innerJoin(guestAccounts, eq(guestAccounts.id, guestSessions.accountId))
    .where(
      and(
        eq(guestSessions.tokenHash, await guestKey(db, 'session', token)),
        gt(guestSessions.expiresAt, now),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > DAY_MS) {
    await db
      .update(guestSessions)
      .set({ lastUsedAt: now, expiresAt: lifetimeFrom(now) })
      .where(eq(guestSessions.id, row.sessionId));
  }
  return {
    accountId: row.accountId,
    sessionId: row.sessionId,
    email: row.email,
    language: row.language,
  };
}

/** Signs out this browser, or every browser of the account. */
export async function endGuestSessions(
  tx: DbOrTx,
  guest: GuestSession,
  everywhere: boolean,
): Promise<number> {
  const ended = await tx
    .delete(guestSessions)
    .where(
      everywhere
        ? eq(guestSessions.accountId, guest.accountId)
        : eq(guestSessions.id, guest.sessionId),
    )
    .returning({ id: guestSessions.id });
  return ended.length;
}

/** Sessions, codes and passkey ceremonies past their end are of no use to anyone (maintenance). */
export async function deleteExpiredGuestSignIns(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(guestSessions).where(lt(guestSessions.expiresAt, now));
  await db.delete(guestSignInCodes).where(lt(guestSignInCodes.expiresAt, now));
  await db.delete(guestPasskeyChallenges).where(lt(guestPasskeyChallenges.expiresAt, now));
}
