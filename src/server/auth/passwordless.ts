import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { emailOTP, magicLink } from 'better-auth/plugins';
import type { Db } from '../db/client';
import { enqueueMail } from '../mail/outbox';
import { signInCodeMail, signInLinkMail } from './mails';

/** Sign-in by e-mailed code: 6 digits, valid 10 minutes, 5 tries, then a new code is needed. */
export const SIGN_IN_CODE = { length: 6, ttlSeconds: 10 * 60, attempts: 5 } as const;

/** A sign-in link is valid as long as a code, and works once. */
export const SIGN_IN_LINK_TTL_SECONDS = 10 * 60;

/**
 * The e-mail code plugin's other uses (password reset, address change and confirmation by code)
 * have no screen here. Left on, their codes would never be mailed, yet could be guessed for.
 */
export const UNUSED_CODE_PATHS = [
  '/email-otp/check-verification-otp',
  '/email-otp/verify-email',
  '/email-otp/request-password-reset',
  '/forget-password/email-otp',
  '/email-otp/reset-password',
  '/email-otp/request-email-change',
  '/email-otp/change-email',
];

/** Where the e-mailed link leads: a page with a button, so a mail scanner's visit spends nothing. */
export function signInLinkPageUrl(siteUrl: string, token: string): string {
  const url = new URL('/admin/login/link', siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Where the link page's button goes; failures come back to the login page with `?error=`. */
export function signInLinkVerifyPath(token: string): string {
  const query = new URLSearchParams({
    token,
    callbackURL: '/admin',
    errorCallbackURL: '/admin/login',
  });
  return `/api/auth/magic-link/verify?${query}`;
}

/**
 * The two ways in without a password. Both only sign in accounts that exist (no sign-up), and
 * both e-mail through the durable outbox. An address without an account gets the same answer
 * and no message.
 */
export function passwordlessPlugins(db: Db, siteUrl: string) {
  return [
    emailOTP({
      otpLength: SIGN_IN_CODE.length,
      expiresIn: SIGN_IN_CODE.ttlSeconds,
      allowedAttempts: SIGN_IN_CODE.attempts,
      disableSignUp: true,
      storeOTP: 'hashed',
      sendVerificationOTP: async ({ email, otp, type }) => {
        // Only sign-in codes are offered; the plugin's other kinds have no screen here.
        if (type !== 'sign-in') return;
        await enqueueMail(db, [signInCodeMail({ to: email, code: otp })]);
      },
    }),
    magicLink({
      expiresIn: SIGN_IN_LINK_TTL_SECONDS,
      disableSignUp: true,
      storeToken: 'hashed',
      sendMagicLink: async ({ email, token }) => {
        await enqueueMail(db, [
          signInLinkMail({ to: email, url: signInLinkPageUrl(siteUrl, token) }),
        ]);
      },
    }),
  ];
}

/**
 * Only sign-in codes are sent (the plugin's other kinds are off, see UNUSED_CODE_PATHS): a request
 * for another kind is refused before it spends anything.
 */
export function signInCodesOnly(): BetterAuthPlugin {
  return {
    id: 'sign-in-codes-only',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/email-otp/send-verification-otp',
          handler: createAuthMiddleware(async (ctx) => {
            if ((ctx.body as { type?: unknown } | undefined)?.type !== 'sign-in') {
              throw new APIError('BAD_REQUEST', {
                code: 'SIGN_IN_CODES_ONLY',
                message: 'Only sign-in codes are sent.',
              });
            }
          }),
        },
      ],
    },
  };
}
