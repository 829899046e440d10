import 'server-only';
import { randomBytes } from 'node:crypto';
import {
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { expireCookie } from 'better-auth/cookies';
import type { Db } from '../db/client';
import {
  findPasskeyByCredential,
  passkeyDescriptorsOf,
  recordPasskeyUse,
  type NewPasskey,
} from './passkey-store';

/**
 * A passkey's ceremonies (passkeys.ts): the challenge this browser was given, kept server-side
 * under a signed cookie and used once; the options for a new passkey; and the checks of a
 * browser's answer, by SimpleWebAuthn, against this site as the relying party.
 */

export type RelyingParty = { id: string; origin: string; name: string };

/** A ceremony (register or sign in) must finish within five minutes of its options. */
const CHALLENGE_TTL_MS = 5 * 60_000;
const CHALLENGE_COOKIE = 'passkey_challenge';
const TWO_FACTOR_COOKIE = 'two_factor';

/** At most this many passkeys per person: a list anyone can still read and prune. */
export const PASSKEYS_PER_PERSON = 20;

export const PASSKEY_ERRORS = {
  NOT_VERIFIED: 'The passkey could not be verified. Try again.',
  UNKNOWN: 'This passkey is not registered for any account here.',
  EXPIRED: 'The passkey request expired. Try again.',
  NOT_YOURS: 'This passkey belongs to another account.',
  INVITATION: 'This invitation link is invalid, expired, revoked or already used.',
  TOO_MANY: `You can keep at most ${PASSKEYS_PER_PERSON} passkeys. Remove one first.`,
} as const;

export type ChallengeRecord = {
  challenge: string;
  /** Registering: the person; signing in as a second factor: the person it must be. */
  userId: string | null;
  purpose: 'register' | 'sign-in' | 'invitation' | 'reauthenticate';
};

export async function saveChallenge(ctx: GenericEndpointContext, record: ChallengeRecord) {
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
export async function takeChallenge(
  ctx: GenericEndpointContext,
  purpose: ChallengeRecord['purpose'],
) {
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
export async function pendingSecondFactor(ctx: GenericEndpointContext) {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!pending || pending.expiresAt < new Date()) return null;
  return { identifier, userId: pending.value, cookie };
}

/** Options for a new passkey; the user handle is random, never the account id or address. */
export async function creationOptions(
  rp: RelyingParty,
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

export async function verifyNewPasskey(
  rp: RelyingParty,
  response: unknown,
  challenge: string,
): Promise<NewPasskey> {
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
export async function verifyAssertion(
  db: Db,
  rp: RelyingParty,
  answer: unknown,
  record: ChallengeRecord,
) {
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
