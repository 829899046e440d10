import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { twoFactor } from 'better-auth/plugins';
import { isSsoCallback } from './sso';

type TwoFactorPlugin = ReturnType<typeof twoFactor>;

/** The login page opens on the second-factor step when it is sent here. */
export const SECOND_FACTOR_STEP_URL = '/admin/login?step=second-factor';

/** Sign-ins the two-factor plugin does not watch itself: it watches the password only. */
const OTHER_SIGN_INS = new Set(['/sign-in/email-otp', '/magic-link/verify']);

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
              throw ctx.redirect(`${SECOND_FACTOR_STEP_URL}${via}`);
            }
          }),
        },
      ],
    },
  };
}
