import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { twoFactor } from 'better-auth/plugins';
import type { Db } from '../db/client';
import { hasPasskey } from './passkey-store';
import { isSsoCallback } from './sso';

type TwoFactorPlugin = ReturnType<typeof twoFactor>;

/** The login page opens on the second-factor step when it is sent here. */
export const SECOND_FACTOR_STEP_URL = '/admin/login?step=second-factor';

/** Sign-ins the two-factor plugin does not watch itself: it watches the password only. */
const OTHER_SIGN_INS = new Set(['/sign-in/email-otp', '/magic-link/verify']);

/** Every sign-in that stands for a password: each is followed by the second factor, if any. */
const FIRST_FACTOR_SIGN_INS = new Set(['/sign-in/email', ...OTHER_SIGN_INS]);

const isFirstFactor = (path: string | undefined) =>
  FIRST_FACTOR_SIGN_INS.has(path ?? '') || isSsoCallback(path);

/** Sign-ins that end in a redirect of the browser rather than an answer to a script. */
const redirected = (path: string | undefined) =>
  path === '/magic-link/verify' || isSsoCallback(path);

/**
 * A one-time code, a link or a single sign-on replaces the password, not the second factor. The
 * two-factor plugin's own check (session withheld, challenge cookie set) runs after each of them
 * too; a sign-in that ends in a redirect (a link opened, the provider sending the browser back)
 * is then sent on to the login page's second-factor step rather than answered with JSON.
 */
export function secondFactorOnEverySignIn(twoFactorPlugin: TwoFactorPlugin): BetterAuthPlugin {
  const [check] = twoFactorPlugin.hooks.after;
  if (!check) throw new Error('The two-factor plugin no longer has its sign-in check');
  return {
    id: 'second-factor-on-every-sign-in',
    hooks: {
      after: [
        {
          matcher: (context) =>
            OTHER_SIGN_INS.has(context.path ?? '') || isSsoCallback(context.path),
          handler: check.handler,
        },
        {
          matcher: (context) => redirected(context.path),
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (returned && typeof returned === 'object' && 'twoFactorRedirect' in returned) {
              const via = isSsoCallback(ctx.path) ? '&via=sso' : '';
              const methods = (returned as { twoFactorMethods?: unknown }).twoFactorMethods;
              const passkeyOnly = Array.isArray(methods) && !methods.includes('totp');
              throw ctx.redirect(
                `${SECOND_FACTOR_STEP_URL}${via}${passkeyOnly ? '&with=passkey' : ''}`,
              );
            }
          }),
        },
      ],
    },
  };
}

/**
 * A passkey counts as a second factor (the owners' rule, the account lock), so it is asked for:
 * after a password, code, link or single sign-on, a person with a passkey but no authenticator
 * app is held at the second-factor step exactly as one with an app (the two-factor plugin's own
 * hold, which reads `twoFactorEnabled` of the new session), until a passkey of theirs answers
 * (passkeys.ts, `/passkey/sign-in` with the pending step). Registered before the two-factor
 * plugin, so that its hold, and the one above for the other sign-ins, see the mark.
 */
export function passkeyAsSecondFactor(db: Db): BetterAuthPlugin {
  return {
    id: 'passkey-as-second-factor',
    hooks: {
      after: [
        {
          matcher: (context) => isFirstFactor(context.path),
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            if (!signedIn || signedIn.user.twoFactorEnabled) return;
            if (!(await hasPasskey(db, signedIn.user.id))) return;
            ctx.context.setNewSession({
              ...signedIn,
              user: { ...signedIn.user, twoFactorEnabled: true },
            });
          }),
        },
      ],
    },
  };
}
