import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import {
  APIError,
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  isAPIError,
  sessionMiddleware,
} from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '@/lib/admin-limits';
import { isTotpValid } from '@/lib/totp';
import type { Db, DbOrTx } from '../db/client';
import { account, passkey, twoFactor, user } from '../db/schema';
import { isFresh, REAUTH_REQUIRED } from '@/lib/freshness';
import { recordAudit } from '../audit/audit';
import { markSessionVerified, sessionActivity } from './sessions';
import { clientAddress } from '@/http/client-address.mts';
import {
  ACCOUNT_LOCKED_MESSAGE,
  clearSignInFailures,
  countSignInFailure,
  isSignInStopped,
} from './sign-in-limits';

/**
 * Confirming again with a password or an authenticator code (passkeys: passkeys.ts) moves the
 * session's `verified_at`; see freshness.ts for what needs it.
 */

/** Which ways of confirming this person has: the dialog offers those. */
export async function reauthMethods(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ app: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, userId));
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  const [key] = await db
    .select({ id: passkey.id })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .limit(1);
  return { password: Boolean(credential), app: Boolean(row?.app), passkey: Boolean(key) };
}
export type ReauthMethods = Awaited<ReturnType<typeof reauthMethods>>;

/** Account changes made through Better Auth's own endpoints, written to the audit log. */
const AUDITED_PATHS = new Map([
  ['/change-password', 'change-password'],
  ['/change-email', 'request-email-change'],
  ['/two-factor/disable', 'disable-two-factor'],
  ['/two-factor/generate-backup-codes', 'regenerate-backup-codes'],
]);

const NOT_CONFIRMED = 'That did not match. Check it and try again.';

export function reauthentication(db: Db): BetterAuthPlugin {
  return {
    id: 'saba-reauthentication',
    endpoints: {
      reauthenticate: createAuthEndpoint(
        '/reauthenticate',
        {
          method: 'POST',
          use: [sessionMiddleware],
          body: z.object({
            password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
            code: z.string().max(12).optional(),
          }),
        },
        async (ctx) => {
          const { user: person, session } = ctx.context.session;
          const address = clientAddress(ctx.headers ?? new Headers());
          // Guessing here counts against the same limits as guessing at sign-in.
          if (await isSignInStopped(db, person.email, address)) {
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'ACCOUNT_LOCKED',
              message: ACCOUNT_LOCKED_MESSAGE,
            });
          }
          let confirmed = false;
          if (ctx.body.password) {
            const [credential] = await db
              .select({ hash: account.password })
              .from(account)
              .where(and(eq(account.userId, person.id), eq(account.providerId, 'credential')));
            confirmed = Boolean(
              credential?.hash &&
              (await ctx.context.password.verify({
                hash: credential.hash,
                password: ctx.body.password,
              })),
            );
          } else if (ctx.body.code) {
            const [app] = await db
              .select({ secret: twoFactor.secret })
              .from(twoFactor)
              .where(eq(twoFactor.userId, person.id));
            if (app && person.twoFactorEnabled) {
              const secret = await symmetricDecrypt({ key: ctx.context.secret, data: app.secret });
              confirmed = isTotpValid(
                Buffer.from(secret, 'utf8'),
                ctx.body.code.replace(/\s+/g, ''),
              );
            }
          }
          if (!confirmed) {
            await countSignInFailure(db, person.email, address);
            throw new APIError('UNAUTHORIZED', { code: 'NOT_CONFIRMED', message: NOT_CONFIRMED });
          }
          await clearSignInFailures(db, person.email, address);
          await markSessionVerified(db, session.id);
          return ctx.json({ status: true });
        },
      ),
    },
    hooks: {
      before: [
        {
          // A new sign-in address is as sensitive as a role: it needs a recent confirmation.
          matcher: (context) => context.path === '/change-email',
          handler: createAuthMiddleware(async (ctx) => {
            const current = await getSessionFromCtx(ctx);
            if (!current) return;
            const activity = await sessionActivity(db, current.session.id);
            if (!isFresh(activity?.verifiedAt)) {
              throw new APIError('FORBIDDEN', {
                code: REAUTH_REQUIRED,
                message: 'Confirm it is you first.',
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (context) => AUDITED_PATHS.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const person = ctx.context.newSession?.user ?? ctx.context.session?.user;
            if (!person) return;
            const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
            await recordAudit(db, {
              actorUserId: person.id,
              actorEmail: person.email,
              action: AUDITED_PATHS.get(ctx.path)!,
              entity: 'user',
              entityId: person.id,
              after: typeof newEmail === 'string' ? { newEmail: newEmail.toLowerCase() } : null,
            });
          }),
        },
      ],
    },
    rateLimit: [{ pathMatcher: (path) => path === '/reauthenticate', window: 60, max: 10 }],
  };
}
