import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { GUEST_HINT_COOKIE } from '@/lib/guest-hint';
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

/**
 * A cookie the page's script may read, holding nothing but "a guest may be signed in here": the
 * checkout asks for the saved details only then (GUEST_HINT_COOKIE, lib/guest-hint.ts).
 */
const hint = { name: GUEST_HINT_COOKIE, value: '1' };

export async function setGuestCookie(token: string, expiresAt: Date): Promise<void> {
  const { name, secure } = cookieName();
  const jar = await cookies();
  jar.set(name, token, { httpOnly: true, secure, sameSite: 'lax', path: '/', expires: expiresAt });
  jar.set(hint.name, hint.value, { secure, sameSite: 'lax', path: '/', expires: expiresAt });
}

/** Signed out: the session's cookie goes, and the hint with it (the checkout stops asking). */
export async function clearGuestCookie(): Promise<void> {
  const { name, secure } = cookieName();
  const jar = await cookies();
  jar.set(name, '', { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: 0 });
  jar.set(hint.name, '', { secure, sameSite: 'lax', path: '/', maxAge: 0 });
}

/**
 * A passkey ceremony's key (guest-passkeys.ts), for its five minutes: this browser's, never the
 * page's script's, so that another site's page cannot finish a ceremony it did not start.
 */
function ceremonyCookie(): { name: string; secure: boolean } {
  const secure = siteUrl().startsWith('https://');
  return { name: secure ? '__Host-saba_passkey' : 'saba_passkey', secure };
}

export async function setCeremonyCookie(key: string, maxAgeMs: number): Promise<void> {
  const { name, secure } = ceremonyCookie();
  (await cookies()).set(name, key, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

/** The ceremony's key, taken: the cookie is cleared as it is read (one answer per ceremony). */
export async function takeCeremonyCookie(): Promise<string | undefined> {
  const { name, secure } = ceremonyCookie();
  const jar = await cookies();
  const key = jar.get(name)?.value;
  jar.set(name, '', { httpOnly: true, secure, sameSite: 'strict', path: '/', maxAge: 0 });
  return key;
}
