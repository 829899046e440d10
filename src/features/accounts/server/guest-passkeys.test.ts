import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import { visitorDeps } from '../../../../tests/setup/staff-deps';
import {
  guestAccounts,
  guestPasskeyChallenges,
  guestPasskeys,
  guestSessions,
} from '@/server/db/schema';
import { Refusal } from '@/server/refusal';
import {
  guestPasskeyAddAction,
  guestPasskeyAddOptionsAction,
  guestPasskeyRemoveAction,
  guestPasskeySignInAction,
} from './actions';
import { deleteGuestAccount } from './guest-accounts';
import {
  addGuestPasskey,
  passkeyAddOptions,
  passkeySignInOptions,
  signInWithPasskey,
} from './guest-passkeys';
import { deleteExpiredGuestSignIns, startGuestSession, type GuestSession } from './sessions';

/*
 * Guests' passkeys, where the device's answer is not a real one (the whole ceremony with a real
 * authenticator is the e2e test's, in Chromium): each ceremony's challenge kept under a keyed hash
 * and used once, for its purpose, its account and five minutes; an unknown passkey or a wrong
 * signature signs nobody in; ten at most; only one's own removed; all gone with the account.
 */

const NOW = new Date('2027-03-10T18:00:00Z');
const garbage = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {} };

describeEachEngine('guest passkeys', (engine) => {
  const database = freshAppDatabase(engine);
  const db = () => database().db;
  let accounts = 0;

  async function guest(): Promise<GuestSession> {
    const email = `passkey-${engine.label}-${++accounts}@example.com`;
    const [account] = await db().insert(guestAccounts).values({ email }).returning();
    await startGuestSession(db(), account!.id, NOW);
    const [row] = await db()
      .select()
      .from(guestSessions)
      .where(eq(guestSessions.accountId, account!.id));
    return { accountId: account!.id, sessionId: row!.id, email, language: 'en' };
  }

  async function refusal(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Refusal);
    return (error as Refusal).key;
  }

  const passkeyRow = (accountId: string, credentialId = randomBytes(16).toString('base64url')) => ({
    accountId,
    credentialId,
    publicKey: randomBytes(77).toString('base64url'),
  });

  it("keeps each ceremony's challenge under a keyed hash, for its account and five minutes", async () => {
    const amal = await guest();
    const { options, key } = await passkeyAddOptions(db(), amal, NOW);
    expect(options.rp.id).toBe(new URL(process.env.SITE_URL ?? 'http://localhost:3000').hostname);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const [row] = await db()
      .select()
      .from(guestPasskeyChallenges)
      .where(eq(guestPasskeyChallenges.challenge, options.challenge));
    expect(row).toMatchObject({ purpose: 'add', accountId: amal.accountId });
    expect(row!.keyHash).not.toBe(key);
    expect(row!.expiresAt).toEqual(new Date(NOW.getTime() + 5 * 60_000));
  });

  it('refuses an answer without its ceremony, of another purpose or account, late, or twice', async () => {
    const amal = await guest();
    const noura = await guest();
    expect(await refusal(addGuestPasskey(db(), amal, { response: garbage }, NOW))).toBe(
      'account.errors.passkeyExpired',
    );
    // Signing in's ceremony is not adding's.
    const signIn = await passkeySignInOptions(db(), NOW);
    expect(
      await refusal(addGuestPasskey(db(), amal, { key: signIn.key, response: garbage }, NOW)),
    ).toBe('account.errors.passkeyExpired');
    // Another account's ceremony.
    const nouras = await passkeyAddOptions(db(), noura, NOW);
    expect(
      await refusal(addGuestPasskey(db(), amal, { key: nouras.key, response: garbage }, NOW)),
    ).toBe('account.errors.passkeyExpired');
    // Six minutes later.
    const late = await passkeyAddOptions(db(), amal, NOW);
    const sixMinutes = new Date(NOW.getTime() + 6 * 60_000);
    expect(
      await refusal(addGuestPasskey(db(), amal, { key: late.key, response: garbage }, sixMinutes)),
    ).toBe('account.errors.passkeyExpired');
    // A device's answer that is not a passkey: refused with nothing written (the browser's
    // cookie for the ceremony goes with the answer: session-actions.ts).
    const once = await passkeyAddOptions(db(), amal, NOW);
    const ceremonies = await db().$count(guestPasskeyChallenges);
    expect(
      await guestPasskeyAddAction({ key: once.key, response: garbage }, visitorDeps(amal)),
    ).toMatchObject({ status: 'error', error: 'account.errors.passkeyFailed' });
    expect(await db().$count(guestPasskeyChallenges)).toBe(ceremonies);
    expect(await db().$count(guestPasskeys)).toBe(0);
    // Once an answer is checked and the transaction ends, the ceremony is gone: the same key
    // finds nothing.
    expect(
      await refusal(addGuestPasskey(db(), amal, { key: once.key, response: garbage }, NOW)),
    ).toBe('account.errors.passkeyFailed');
    expect(
      await refusal(addGuestPasskey(db(), amal, { key: once.key, response: garbage }, NOW)),
    ).toBe('account.errors.passkeyExpired');
  });

  it('signs nobody in with an unknown passkey or a wrong signature', async () => {
    const amal = await guest();
    await db().insert(guestPasskeys).values(passkeyRow(amal.accountId, 'known-credential'));
    const sessions = await db().$count(guestSessions);
    const unknown = await passkeySignInOptions(db(), NOW);
    expect(
      await refusal(
        signInWithPasskey(db(), { key: unknown.key, response: { ...garbage, id: 'nobody' } }, NOW),
      ),
    ).toBe('account.errors.passkeyUnknown');
    const wrong = await passkeySignInOptions(db(), NOW);
    expect(
      await refusal(
        signInWithPasskey(
          db(),
          { key: wrong.key, response: { ...garbage, id: 'known-credential' } },
          NOW,
        ),
      ),
    ).toBe('account.errors.passkeyFailed');
    expect(await db().$count(guestSessions)).toBe(sessions);
  });

  it('keeps ten passkeys at most', async () => {
    const amal = await guest();
    await db()
      .insert(guestPasskeys)
      .values(Array.from({ length: 10 }, () => passkeyRow(amal.accountId)));
    expect(await refusal(passkeyAddOptions(db(), amal, NOW))).toBe('account.errors.passkeyTooMany');
  });

  it("removes only one's own passkey, and all of them with the account", async () => {
    const amal = await guest();
    const noura = await guest();
    const [hers] = await db().insert(guestPasskeys).values(passkeyRow(noura.accountId)).returning();
    const [mine] = await db().insert(guestPasskeys).values(passkeyRow(amal.accountId)).returning();
    const as = (who: GuestSession) => visitorDeps(who);
    expect(
      await guestPasskeyRemoveAction({ id: hers!.id, language: 'en' }, as(amal)),
    ).toMatchObject({ status: 'error', error: 'account.errors.passkeyGone' });
    expect(await db().$count(guestPasskeys, eq(guestPasskeys.id, hers!.id))).toBe(1);
    expect(
      await guestPasskeyRemoveAction({ id: mine!.id, language: 'en' }, as(amal)),
    ).toMatchObject({ status: 'success' });
    expect(await db().$count(guestPasskeys, eq(guestPasskeys.id, mine!.id))).toBe(0);
    await db().transaction((tx) => deleteGuestAccount(tx, noura));
    expect(await db().$count(guestPasskeys, eq(guestPasskeys.accountId, noura.accountId))).toBe(0);
  });

  it('runs only for a signed-in guest, and bounds what the browser sends', async () => {
    expect(await guestPasskeyAddOptionsAction({}, visitorDeps())).toMatchObject({
      status: 'error',
    });
    const amal = await guest();
    const huge = { ...garbage, response: { clientDataJSON: 'a'.repeat(20_000) } };
    expect(await guestPasskeyAddAction({ response: huge }, visitorDeps(amal))).toMatchObject({
      status: 'error',
      fieldErrors: { response: 'account.errors.passkeyFailed' },
    });
    expect(await guestPasskeySignInAction({ response: 'not json' }, visitorDeps())).toMatchObject({
      status: 'error',
      fieldErrors: { response: 'account.errors.passkeyFailed' },
    });
  });

  it('forgets ceremonies never finished', async () => {
    await passkeySignInOptions(db(), NOW);
    await deleteExpiredGuestSignIns(db(), new Date(NOW.getTime() + 6 * 60_000));
    expect(await db().$count(guestPasskeyChallenges)).toBe(0);
  });
});
