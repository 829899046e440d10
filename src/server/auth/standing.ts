import 'server-only';
import { eq } from 'drizzle-orm';
import type { Role } from '@/lib/enums';
import type { LocationScope } from '@/lib/location-scope';
import type { DbOrTx } from '../db/client';
import { session } from '../db/schema';
import { readSecurityPolicy } from './security-policy';
import { hasSecondFactor, mustChangePassword, sessionVerdict } from './sessions';
import { findLocationScope, findUserRole } from './staff';

export type Standing = { userId: string; role: Role; locations: LocationScope };

/**
 * What a session may still do, read again from the database: for something that outlives the
 * request that opened it (a live stream), asked each time it acts. Null once the session is
 * gone (signed out, ended by an owner, expired, idle past the owners' limit) or its person no
 * longer passes the console's gates (no role, a second factor or new password owed). Changes
 * nothing: the next request of that session ends it as usual (session.ts).
 */
export async function sessionStanding(db: DbOrTx, sessionId: string): Promise<Standing | null> {
  const [row] = await db
    .select({
      userId: session.userId,
      expiresAt: session.expiresAt,
      lastActiveAt: session.lastActiveAt,
    })
    .from(session)
    .where(eq(session.id, sessionId));
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  const policy = await readSecurityPolicy(db);
  if (sessionVerdict(row.lastActiveAt, policy.idleMinutes) === 'end') return null;
  if (policy.requireSecondFactor && !(await hasSecondFactor(db, row.userId))) return null;
  if (await mustChangePassword(db, row.userId)) return null;
  const role = await findUserRole(db, row.userId);
  if (!role) return null;
  return { userId: row.userId, role, locations: await findLocationScope(db, row.userId, role) };
}
