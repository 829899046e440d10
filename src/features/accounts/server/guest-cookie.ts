import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { siteUrl } from '@/lib/site-url';
import { getDb } from '@/server/db/client';
import { readGuestSession, type GuestSession } from './sessions';

/**
 * The guest's session cookie: its own name, never the staff's (Better Auth's), read only by the
 * guest's pages and actions. Over HTTPS it is a `__Host-` cookie (this host only, secure).
 */
function cookieName(): { name: string; secure: boolean } {
  const secure = siteUrl().startsWith('https://');
  return { name: secure ? '__Host-saba_guest' : 'saba_guest', secure };
}

/** The signed-in guest of this request, or null (no cookie, ended, expired or altered). */
export const getCurrentGuest = cache(async (): Promise<GuestSession | null> => {
  const token = (await cookies()).get(cookieName().name)?.value;
  if (!token) return null;
  return readGuestSession(await getDb(), token);
});

export async function setGuestCookie(token: string, expiresAt: Date): Promise<void> {
  const { name, secure } = cookieName();
  (await cookies()).set(name, token, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    expires: expiresAt,
  });
}

export async function clearGuestCookie(): Promise<void> {
  const { name, secure } = cookieName();
  (await cookies()).set(name, '', {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: 0,
  });
}
