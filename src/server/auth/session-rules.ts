import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { session } from '../db/schema';
import { readSecurityPolicy } from './security-policy';
import { endSession, hasSecondFactor, sessionVerdict, touchSession } from './sessions';
import { isSsoCallback } from './sso';

/**
 * The owners' session rules (Settings → Staff sign-in) on the auth library's own endpoints, as
 * the console's pages, actions and routes apply them (session.ts): a session unused longer than
 * the idle time is ended before the endpoint sees it, so it answers as to anyone signed out; and
 * while owners require a second factor, a person without one may only set one up (or sign out).
 */

/** Endpoints for someone not signed in (yet): sign-in steps, links, the provider's return. */
const SIGN_IN_PATHS = new Set([
  '/sign-in/email',
  '/sign-in/email-otp',
  '/sign-in/magic-link',
  '/sign-in/social',
  '/sign-up/email',
  '/sign-out',
  '/get-session',
  '/ok',
  '/error',
  '/request-password-reset',
  '/reset-password',
  '/reset-password/:token',
  '/verify-email',
  '/send-verification-email',
  '/email-otp/send-verification-otp',
  '/magic-link/verify',
  '/passkey/sign-in-options',
  '/passkey/sign-in',
  '/passkey/invitation-options',
  '/passkey/accept-invitation',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);

/** What a person without the required second factor may still do: set one up, confirm it is them. */
const SECOND_FACTOR_SETUP_PATHS = new Set([
  '/two-factor/enable',
  '/two-factor/get-totp-uri',
  '/passkey/registration-options',
  '/passkey/register',
  '/reauthenticate',
  '/passkey/reauthenticate-options',
  '/passkey/reauthenticate',
]);

export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Set up an authenticator app or a passkey first: the owners require a second factor.';

/** Whether a person lacking the required second factor may call this endpoint. */
export function openWithoutSecondFactor(path: string): boolean {
  return SIGN_IN_PATHS.has(path) || SECOND_FACTOR_SETUP_PATHS.has(path) || isSsoCallback(path);
}

export function sessionRules(db: Db): BetterAuthPlugin {
  return {
    id: 'saba-session-rules',
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const cookie = ctx.context.authCookies.sessionToken.name;
            const token = await ctx.getSignedCookie(cookie, ctx.context.secret);
            if (!token) return;
            const [current] = await db
              .select({
                id: session.id,
                userId: session.userId,
                lastActiveAt: session.lastActiveAt,
                expiresAt: session.expiresAt,
              })
              .from(session)
              .where(eq(session.token, token));
            if (!current || current.expiresAt <= new Date()) return;
            const policy = await readSecurityPolicy(db);
            const verdict = sessionVerdict(current.lastActiveAt, policy.idleMinutes);
            if (verdict === 'end') {
              // Gone before the endpoint looks: it answers as to someone signed out.
              await endSession(db, current.userId, current.id);
              return;
            }
            if (verdict === 'touch') await touchSession(db, current.id);
            if (
              policy.requireSecondFactor &&
              !openWithoutSecondFactor(ctx.path ?? '') &&
              !(await hasSecondFactor(db, current.userId))
            ) {
              throw new APIError('FORBIDDEN', {
                code: 'SECOND_FACTOR_REQUIRED',
                message: SECOND_FACTOR_REQUIRED_MESSAGE,
              });
            }
          }),
        },
      ],
    },
  };
}
