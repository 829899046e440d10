import 'server-only';
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq } from 'drizzle-orm';
import { BRAND } from '@/lib/brand';
import type { Language } from '@/lib/enums';
import { siteUrl } from '@/lib/site-url';
import type { DbOrTx } from '@/server/db/client';
import { guestAccounts, guestPasskeyChallenges, guestPasskeys } from '@/server/db/schema';
import { Refusal } from '@/server/refusal';
import { GUEST_PASSKEYS_MAX, PASSKEY_CEREMONY_MS } from '../rules/guest-sign-in';
import { guestKey } from './keys';
import { startGuestSession, type GuestSession } from './sessions';

/**
 * A guest's passkeys (issue 48): added on the account page once signed in with a code, then a
 * way to sign in without one. The site is the relying party (its host and origin, from SITE_URL);
 * each ceremony's challenge is kept here under the keyed hash of a random key the browser holds in
 * a cookie for five minutes, and used once whatever the outcome. A passkey signs in only as the
 * account it was added to; it is asked for with user verification (a fingerprint, a face, the
 * screen lock), so it is a whole sign-in by itself.
 */

type Purpose = 'add' | 'sign-in';

function relyingParty() {
  const url = new URL(siteUrl());
  return { id: url.hostname, origin: url.origin, name: BRAND.name.en };
}

const refuse = (key: string): never => {
  throw new Refusal(`account.errors.${key}`);
};

/** Keeps a ceremony's challenge; the key for the browser's cookie. */
async function keepChallenge(
  tx: DbOrTx,
  purpose: Purpose,
  challenge: string,
  accountId: string | null,
  now: Date,
): Promise<string> {
  const key = randomBytes(24).toString('base64url');
  await tx.insert(guestPasskeyChallenges).values({
    keyHash: await guestKey(tx, 'passkey', key),
    challenge,
    purpose,
    accountId,
    expiresAt: new Date(now.getTime() + PASSKEY_CEREMONY_MS),
  });
  return key;
}

/** The challenge the browser's key names, taken (deleted) whatever happens next. */
async function takeChallenge(
  tx: DbOrTx,
  key: string | undefined,
  purpose: Purpose,
  now: Date,
): Promise<{ challenge: string; accountId: string | null }> {
  if (!key || !/^[A-Za-z0-9_-]{32}$/.test(key)) return refuse('passkeyExpired');
  const [row] = await tx
    .delete(guestPasskeyChallenges)
    .where(eq(guestPasskeyChallenges.keyHash, await guestKey(tx, 'passkey', key)))
    .returning();
  if (!row || row.purpose !== purpose || row.expiresAt <= now) return refuse('passkeyExpired');
  return { challenge: row.challenge, accountId: row.accountId };
}

export type Ceremony<T> = { options: T; key: string };

/** Adding a passkey: the browser's options (the account's passkeys excluded) and the key. */
export async function passkeyAddOptions(
  tx: DbOrTx,
  guest: GuestSession,
  now = new Date(),
): Promise<Ceremony<PublicKeyCredentialCreationOptionsJSON>> {
  const existing = await tx
    .select({ id: guestPasskeys.credentialId, transports: guestPasskeys.transports })
    .from(guestPasskeys)
    .where(eq(guestPasskeys.accountId, guest.accountId));
  if (existing.length >= GUEST_PASSKEYS_MAX) refuse('passkeyTooMany');
  const rp = relyingParty();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: guest.email,
    userDisplayName: guest.email,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.id,
      transports: row.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return {
    options,
    key: await keepChallenge(tx, 'add', options.challenge, guest.accountId, now),
  };
}

/** The browser's new passkey, checked against the challenge and kept for the account. */
export async function addGuestPasskey(
  tx: DbOrTx,
  guest: GuestSession,
  input: { key?: string; response: unknown },
  now = new Date(),
): Promise<void> {
  const { challenge, accountId } = await takeChallenge(tx, input.key, 'add', now);
  if (accountId !== guest.accountId) refuse('passkeyExpired');
  const count = await tx.$count(guestPasskeys, eq(guestPasskeys.accountId, guest.accountId));
  if (count >= GUEST_PASSKEYS_MAX) refuse('passkeyTooMany');
  const rp = relyingParty();
  const verification = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return refuse('passkeyFailed');
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const added = await tx
    .insert(guestPasskeys)
    .values({
      accountId: guest.accountId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      backedUp: credentialBackedUp,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: guestPasskeys.id });
  if (added.length === 0) refuse('passkeyTaken');
}

/** Signing in: options that let the device offer any of its passkeys for this site, and the key. */
export async function passkeySignInOptions(
  tx: DbOrTx,
  now = new Date(),
): Promise<Ceremony<PublicKeyCredentialRequestOptionsJSON>> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    userVerification: 'required',
    allowCredentials: [],
  });
  return { options, key: await keepChallenge(tx, 'sign-in', options.challenge, null, now) };
}

/** A passkey's answer: checked, its use recorded, and a session for its account. */
export async function signInWithPasskey(
  tx: DbOrTx,
  input: { key?: string; response: unknown },
  now = new Date(),
): Promise<{ ok: true; token: string; expiresAt: Date; language: Language }> {
  const { challenge } = await takeChallenge(tx, input.key, 'sign-in', now);
  const response = input.response as AuthenticationResponseJSON;
  const [stored] =
    typeof response?.id === 'string' && response.id.length <= 1024
      ? await tx
          .select({ passkey: guestPasskeys, language: guestAccounts.language })
          .from(guestPasskeys)
          .innerJoin(guestAccounts, eq(guestAccounts.id, guestPasskeys.accountId))
          .where(eq(guestPasskeys.credentialId, response.id))
          .for('update', { of: guestPasskeys })
      : [];
  if (!stored) return refuse('passkeyUnknown');
  const rp = relyingParty();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: stored.passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(stored.passkey.publicKey),
      counter: stored.passkey.counter,
      transports: stored.passkey.transports as AuthenticatorTransport[],
    },
  }).catch(() => null);
  if (!verification?.verified) return refuse('passkeyFailed');
  await tx
    .update(guestPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(guestPasskeys.id, stored.passkey.id));
  const session = await startGuestSession(tx, stored.passkey.accountId, now);
  return { ok: true, ...session, language: stored.language };
}

export type GuestPasskey = { id: string; createdAt: Date; lastUsedAt: Date | null };

/** The account's passkeys, oldest first (the account page's list). */
export function listGuestPasskeys(db: DbOrTx, guest: GuestSession): Promise<GuestPasskey[]> {
  return db
    .select({
      id: guestPasskeys.id,
      createdAt: guestPasskeys.createdAt,
      lastUsedAt: guestPasskeys.lastUsedAt,
    })
    .from(guestPasskeys)
    .where(eq(guestPasskeys.accountId, guest.accountId))
    .orderBy(asc(guestPasskeys.createdAt));
}

/** One of the account's own passkeys removed (another account's is not found). */
export async function removeGuestPasskey(
  tx: DbOrTx,
  guest: GuestSession,
  id: string,
): Promise<void> {
  const removed = await tx
    .delete(guestPasskeys)
    .where(and(eq(guestPasskeys.id, id), eq(guestPasskeys.accountId, guest.accountId)))
    .returning({ id: guestPasskeys.id });
  if (removed.length === 0) refuse('passkeyGone');
}
