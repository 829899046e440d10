'use client';

import { emailOTPClient, magicLinkClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** Better Auth's browser client, same origin as the console (`/api/auth/*`). */
export const authClient = createAuthClient({
  plugins: [twoFactorClient(), emailOTPClient(), magicLinkClient()],
});

type AuthError = { status?: number; code?: string; message?: string };

/** Maps a Better Auth error to a key of the `admin.login` catalogue (spec section 8). */
export function loginErrorKey(error: AuthError) {
  if (error.status === 429) return 'tooManyAttempts' as const;
  const code = error.code ?? '';
  const message = error.message ?? '';
  if (
    code === 'INVALID_EMAIL_OR_PASSWORD' ||
    /invalid (login credentials|email or password)/i.test(message)
  )
    return 'invalidCredentials' as const;
  if (code.startsWith('USER_ALREADY_EXISTS') || /already (registered|exists)/i.test(message))
    return 'alreadyRegistered' as const;
  return null;
}

/**
 * The text a sign-in or sign-up error shows: the spec's two messages and the rate limit from the
 * catalogue; any other error in the server's own words (spec section 8), and the catalogue's
 * "unexpected" only when the server gave none. A 429 with the server's reason (an account locked,
 * a code asked for too soon) shows that reason.
 */
export function loginErrorText(
  error: AuthError,
  t: (key: 'tooManyAttempts' | 'invalidCredentials' | 'alreadyRegistered' | 'unexpected') => string,
): string {
  const serverMessage = error.message?.trim();
  if (error.status === 429 && error.code && serverMessage) return serverMessage;
  const key = loginErrorKey(error);
  if (key) return t(key);
  return serverMessage || t('unexpected');
}

/**
 * What a sign-in answered when it needs a second factor next: null when it signed in; `passkey`
 * when the person has only a passkey to give (no authenticator app, so no code to type).
 */
export function secondFactorNeeded(data: unknown): null | 'code' | 'passkey' {
  if (!data || typeof data !== 'object' || !('twoFactorRedirect' in data)) return null;
  if (!data.twoFactorRedirect) return null;
  const methods = 'twoFactorMethods' in data ? data.twoFactorMethods : undefined;
  return Array.isArray(methods) && !methods.includes('totp') ? 'passkey' : 'code';
}
