import 'server-only';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { clientAddress, rateLimitAddress } from '@/http/client-address.mts';
import { recordAudit } from '../audit/audit';
import type { Db, DbOrTx } from '../db/client';
import { user, userRoles } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { clearRateLimit, consumeRateLimit, isRateLimited } from '../security/rate-limit';
import { findUserByEmail } from './accounts';
import { signInLockedMail } from './mails';
import { hasSecondFactor } from './sessions';

/**
 * Failed sign-ins (a wrong password or one-time code) counted per account, besides the
 * per-address limits, so that nobody can keep a staff member out by guessing wrong on purpose:
 * - per account and client address (its /64 for IPv6): ten misses in fifteen minutes stop that
 *   address for that account, and only that address; a success from it clears them;
 * - per account from everywhere: a hundred misses in fifteen minutes (guessing spread over many
 *   addresses) stop the account's passwords and codes, except for someone with a second factor:
 *   a right password still leads to that step, which has its own limits.
 * When either stops sign-ins, the owners are e-mailed and it is written to the audit log.
 */
export const ADDRESS_FAILURE_RULE = { limit: 10, windowMs: 15 * 60_000 };
export const ACCOUNT_FAILURE_RULE = { limit: 100, windowMs: 15 * 60_000 };

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

const normal = (email: string) => email.trim().toLowerCase();

/** Misses on one account from everywhere. */
export function accountKey(email: string): string {
  return `sign-in-failures:${normal(email)}`;
}

/** Misses on one account from one client address. */
export function addressKey(email: string, address: string): string {
  return `sign-in-failures:${normal(email)}:${rateLimitAddress(address)}`;
}

export function resendKey(email: string): string {
  return `sign-in-code-sent:${normal(email)}`;
}

/**
 * Whether this account's passwords and codes are stopped for this address: its own misses from
 * there, or the account's from everywhere unless it has a second factor to ask next.
 */
export async function isSignInStopped(
  db: DbOrTx,
  email: string,
  address: string,
): Promise<boolean> {
  if (await isRateLimited(db, addressKey(email, address), ADDRESS_FAILURE_RULE)) return true;
  if (!(await isRateLimited(db, accountKey(email), ACCOUNT_FAILURE_RULE))) return false;
  const account = await findUserByEmail(db, email);
  return !account || !(await hasSecondFactor(db, account.id));
}

/** Counts one miss; the owners are told when it stops sign-ins (once per window). */
export async function countSignInFailure(db: Db, email: string, address: string): Promise<void> {
  const here = await consumeRateLimit(db, addressKey(email, address), ADDRESS_FAILURE_RULE);
  const everywhere = await consumeRateLimit(db, accountKey(email), ACCOUNT_FAILURE_RULE);
  if (here.count === ADDRESS_FAILURE_RULE.limit) {
    await tellOwners(db, email, { from: rateLimitAddress(address) });
  }
  if (everywhere.count === ACCOUNT_FAILURE_RULE.limit) await tellOwners(db, email, { from: null });
}

/** A success from an address clears that address's misses (not the account's from elsewhere). */
export async function clearSignInFailures(db: DbOrTx, email: string, address: string) {
  await clearRateLimit(db, addressKey(email, address));
}

/** E-mails every owner and writes the audit log: sign-ins to `email` were stopped. */
async function tellOwners(db: Db, email: string, stopped: { from: string | null }) {
  const owners = await db
    .select({ email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, 'owner'));
  await db.transaction(async (tx) => {
    if (owners.length > 0) {
      await enqueueMail(tx, [
        signInLockedMail({ to: owners.map((o) => o.email), account: normal(email), ...stopped }),
      ]);
    }
    await recordAudit(tx, {
      actorUserId: null,
      actorEmail: null,
      action: 'sign-in-stopped',
      entity: 'user',
      entityId: normal(email),
      after: { from: stopped.from ?? 'many addresses', minutes: 15 },
    });
  });
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
  const found = await ctx.context.internalAdapter.findUserById(challenge.value);
  return found?.email ?? null;
}

/** The client's address as the front server decided it (src/http/client-address.mts). */
function addressOf(ctx: HookContext): string {
  return clientAddress(ctx.headers ?? new Headers());
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
      // Codes of other kinds are refused next, by signInCodesOnly; they spend nothing.
      const otherCode =
        ctx.path === '/email-otp/send-verification-otp' &&
        (ctx.body as { type?: unknown } | undefined)?.type !== 'sign-in';
      const sends = CODE_SENDERS.has(ctx.path) && !otherCode;
      if (!sends && !SECRET_CHECKS.has(ctx.path)) return;
      const account = await accountOf(ctx);
      if (!account) return;
      const db = await getDb();
      // A stopped account gets no new code either: codes would only feed more guesses.
      if (await isSignInStopped(db, account, addressOf(ctx))) {
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
        if (account) await countSignInFailure(await getDb(), account, addressOf(ctx));
        return;
      }
      const signedIn = ctx.context.newSession?.user.email;
      if (signedIn) await clearSignInFailures(await getDb(), signedIn, addressOf(ctx));
    }),
  };
}
