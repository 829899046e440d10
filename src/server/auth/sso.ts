import 'server-only';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { and, desc, eq } from 'drizzle-orm';
import { isFresh, REAUTH_REQUIRED, REAUTH_WINDOW_MS } from '@/lib/freshness';
import type { SsoProvider } from '@/lib/sso';
import type { Db, DbOrTx } from '../db/client';
import { account } from '../db/schema';
import { hasUsableInvitationFor } from './invitations';
import { acceptInvitationFor, recordInvitationAccepted } from './invitations';
import { markSessionUnverified, sessionActivity } from './sessions';

export type SsoEnv = {
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  /** Google's issuer by default; another only for a test provider. */
  GOOGLE_ISSUER_URL?: string;
  MICROSOFT_CLIENT_ID?: string;
  MICROSOFT_CLIENT_SECRET?: string;
  /** The organisation's Microsoft Entra tenant: only its accounts may sign in. */
  MICROSOFT_TENANT_ID?: string;
  MICROSOFT_ISSUER_URL?: string;
};

const DISCOVERY = '/.well-known/openid-configuration';
const discovery = (issuer: string) => `${issuer.replace(/\/$/, '')}${DISCOVERY}`;

type Claims = Record<string, unknown>;

/**
 * Whether a provider vouches for the address it sends, which alone lets single sign-on find an
 * account by that address (sign in, link, or accept an invitation): Google's `email_verified`;
 * for Microsoft, an account of the organisation's own tenant (MICROSOFT_TENANT_ID; its ID tokens
 * carry no `email_verified`, and without a configured tenant any organisation's accounts could
 * claim any address). Anything else is an unchecked claim.
 */
export function vouchesForAddress(provider: SsoProvider, claims: Claims, env: SsoEnv): boolean {
  if (provider === 'microsoft') {
    return Boolean(env.MICROSOFT_TENANT_ID) && claims.tid === env.MICROSOFT_TENANT_ID;
  }
  return claims.email_verified === true || claims.email_verified === 'true';
}

/** OpenID Connect settings of each configured provider (client id and secret both set). */
export function ssoConfigs(env: SsoEnv): GenericOAuthConfig[] {
  const common = (provider: SsoProvider) => ({
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    requireIdTokenVerification: true,
    mapProfileToUser: (claims: Claims) => ({
      emailVerified: vouchesForAddress(provider, claims, env),
    }),
  });
  const configs: GenericOAuthConfig[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    configs.push({
      ...common('google'),
      providerId: 'google',
      name: 'Google',
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      discoveryUrl: discovery(env.GOOGLE_ISSUER_URL ?? 'https://accounts.google.com'),
    });
  }
  if (env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET) {
    const tenant = env.MICROSOFT_TENANT_ID ?? 'organizations';
    configs.push({
      ...common('microsoft'),
      providerId: 'microsoft',
      name: 'Microsoft',
      clientId: env.MICROSOFT_CLIENT_ID,
      clientSecret: env.MICROSOFT_CLIENT_SECRET,
      discoveryUrl: discovery(
        env.MICROSOFT_ISSUER_URL ?? `https://login.microsoftonline.com/${tenant}/v2.0`,
      ),
    });
  }
  return configs;
}

export function configuredSsoProviders(env: SsoEnv): SsoProvider[] {
  return ssoConfigs(env).map((config) => config.providerId as SsoProvider);
}

/** Where a provider sends the browser back (Better Auth's `/callback/:id`). */
export const isSsoCallback = (path: string | undefined) => Boolean(path?.startsWith('/callback/'));

/**
 * Whether the provider says it authenticated the person just now (`auth_time` in the ID token
 * of this sign-in, within the window a confirmation lasts): only then is a single sign-on also a
 * confirmation for sensitive changes. The token was verified by the sign-in and stored with the
 * account.
 */
export async function providerJustAuthenticated(
  db: DbOrTx,
  userId: string,
  providerId: string,
  now = Date.now(),
): Promise<boolean> {
  const [linked] = await db
    .select({ idToken: account.idToken })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, providerId)))
    .orderBy(desc(account.updatedAt))
    .limit(1);
  const payload = linked?.idToken?.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    const authTime = typeof claims.auth_time === 'number' ? claims.auth_time * 1000 : null;
    return authTime !== null && authTime <= now + 60_000 && now - authTime <= REAUTH_WINDOW_MS;
  } catch {
    return false;
  }
}

/**
 * Single sign-on, or nothing when no provider is configured. It never makes a staff member by
 * itself, and never trusts an address the provider does not vouch for (vouchesForAddress):
 * - an account already linked to the provider signs in; an existing account is linked by its
 *   address only on a vouched address and a confirmed account (Better Auth's own rule, with no
 *   provider trusted by name); otherwise the person signs in another way and links the provider
 *   under Account security, which needs a confirmation in the last five minutes;
 * - a new account is created only for an address with a pending invitation, whose role it then
 *   receives (audited as the invitation accepted); anyone else is refused and nothing is created;
 * - the account's second factor is still asked (second-factor-guard.ts), and the sign-in counts as
 *   a confirmation only when the provider just authenticated the person.
 */
export function ssoPlugins(env: SsoEnv, getDb: () => Promise<Db>): BetterAuthPlugin[] {
  const config = ssoConfigs(env);
  if (config.length === 0) return [];
  const rules: BetterAuthPlugin = {
    id: 'saba-sso',
    hooks: {
      before: [
        {
          // Linking adds a way in, like a passkey: a confirmation in the last five minutes.
          matcher: (context) => context.path === '/link-social',
          handler: createAuthMiddleware(async (ctx) => {
            const current = await getSessionFromCtx(ctx);
            if (!current) return;
            const activity = await sessionActivity(await getDb(), current.session.id);
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
          matcher: (context) => isSsoCallback(context.path),
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            if (!signedIn) return;
            const db = await getDb();
            const providerId = String((ctx.params as { id?: unknown } | undefined)?.id ?? '');
            if (!(await providerJustAuthenticated(db, signedIn.user.id, providerId))) {
              await markSessionUnverified(db, signedIn.session.id);
            }
            await db.transaction(async (tx) => {
              const invitation = await acceptInvitationFor(tx, signedIn.user, {
                sessionId: signedIn.session.id,
                providerId,
              });
              if (!invitation) return;
              await recordInvitationAccepted(tx, invitation, signedIn.user.id, {
                with: 'single sign-on',
              });
            });
          }),
        },
      ],
    },
  };
  return [genericOAuth({ config }), rules];
}
/** Better Auth's user-creation hook: single sign-on may only create invited addresses. */
export function ssoCreationRule(getDb: () => Promise<Db>) {
  return async (
    data: { email: string; emailVerified?: boolean },
    ctx: GenericEndpointContext | null | undefined,
  ): Promise<false | void> => {
    if (!isSsoCallback(ctx?.path)) return;
    if (!data.emailVerified || !(await hasUsableInvitationFor(await getDb(), data.email))) {
      return false;
    }
  };
}
