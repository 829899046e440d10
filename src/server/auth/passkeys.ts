import 'server-only';
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { expireCookie, setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { passkeyName } from '@/schemas/admin/security';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { findUsableInvitation } from '../staff/queries';
import { acceptInvitation, recordInvitationAccepted } from '../staff/mutations';
import { isFresh, REAUTH_REQUIRED } from '@/lib/freshness';
import { markSessionVerified, sessionActivity } from './sessions';
import {
  findPasskeyByCredential,
  insertPasskey,
  passkeyDescriptorsOf,
  recordPasskeyUse,
  type NewPasskey,
} from './passkey-store';

/** A ceremony (register or sign in) must finish within five minutes of its options. */
const CHALLENGE_TTL_MS = 5 * 60_000;
const CHALLENGE_COOKIE = 'passkey_challenge';
const TWO_FACTOR_COOKIE = 'two_factor';

/** At most this many passkeys per person: a list anyone can still read and prune. */
export const PASSKEYS_PER_PERSON = 20;

const PASSKEY_ERRORS = {
  NOT_VERIFIED: 'The passkey could not be verified. Try again.',
  UNKNOWN: 'This passkey is not registered for any account here.',
  EXPIRED: 'The passkey request expired. Try again.',
  NOT_YOURS: 'This passkey belongs to another account.',
  INVITATION: 'This invitation link is invalid, expired, revoked or already used.',
  TOO_MANY: `You can keep at most ${PASSKEYS_PER_PERSON} passkeys. Remove one first.`,
} as const;

type RelyingParty = { id: string; origin: string; name: string };

/** The relying party is this site: its host name and origin, from SITE_URL. */
export function relyingParty(siteUrl: string, name: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name };
}

/** A credential from the browser: bounded before the WebAuthn library reads it. */
const credentialShape = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .refine((value) => JSON.stringify(value).length <= 64 * 1024);

type ChallengeRecord = {
  challenge: string;
  /** Registering: the person; signing in as a second factor: the person it must be. */
  userId: string | null;
  purpose: 'register' | 'sign-in' | 'invitation' | 'reauthenticate';
};

const tokenShape = z.string().min(1).max(200);
const nameShape = passkeyName;

/**
 * Passkeys (WebAuthn) on SimpleWebAuthn, as a Better Auth plugin so that a passkey sign-in makes
 * the same session, cookie and rate limits as any other. Register and rename/remove need a
 * session; signing in needs nothing but the passkey (user verification is required: the device
 * checked a PIN or biometric, so a passkey alone is two factors). When a password or e-mailed
 * code is waiting for a second factor, a passkey of that same person completes it.
 */
export function passkeys(db: Db, rp: RelyingParty): BetterAuthPlugin {
  type Ctx = GenericEndpointContext;

  async function saveChallenge(ctx: Ctx, record: ChallengeRecord) {
    const key = randomBytes(24).toString('base64url');
    await ctx.context.internalAdapter.createVerificationValue({
      identifier: `passkey-challenge:${key}`,
      value: JSON.stringify(record),
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE, {
      maxAge: CHALLENGE_TTL_MS / 1000,
    });
    await ctx.setSignedCookie(cookie.name, key, ctx.context.secret, cookie.attributes);
  }

  /** The challenge this browser was given, used once whatever the outcome. */
  async function takeChallenge(ctx: Ctx, purpose: ChallengeRecord['purpose']) {
    const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
    const key = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    expireCookie(ctx, cookie);
    if (!key) throw new APIError('BAD_REQUEST', { message: PASSKEY_ERRORS.EXPIRED });
    const identifier = `passkey-challenge:${key}`;
    const stored = await ctx.context.internalAdapter.findVerificationValue(identifier);
    await ctx.context.internalAdapter.deleteVerificationByIdentifier(identifier);
    if (!stored || stored.expiresAt < new Date()) {
      throw new APIError('BAD_REQUEST', { message: PASSKEY_ERRORS.EXPIRED });
    }
    const record = JSON.parse(stored.value) as ChallengeRecord;
    if (record.purpose !== purpose) {
      throw new APIError('BAD_REQUEST', { message: PASSKEY_ERRORS.EXPIRED });
    }
    return record;
  }

  /** The person a password or e-mailed code sign-in is holding for a second factor, if any. */
  async function pendingSecondFactor(ctx: Ctx) {
    const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
    const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (!identifier) return null;
    const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
    if (!pending || pending.expiresAt < new Date()) return null;
    return { identifier, userId: pending.value, cookie };
  }

  /** Options for a new passkey; the user handle is random, never the account id or address. */
  async function creationOptions(
    email: string,
    exclude: Awaited<ReturnType<typeof passkeyDescriptorsOf>>,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: email,
      userDisplayName: email,
      attestationType: 'none',
      excludeCredentials: exclude,
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
  }

  async function verifyNewPasskey(response: unknown, challenge: string): Promise<NewPasskey> {
    const verification = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    }).catch(() => ({ verified: false as const }));
    if (!verification.verified) {
      throw new APIError('BAD_REQUEST', { message: PASSKEY_ERRORS.NOT_VERIFIED });
    }
    const info = verification.registrationInfo;
    return {
      credential: info.credential,
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
    };
  }

  /** Checks a passkey's answer to the challenge; returns the stored passkey, its use recorded. */
  async function verifyAssertion(answer: unknown, record: ChallengeRecord) {
    const response = answer as AuthenticationResponseJSON;
    const stored = await findPasskeyByCredential(db, response.id);
    if (!stored) throw new APIError('UNAUTHORIZED', { message: PASSKEY_ERRORS.UNKNOWN });
    if (record.userId && record.userId !== stored.userId) {
      throw new APIError('UNAUTHORIZED', { message: PASSKEY_ERRORS.NOT_YOURS });
    }
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: record.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: stored.credential,
    }).catch(() => null);
    if (!verification?.verified) {
      throw new APIError('UNAUTHORIZED', { message: PASSKEY_ERRORS.NOT_VERIFIED });
    }
    await recordPasskeyUse(db, stored.id, verification.authenticationInfo.newCounter);
    return stored;
  }

  /** Adding a way in, like removing one, needs a confirmation in the last five minutes. */
  async function requireRecentConfirmation(sessionId: string) {
    const activity = await sessionActivity(db, sessionId);
    if (!isFresh(activity?.verifiedAt)) {
      throw new APIError('FORBIDDEN', {
        code: REAUTH_REQUIRED,
        message: 'Confirm it is you first.',
      });
    }
  }

  async function startSession(ctx: Ctx, userId: string) {
    const found = await ctx.context.internalAdapter.findUserById(userId);
    if (!found) throw new APIError('UNAUTHORIZED', { message: PASSKEY_ERRORS.UNKNOWN });
    const session = await ctx.context.internalAdapter.createSession(found.id);
    await setSessionCookie(ctx, { session, user: found });
  }

  return {
    id: 'saba-passkeys',
    endpoints: {
      passkeyRegistrationOptions: createAuthEndpoint(
        '/passkey/registration-options',
        { method: 'POST', use: [sessionMiddleware] },
        async (ctx) => {
          const { user, session } = ctx.context.session;
          await requireRecentConfirmation(session.id);
          const existing = await passkeyDescriptorsOf(db, user.id);
          if (existing.length >= PASSKEYS_PER_PERSON) {
            throw new APIError('BAD_REQUEST', { message: PASSKEY_ERRORS.TOO_MANY });
          }
          const options = await creationOptions(user.email, existing);
          await saveChallenge(ctx, {
            challenge: options.challenge,
            userId: user.id,
            purpose: 'register',
          });
          return ctx.json(options);
        },
      ),
      passkeyRegister: createAuthEndpoint(
        '/passkey/register',
        {
          method: 'POST',
          use: [sessionMiddleware],
          body: z.object({ response: credentialShape, name: nameShape }),
        },
        async (ctx) => {
          const { user, session } = ctx.context.session;
          await requireRecentConfirmation(session.id);
          const record = await takeChallenge(ctx, 'register');
          if (record.userId !== user.id) {
            throw new APIError('BAD_REQUEST', { message: PASSKEY_ERRORS.EXPIRED });
          }
          const created = await verifyNewPasskey(ctx.body.response, record.challenge);
          const id = await db.transaction(async (tx) => {
            if ((await passkeyDescriptorsOf(tx, user.id)).length >= PASSKEYS_PER_PERSON) {
              throw new APIError('BAD_REQUEST', { message: PASSKEY_ERRORS.TOO_MANY });
            }
            const added = await insertPasskey(tx, user.id, ctx.body.name, created);
            await recordAudit(tx, {
              actorUserId: user.id,
              actorEmail: user.email,
              action: 'add-passkey',
              entity: 'passkey',
              entityId: added,
              after: { name: ctx.body.name, backedUp: created.backedUp },
            });
            return added;
          });
          return ctx.json({ id, name: ctx.body.name });
        },
      ),
      passkeySignInOptions: createAuthEndpoint(
        '/passkey/sign-in-options',
        { method: 'POST' },
        async (ctx) => {
          // As a second factor, the browser is told which passkeys are that person's.
          const pending = await pendingSecondFactor(ctx);
          const allow = pending ? await passkeyDescriptorsOf(db, pending.userId) : undefined;
          const options = await generateAuthenticationOptions({
            rpID: rp.id,
            allowCredentials: allow,
            userVerification: 'required',
          });
          await saveChallenge(ctx, {
            challenge: options.challenge,
            userId: pending?.userId ?? null,
            purpose: 'sign-in',
          });
          return ctx.json(options);
        },
      ),
      passkeySignIn: createAuthEndpoint(
        '/passkey/sign-in',
        { method: 'POST', body: z.object({ response: credentialShape }) },
        async (ctx) => {
          const record = await takeChallenge(ctx, 'sign-in');
          const stored = await verifyAssertion(ctx.body.response, record);

          const pending = await pendingSecondFactor(ctx);
          if (pending) {
            await ctx.context.internalAdapter.deleteVerificationByIdentifier(pending.identifier);
            await ctx.context.internalAdapter.deleteVerificationByIdentifier(
              `2fa-attempts-${pending.identifier}`,
            );
            expireCookie(ctx, pending.cookie);
          }
          await startSession(ctx, stored.userId);
          return ctx.json({ status: true });
        },
      ),
      passkeyReauthenticateOptions: createAuthEndpoint(
        '/passkey/reauthenticate-options',
        { method: 'POST', use: [sessionMiddleware] },
        async (ctx) => {
          const { user } = ctx.context.session;
          const options = await generateAuthenticationOptions({
            rpID: rp.id,
            allowCredentials: await passkeyDescriptorsOf(db, user.id),
            userVerification: 'required',
          });
          await saveChallenge(ctx, {
            challenge: options.challenge,
            userId: user.id,
            purpose: 'reauthenticate',
          });
          return ctx.json(options);
        },
      ),
      passkeyReauthenticate: createAuthEndpoint(
        '/passkey/reauthenticate',
        { method: 'POST', use: [sessionMiddleware], body: z.object({ response: credentialShape }) },
        async (ctx) => {
          const { session } = ctx.context.session;
          const record = await takeChallenge(ctx, 'reauthenticate');
          if (record.userId !== session.userId) {
            throw new APIError('BAD_REQUEST', { message: PASSKEY_ERRORS.EXPIRED });
          }
          await verifyAssertion(ctx.body.response, record);
          await markSessionVerified(db, session.id);
          return ctx.json({ status: true });
        },
      ),
      passkeyInvitationOptions: createAuthEndpoint(
        '/passkey/invitation-options',
        { method: 'POST', body: z.object({ token: tokenShape }) },
        async (ctx) => {
          const invitation = await findUsableInvitation(db, ctx.body.token);
          if (!invitation)
            throw new APIError('BAD_REQUEST', { message: PASSKEY_ERRORS.INVITATION });
          const options = await creationOptions(invitation.email, []);
          await saveChallenge(ctx, {
            challenge: options.challenge,
            userId: null,
            purpose: 'invitation',
          });
          return ctx.json(options);
        },
      ),
      passkeyAcceptInvitation: createAuthEndpoint(
        '/passkey/accept-invitation',
        {
          method: 'POST',
          body: z.object({ token: tokenShape, response: credentialShape, name: nameShape }),
        },
        async (ctx) => {
          const record = await takeChallenge(ctx, 'invitation');
          const created = await verifyNewPasskey(ctx.body.response, record.challenge);
          // The invitation is used and the passkey stored together, or neither.
          const userId = await db.transaction(async (tx) => {
            const result = await acceptInvitation(tx, { token: ctx.body.token, passkey: true });
            if (result.status !== 'accepted') {
              throw new APIError('BAD_REQUEST', { message: PASSKEY_ERRORS.INVITATION });
            }
            const { invitation } = result;
            const added = await insertPasskey(tx, result.userId, ctx.body.name, created);
            const actor = { actorUserId: result.userId, actorEmail: invitation.email };
            await recordInvitationAccepted(tx, invitation, result.userId, {
              with: 'passkey',
              accountCreated: result.created,
              replacedAccount: result.replacedAccount,
            });
            await recordAudit(tx, {
              ...actor,
              action: 'add-passkey',
              entity: 'passkey',
              entityId: added,
              after: { name: ctx.body.name, backedUp: created.backedUp },
            });
            return result.userId;
          });
          await startSession(ctx, userId);
          return ctx.json({ status: true });
        },
      ),
    },
    rateLimit: [
      {
        pathMatcher: (path) =>
          path.startsWith('/passkey/sign-in') ||
          path.startsWith('/passkey/invitation') ||
          path.startsWith('/passkey/reauthenticate'),
        window: 60,
        max: 10,
      },
    ],
  };
}
