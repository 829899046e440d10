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
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);

const TWO_FACTOR_COOKIE = 'two_factor';

export function accountKey(email: string): string {
  return `sign-in-failures:${email.trim().toLowerCase()}`;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account a sign-in step is about: the e-mail sent, or the one behind a pending 2FA step. */
async function accountOf(ctx: HookContext): Promise<string | null> {
  if (ctx.path === '/sign-in/email') {
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

function isFailure(returned: unknown): boolean {
  return isAPIError(returned) && (returned.statusCode === 401 || returned.statusCode === 403);
}

export function signInLimitHooks(getDb: () => Promise<Db>) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (!SECRET_CHECKS.has(ctx.path)) return;
      const account = await accountOf(ctx);
      if (!account) return;
      if (await isRateLimited(await getDb(), accountKey(account), ACCOUNT_FAILURE_RULE)) {
        throw new APIError('TOO_MANY_REQUESTS', {
          code: 'ACCOUNT_LOCKED',
          message: ACCOUNT_LOCKED_MESSAGE,
        });
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (!SECRET_CHECKS.has(ctx.path)) return;
      const returned = ctx.context.returned;
      if (isFailure(returned)) {
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
