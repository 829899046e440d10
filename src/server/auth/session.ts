import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getDb } from '../db/client';
import { logger } from '../logger';
import { getAuth } from './auth';
import { findUserRole, type Actor } from './staff';

/** The signed-in staff member of this request, with their effective role; null when signed out. */
export const getCurrentActor = cache(async (): Promise<Actor | null> => {
  // The request first: while Next builds, this is what marks the page as per-request, before
  // anything opens the database.
  const requestHeaders = await headers();
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) return null;
  try {
    const role = await findUserRole(await getDb(), session.user.id);
    return { userId: session.user.id, email: session.user.email, role };
  } catch (error) {
    // Spec: a failed role lookup is logged and leaves the user without a role.
    logger.error({ err: error }, 'role lookup failed');
    return { userId: session.user.id, email: session.user.email, role: null };
  }
});
