'use client';

import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** Better Auth's browser client, same origin as the console (`/api/auth/*`). */
export const authClient = createAuthClient({ plugins: [twoFactorClient()] });

/** Maps a Better Auth error to a key of the `admin.login` catalogue (spec section 8). */
export function loginErrorKey(error: { status?: number; code?: string; message?: string }) {
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
  return 'unexpected' as const;
}
