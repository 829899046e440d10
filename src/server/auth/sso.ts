import 'server-only';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { SsoProvider } from '@/lib/sso';
import type { Db } from '../db/client';
import { hasUsableInvitationFor } from '../staff/queries';
import { acceptInvitationFor, recordInvitationAccepted } from '../staff/mutations';

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

/** OpenID Connect settings of each configured provider (client id and secret both set). */
export function ssoConfigs(env: SsoEnv): GenericOAuthConfig[] {
  const common = {
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    requireIdTokenVerification: true,
  };
  const configs: GenericOAuthConfig[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    configs.push({
      ...common,
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
      ...common,
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

const isSsoCallback = (path: string | undefined) => Boolean(path?.startsWith('/callback/'));

/**
 * Single sign-on, or nothing when no provider is configured. It never makes a staff member by
 * itself: an existing account signs in (and is linked to the provider); a new account is created
 * only for an address with a pending invitation, whose role it then receives (audited as the
 * invitation accepted); anyone else is refused and nothing is created.
 */
export function ssoPlugins(env: SsoEnv, getDb: () => Promise<Db>): BetterAuthPlugin[] {
  const config = ssoConfigs(env);
  if (config.length === 0) return [];
  const invitations: BetterAuthPlugin = {
    id: 'saba-sso-invitations',
    hooks: {
      after: [
        {
          matcher: (context) => isSsoCallback(context.path),
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession?.user;
            if (!signedIn) return;
            const db = await getDb();
            await db.transaction(async (tx) => {
              const invitation = await acceptInvitationFor(tx, signedIn);
              if (!invitation) return;
              await recordInvitationAccepted(tx, invitation, signedIn.id, {
                with: 'single sign-on',
              });
            });
          }),
        },
      ],
    },
  };
  return [genericOAuth({ config }), invitations];
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
