import 'server-only';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { expireCookie, setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { passkeyName } from '@/schemas/admin/security';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { findUsableInvitation } from './invitations';
import { acceptInvitation, recordInvitationAccepted } from './invitations';
import { isFresh, REAUTH_REQUIRED } from '@/lib/freshness';
import { markSessionVerified, sessionActivity } from './sessions';
import { insertPasskey, passkeyDescriptorsOf } from './passkey-store';
import {
  creationOptions,
  pendingSecondFactor,
  PASSKEY_ERRORS,
  PASSKEYS_PER_PERSON,
  saveChallenge,
  takeChallenge,
  verifyAssertion,
  verifyNewPasskey,
  type RelyingParty,
} from './passkey-ceremony';

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
          const options = await creationOptions(rp, user.email, existing);
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
          const created = await verifyNewPasskey(rp, ctx.body.response, record.challenge);
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
          const stored = await verifyAssertion(db, rp, ctx.body.response, record);

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
          await verifyAssertion(db, rp, ctx.body.response, record);
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
          const options = await creationOptions(rp, invitation.email, []);
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
          const created = await verifyNewPasskey(rp, ctx.body.response, record.challenge);
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
