import 'server-only';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Db } from '../db/client';
import { clearRateLimit, consumeRateLimit, isRateLimited } from '../security/rate-limit';

/**
 * Failed sign-ins counted per account (its e-mail), besides the per-address limit: a password or
 * a code guessed from many addresses still stops after ten misses in fifteen minutes. A success
 * clears the count.
 */
export const ACCOUNT_FAILURE_RULE = { limit: 10, windowMs: 15 * 60_000 };

export const ACCOUNT_LOCKED_MESSAGE =
  'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.';

/** Endpoints that check a secret the person must know: a password or a one-time code. */
const SECRET_CHECKS = new Set([
  '/sign-in/email',
  '/sign-in/email-otp',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);

/** Endpoints that e-mail a one-time code or link: one per address and minute (resend after 60 s). */
const CODE_SENDERS = new Set(['/email-otp/send-verification-otp', '/sign-in/magic-link']);

export const RESEND_RULE = { limit: 1, windowMs: 60_000 };

export const RESEND_TOO_SOON_MESSAGE =
  'A code or link was sent to this address less than a minute ago. Please wait a minute before asking for another.';

/** Paths whose request body names the account (its e-mail). */
const EMAIL_IN_BODY = new Set(['/sign-in/email', '/sign-in/email-otp', ...CODE_SENDERS]);

const TWO_FACTOR_COOKIE = 'two_factor';

export function accountKey(email: string): string {
  return `sign-in-failures:${email.trim().toLowerCase()}`;
}

export function resendKey(email: string): string {
  return `sign-in-code-sent:${email.trim().toLowerCase()}`;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account a sign-in step is about: the e-mail sent, or the one behind a pending 2FA step. */
async function accountOf(ctx: HookContext): Promise<string | null> {
  if (EMAIL_IN_BODY.has(ctx.path)) {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.length <= 320 ? email : null;
  }
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pending) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(pending);
  if (!challenge) return null;
  const user = await ctx.context.internalAdapter.findUserById(challenge.value);
  return user?.email ?? null;
}

/**
 * A wrong password answers 401; a wrong, expired or spent one-time code answers 400 or 403 (the
 * e-mail code plugin's choice). A 429 is the limit itself and counts nothing more.
 */
function isFailure(path: string, returned: unknown): boolean {
  if (!isAPIError(returned)) return false;
  const status = returned.statusCode;
  if (path === '/sign-in/email-otp') return status >= 400 && status < 500 && status !== 429;
  return status === 401 || status === 403;
}

function tooManyRequests(code: string, message: string): APIError {
  return new APIError('TOO_MANY_REQUESTS', { code, message });
}

export function signInLimitHooks(getDb: () => Promise<Db>) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      // Codes of other kinds are refused next, by the passwordless guards; they spend nothing.
      const otherCode =
        ctx.path === '/email-otp/send-verification-otp' &&
        (ctx.body as { type?: unknown } | undefined)?.type !== 'sign-in';
      const sends = CODE_SENDERS.has(ctx.path) && !otherCode;
      if (!sends && !SECRET_CHECKS.has(ctx.path)) return;
      const account = await accountOf(ctx);
      if (!account) return;
      const db = await getDb();
      // A locked account gets no new code either: codes would only feed more guesses.
      if (await isRateLimited(db, accountKey(account), ACCOUNT_FAILURE_RULE)) {
        throw tooManyRequests('ACCOUNT_LOCKED', ACCOUNT_LOCKED_MESSAGE);
      }
      if (sends && !(await consumeRateLimit(db, resendKey(account), RESEND_RULE)).allowed) {
        throw tooManyRequests('RESEND_TOO_SOON', RESEND_TOO_SOON_MESSAGE);
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (!SECRET_CHECKS.has(ctx.path)) return;
      const returned = ctx.context.returned;
      if (isFailure(ctx.path, returned)) {
        const account = await accountOf(ctx);
        if (account) {
          await consumeRateLimit(await getDb(), accountKey(account), ACCOUNT_FAILURE_RULE);
        }
        return;
      }
      const signedIn = ctx.context.newSession?.user.email;
      if (signedIn) await clearRateLimit(await getDb(), accountKey(signedIn));
    }),
  };
}
