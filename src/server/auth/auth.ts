import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor } from 'better-auth/plugins';
import { serverEnv } from '@/env';
import { CLIENT_ADDRESS_HEADER } from '@/http/client-address.mts';
import { BRAND } from '@/lib/brand';
import { PASSWORD_MIN_LENGTH } from '@/lib/admin-limits';
import { getDb } from '../db/client';
import * as schema from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { findUserById } from './accounts';
import { emailChangeMail, emailVerificationMail, passwordResetMail } from './mails';
import { passkeys, relyingParty } from './passkeys';
import { reauthentication } from './reauthentication';
import { ssoCreationRule, ssoPlugins } from './sso';
import { UNUSED_CODE_PATHS, passwordlessPlugins, signInCodesOnly } from './passwordless';
import { passkeyAsSecondFactor, secondFactorOnEverySignIn } from './second-factor-guard';
import { sessionRules } from './session-rules';
import { passwordRules } from './password-policy';
import { auditLinkedSignIn } from './linked-sign-ins';
import { resolveAuthSecret } from './secret';
import { signInLimitHooks } from './sign-in-limits';

export { PASSWORD_MIN_LENGTH };

/** Sign-in attempts allowed per client address and minute, on top of the general auth limit. */
const SIGN_IN_LIMIT = { window: 60, max: 10 };

async function createAuth() {
  const db = await getDb();
  const env = serverEnv();
  const secondFactor = twoFactor({ issuer: `${BRAND.name.en} Admin` });
  return betterAuth({
    appName: `${BRAND.name.en} Admin Console`,
    baseURL: env.SITE_URL,
    secret: await resolveAuthSecret(db),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      // Left on: with it off Better Auth answers a repeated sign-up with a generic success, and
      // the spec wants "already registered". The login form ends that first session at once.
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The link goes through the durable outbox like every other message.
      sendResetPassword: async ({ user, url }) => {
        await enqueueMail(db, [passwordResetMail({ to: user.email, url })]);
      },
    },
    // A role is given only to a confirmed address (accounts.ts): anyone could otherwise sign up
    // with a new hire's address first and receive their role.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      // Also the confirmation of a changed address: then the link goes to the new address, and
      // the account's stored address is still the old one.
      sendVerificationEmail: async ({ user, url }) => {
        const stored = await findUserById(db, user.id);
        const changing = stored !== null && stored.email !== user.email.toLowerCase();
        const mail = changing ? emailChangeMail : emailVerificationMail;
        await enqueueMail(db, [mail({ to: user.email, url })]);
      },
    },
    // Staff change their own address under Account security, confirmed through the new one.
    user: { changeEmail: { enabled: true } },
    // Database sessions with sliding expiry: a week, extended once a day while in use.
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 60,
      customRules: {
        '/sign-in/email': SIGN_IN_LIMIT,
        '/sign-in/email-otp': SIGN_IN_LIMIT,
        '/magic-link/verify': SIGN_IN_LIMIT,
        '/email-otp/send-verification-otp': { window: 60, max: 5 },
        '/sign-in/magic-link': { window: 60, max: 5 },
        '/two-factor/verify-totp': SIGN_IN_LIMIT,
        '/two-factor/verify-backup-code': SIGN_IN_LIMIT,
        '/request-password-reset': { window: 60, max: 5 },
      },
    },
    // The front server (server.mts) leaves the address it resolved there: the socket's, or what
    // the configured trusted proxies saw (src/http/client-address.mts). A client cannot choose it.
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] } },
    hooks: signInLimitHooks(getDb),
    databaseHooks: {
      user: { create: { before: ssoCreationRule(getDb) } },
      account: { create: { after: auditLinkedSignIn(getDb) } },
    },
    // Google or Microsoft is linked to an account by its address only when the provider vouches
    // for the address and the account confirmed it (sso.ts); no provider is trusted by name.
    // Otherwise a signed-in person links it under Account security.
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
      },
    },
    disabledPaths: UNUSED_CODE_PATHS,
    telemetry: { enabled: false },
    plugins: [
      // First: an idle session is ended before any other plugin or endpoint sees it.
      sessionRules(db),
      passwordRules(db),
      // Before the two-factor plugin: it marks a passkey holder for the plugin's hold.
      passkeyAsSecondFactor(db),
      secondFactor,
      ...passwordlessPlugins(db, env.SITE_URL),
      signInCodesOnly(),
      secondFactorOnEverySignIn(secondFactor),
      passkeys(db, relyingParty(env.SITE_URL, `${BRAND.name.en} Admin`)),
      reauthentication(db),
      ...ssoPlugins(env, getDb),
      nextCookies(),
    ],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

const globalForAuth = globalThis as unknown as { sabaAuth?: Promise<Auth> };

/** Created on first use: it needs the (lazily opened) database and the secret stored there. */
export function getAuth(): Promise<Auth> {
  globalForAuth.sabaAuth ??= createAuth();
  return globalForAuth.sabaAuth;
}

/** Tests switch databases between suites; the next getAuth() then builds a new instance. */
export function resetAuthForTests(): void {
  globalForAuth.sabaAuth = undefined;
}
