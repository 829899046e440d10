import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getDb } from '../db/client';
import { logger } from '../logger';
import { getAuth } from './auth';
import { readSecurityPolicy } from './security-policy';
import {
  endSession,
  hasSecondFactor,
  mustChangePassword,
  sessionActivity,
  sessionVerdict,
  touchSession,
} from './sessions';
import { findLocationScope, findUserRole, type Actor } from './staff';

/** The signed-in staff member of this request, with their effective role; null when signed out. */
export const getCurrentActor = cache(async (): Promise<Actor | null> => {
  // The request first: while Next builds, this is what marks the page as per-request, before
  // anything opens the database.
  const requestHeaders = await headers();
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const db = await getDb();
  const sessionId = session.session.id;
  const [activity, policy] = await Promise.all([
    sessionActivity(db, sessionId),
    readSecurityPolicy(db),
  ]);
  if (!activity) return null;
  const verdict = sessionVerdict(activity.lastActiveAt, policy.idleMinutes);
  // Unused longer than the owners allow: the session ends here, on whichever instance sees it.
  if (verdict === 'end') {
    await endSession(db, session.user.id, sessionId);
    return null;
  }
  if (verdict === 'touch') await touchSession(db, sessionId);
  const base = {
    userId: session.user.id,
    email: session.user.email,
    sessionId,
    verifiedAt: activity.verifiedAt,
    needsSecondFactor: policy.requireSecondFactor && !(await hasSecondFactor(db, session.user.id)),
    mustChangePassword: await mustChangePassword(db, session.user.id),
  };
  try {
    const role = await findUserRole(db, session.user.id);
    return { ...base, role, locations: await findLocationScope(db, session.user.id, role) };
  } catch (error) {
    // Spec: a failed role lookup is logged and leaves the user without a role.
    logger.error({ err: error }, 'role lookup failed');
    return { ...base, role: null, locations: [] };
  }
});

/**
 * For the front server, before it reads a large body sent to the console (src/http/app-link.mts):
 * whether these cookies are a live, not idle, staff session with a role. Nothing is changed.
 */
export async function isStaffSession(requestHeaders: Headers): Promise<boolean> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) return false;
  const db = await getDb();
  const [activity, policy] = await Promise.all([
    sessionActivity(db, session.session.id),
    readSecurityPolicy(db),
  ]);
  if (!activity || sessionVerdict(activity.lastActiveAt, policy.idleMinutes) === 'end')
    return false;
  return (await findUserRole(db, session.user.id)) !== null;
}
