import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { emailOTP, magicLink, type twoFactor } from 'better-auth/plugins';
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

type TwoFactorPlugin = ReturnType<typeof twoFactor>;

/** The login page opens on the second-factor step when it is sent here. */
export const SECOND_FACTOR_STEP_URL = '/admin/login?step=second-factor';

/**
 * Only sign-in codes are sent (the plugin's other kinds are off, see UNUSED_CODE_PATHS).
 *
 * A one-time code or link replaces the password, not the second factor. The two-factor plugin
 * only watches the password sign-in; its own check (session withheld, challenge cookie set) runs
 * here after the passwordless sign-ins too. A link opened in the browser is then sent on to the
 * login page's second-factor step rather than answered with JSON.
 */
export function passwordlessGuards(twoFactorPlugin: TwoFactorPlugin): BetterAuthPlugin {
  const [check] = twoFactorPlugin.hooks.after;
  if (!check) throw new Error('The two-factor plugin no longer has its sign-in check');
  return {
    id: 'passwordless-guards',
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
      after: [
        {
          matcher: (context) =>
            context.path === '/sign-in/email-otp' || context.path === '/magic-link/verify',
          handler: check.handler,
        },
        {
          matcher: (context) => context.path === '/magic-link/verify',
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (returned && typeof returned === 'object' && 'twoFactorRedirect' in returned) {
              throw ctx.redirect(SECOND_FACTOR_STEP_URL);
            }
          }),
        },
      ],
    },
  };
}
