import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import { visitorDeps } from '../../../../tests/setup/staff-deps';
import { addAllDayRestaurant, insertOrder } from '../../../../tests/setup/ordering';
import {
  emailOutbox,
  guestAccounts,
  guestSessions,
  guestSignInCodes,
  locations,
  newsletterSubscribers,
  orders,
} from '@/server/db/schema';
import { isSuppressed, suppress } from '@/server/privacy/suppressions';
import {
  guestCodeAction,
  guestDeleteAction,
  guestDetailsAction,
  guestSignInAction,
  guestSignOutAction,
} from './actions';
import { readGuestSession } from './sessions';

/**
 * Guests' accounts: a code e-mailed to the address (six digits, ten minutes, five tries, used
 * once, kept hashed, a new one at most every minute and five an hour, the same answer for any
 * address), the account it makes, its sessions, its details and e-mail news, and its deletion.
 */

describeEachEngine('guest accounts', (engine) => {
  const database = freshAppDatabase(engine);
  const db = () => database().db;
  let restaurantId = '';

  beforeEach(async () => {
    await db()
      .delete(guestSignInCodes)
      .where(sql`true`);
    if (!restaurantId) restaurantId = (await addAllDayRestaurant(db())).id;
  });

  /** The code the last e-mail to this address carried (the outbox keeps it until it is sent). */
  async function codeMailedTo(email: string) {
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'guest-sign-in-code'),
          sql`${email.toLowerCase()} = any(${emailOutbox.toAddresses})`,
        ),
      )
      .orderBy(sql`${emailOutbox.createdAt} desc, ${emailOutbox.id} desc`)
      .limit(1);
    return mail!;
  }

  async function signIn(email: string, language: 'en' | 'ar' = 'en') {
    expect(await guestCodeAction({ email, language }, visitorDeps())).toMatchObject({
      status: 'success',
    });
    const { secret } = await codeMailedTo(email);
    const result = await guestSignInAction({ email, code: secret, language }, visitorDeps());
    if (result.status !== 'success' || !result.data.ok) throw new Error('not signed in');
    const guest = await readGuestSession(db(), result.data.token);
    return { token: result.data.token, guest: guest! };
  }

  it('returns to the checkout a sign-in came from, and nowhere else', async () => {
    const cases: [unknown, string | null][] = [
      ['/ar/locations/west-dearborn/order/checkout', '/ar/locations/west-dearborn/order/checkout'],
      ['https://evil.example/locations/x/order/checkout', null],
      ['//evil.example/locations/x/order/checkout', null],
      ['/admin', null],
    ];
    for (const [next, expected] of cases) {
      const email = `return-${cases.findIndex((c) => c[0] === next)}@example.com`;
      await guestCodeAction({ email, language: 'en' }, visitorDeps());
      const { secret } = await codeMailedTo(email);
      const result = await guestSignInAction(
        { email, code: secret, language: 'en', next },
        visitorDeps(),
      );
      expect(result, String(next)).toMatchObject({ status: 'success', data: { next: expected } });
    }
  });

  it('mails a code in the asker’s language, kept only as a secret of the message and a hash', async () => {
    const answer = await guestCodeAction(
      { email: ' Layla@Example.com ', language: 'ar' },
      visitorDeps(),
    );
    expect(answer).toEqual({ status: 'success', data: { email: 'layla@example.com' } });
    const mail = await codeMailedTo('layla@example.com');
    expect(mail.secret).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe('رمز تسجيل الدخول إلى سباء');
    expect(mail.textBody).toContain('رمزك هو [[secret]]. يصلح لمدة 10 دقائق.');
    expect(mail.textBody).not.toContain(mail.secret!);
    const [stored] = await db().select().from(guestSignInCodes);
    expect(JSON.stringify(stored)).not.toContain('layla');
    expect(JSON.stringify(stored)).not.toContain(mail.secret!);
    // Nothing was made yet: the address is not proven.
    expect(await db().$count(guestAccounts, sql`lower(email) = 'layla@example.com'`)).toBe(0);
  });

  it('answers an address with an account exactly as one without', async () => {
    await signIn('known@example.com');
    await db()
      .delete(guestSignInCodes)
      .where(sql`true`);
    const known = await guestCodeAction(
      { email: 'known@example.com', language: 'en' },
      visitorDeps(),
    );
    const unknown = await guestCodeAction(
      { email: 'nobody@example.com', language: 'en' },
      visitorDeps(),
    );
    expect(known).toEqual({ status: 'success', data: { email: 'known@example.com' } });
    expect(unknown).toEqual({ status: 'success', data: { email: 'nobody@example.com' } });
    const [a, b] = [
      await codeMailedTo('known@example.com'),
      await codeMailedTo('nobody@example.com'),
    ];
    expect(a.subject).toBe(b.subject);
    expect(a.textBody).toBe(b.textBody);
  });

  it('sends a new code at most once a minute and five an hour; a new code ends the old one', async () => {
    const email = 'often@example.com';
    expect(await guestCodeAction({ email, language: 'en' }, visitorDeps())).toMatchObject({
      status: 'success',
    });
    const first = (await codeMailedTo(email)).secret!;
    expect(await guestCodeAction({ email, language: 'en' }, visitorDeps())).toMatchObject({
      status: 'error',
      error: 'account.errors.codeWait',
    });
    // A minute later (the code's row says when it was sent), a new one replaces it.
    const minuteAgo = async () =>
      db()
        .update(guestSignInCodes)
        .set({ createdAt: sql`created_at - interval '61 seconds'` })
        .where(sql`true`);
    await minuteAgo();
    expect(await guestCodeAction({ email, language: 'en' }, visitorDeps())).toMatchObject({
      status: 'success',
    });
    const second = (await codeMailedTo(email)).secret!;
    if (first !== second) {
      expect(
        await guestSignInAction({ email, code: first, language: 'en' }, visitorDeps()),
      ).toMatchObject({
        status: 'success',
        data: { ok: false, error: 'account.errors.codeWrong', next: null },
      });
    }
    for (let sent = 3; sent <= 5; sent++) {
      await minuteAgo();
      expect(await guestCodeAction({ email, language: 'en' }, visitorDeps())).toMatchObject({
        status: 'success',
      });
    }
    await minuteAgo();
    expect(await guestCodeAction({ email, language: 'en' }, visitorDeps())).toMatchObject({
      status: 'error',
      error: 'account.errors.codeHourly',
    });
  });

  it('takes five tries: four wrong ones are counted, the fifth ends the code', async () => {
    const email = 'tries@example.com';
    await guestCodeAction({ email, language: 'en' }, visitorDeps());
    const right = (await codeMailedTo(email)).secret!;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let n = 1; n <= 4; n++) {
      expect(
        await guestSignInAction({ email, code: wrong, language: 'en' }, visitorDeps()),
      ).toEqual({
        status: 'success',
        data: { ok: false, error: 'account.errors.codeWrong', next: null },
      });
      const [row] = await db().select().from(guestSignInCodes);
      expect(row!.tries).toBe(n);
    }
    expect(await guestSignInAction({ email, code: wrong, language: 'en' }, visitorDeps())).toEqual({
      status: 'success',
      data: { ok: false, error: 'account.errors.codeSpent', next: null },
    });
    // Now even the right code opens nothing.
    expect(await guestSignInAction({ email, code: right, language: 'en' }, visitorDeps())).toEqual({
      status: 'success',
      data: { ok: false, error: 'account.errors.codeExpired', next: null },
    });
    expect(await db().$count(guestAccounts, sql`lower(email) = ${email}`)).toBe(0);
  });

  it('refuses a code after ten minutes, and a code used once', async () => {
    const email = 'late@example.com';
    await guestCodeAction({ email, language: 'en' }, visitorDeps());
    const code = (await codeMailedTo(email)).secret!;
    await db()
      .update(guestSignInCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`true`);
    expect(await guestSignInAction({ email, code, language: 'en' }, visitorDeps())).toMatchObject({
      data: { ok: false, error: 'account.errors.codeExpired', next: null },
    });
    const { token } = await signIn('once@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const used = (await codeMailedTo('once@example.com')).secret!;
    expect(
      await guestSignInAction(
        { email: 'once@example.com', code: used, language: 'en' },
        visitorDeps(),
      ),
    ).toMatchObject({ data: { ok: false, error: 'account.errors.codeExpired' } });
  });

  it('refuses a code that is not six digits, and bad addresses, before anything is read', async () => {
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      expect(
        await guestSignInAction({ email: 'a@example.com', code, language: 'en' }, visitorDeps()),
      ).toMatchObject({ status: 'error', fieldErrors: { code: 'account.errors.codeInvalid' } });
    }
    expect(
      await guestCodeAction({ email: 'not-an-address', language: 'en' }, visitorDeps()),
    ).toMatchObject({ status: 'error', fieldErrors: { email: 'validation.signupEmail' } });
    expect(await db().$count(guestSignInCodes)).toBe(0);
  });

  it('makes the account with the details of the address’s latest order, and a session', async () => {
    await insertOrder(db(), restaurantId, {
      email: 'Saved@Example.com',
      fullName: 'Amal Saleh',
      phone: '+1 313 555 0199',
    });
    const { token, guest } = await signIn('saved@example.com', 'ar');
    const [account] = await db()
      .select()
      .from(guestAccounts)
      .where(eq(guestAccounts.id, guest.accountId));
    expect(account).toMatchObject({
      email: 'saved@example.com',
      name: 'Amal Saleh',
      phone: '+1 313 555 0199',
      language: 'ar',
    });
    // The session's token is not what the table keeps.
    const [row] = await db()
      .select()
      .from(guestSessions)
      .where(eq(guestSessions.accountId, guest.accountId));
    expect(row!.tokenHash).not.toBe(token);
    // Signing in again reaches the same account.
    const again = await signIn('SAVED@example.com');
    expect(again.guest.accountId).toBe(guest.accountId);
  });

  it('ends a session 30 days after its last use, and an altered token opens nothing', async () => {
    const { token, guest } = await signIn('session@example.com');
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await readGuestSession(db(), altered)).toBeNull();
    expect(await readGuestSession(db(), 'short')).toBeNull();
    const in29 = new Date(Date.now() + 29 * 86_400_000);
    expect(await readGuestSession(db(), token, in29)).toMatchObject({ accountId: guest.accountId });
    // Used on days 29 and 58, it lasts to day 88; unused from then, it has ended by day 89.
    expect(
      await readGuestSession(db(), token, new Date(Date.now() + 58 * 86_400_000)),
    ).not.toBeNull();
    expect(await readGuestSession(db(), token, new Date(Date.now() + 89 * 86_400_000))).toBeNull();
  });

  it('signs out here, or on every browser', async () => {
    const one = await signIn('devices@example.com');
    await db()
      .delete(guestSignInCodes)
      .where(sql`true`);
    const two = await signIn('devices@example.com');
    expect(await guestSignOutAction({ language: 'en' }, visitorDeps(one.guest))).toMatchObject({
      status: 'success',
      data: { ended: 1 },
    });
    expect(await readGuestSession(db(), one.token)).toBeNull();
    expect(await readGuestSession(db(), two.token)).not.toBeNull();
    await db()
      .delete(guestSignInCodes)
      .where(sql`true`);
    const three = await signIn('devices@example.com');
    expect(
      await guestSignOutAction({ language: 'en', everywhere: 'on' }, visitorDeps(three.guest)),
    ).toMatchObject({ status: 'success', data: { ended: 2 } });
    expect(await readGuestSession(db(), two.token)).toBeNull();
    expect(await readGuestSession(db(), three.token)).toBeNull();
  });

  it('saves the details; e-mail news is the confirmed newsletter, on and off', async () => {
    const { guest } = await signIn('details@example.com');
    await suppress(db(), 'details@example.com', 'unsubscribed');
    const save = (change: Record<string, unknown>) =>
      guestDetailsAction(
        {
          name: 'Noor Ahmed',
          phone: '313 555 0142',
          favouriteLocationId: restaurantId,
          marketing: 'on',
          language: 'ar',
          ...change,
        },
        visitorDeps(guest),
      );
    expect(await save({})).toEqual({ status: 'success', data: { saved: true } });
    const [account] = await db()
      .select()
      .from(guestAccounts)
      .where(eq(guestAccounts.id, guest.accountId));
    expect(account).toMatchObject({
      name: 'Noor Ahmed',
      phone: '313 555 0142',
      favouriteLocationId: restaurantId,
      language: 'ar',
    });
    const newsletter = () =>
      db()
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(email) = 'details@example.com'`);
    // Ticked by the address's proven owner: confirmed at once, and no longer suppressed.
    expect((await newsletter())[0]).toMatchObject({ language: 'ar' });
    expect((await newsletter())[0]!.confirmedAt).not.toBeNull();
    expect(await isSuppressed(db(), 'details@example.com')).toBe(false);
    expect(await save({ marketing: '' })).toMatchObject({ status: 'success' });
    expect(await newsletter()).toHaveLength(0);
  });

  it('refuses bad details and writes nothing', async () => {
    const { guest } = await signIn('bad-details@example.com');
    const [hidden] = await db()
      .insert(locations)
      .values({
        slug: 'hidden',
        nameEn: 'Hidden',
        nameAr: 'مخفي',
        addressEn: 'x',
        addressAr: 'x',
        published: false,
      })
      .returning();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: 'A' }, { name: 'validation.nameMin' }],
      [{ name: 'x'.repeat(101) }, { name: 'validation.nameMax' }],
      [{ phone: '12345' }, { phone: 'validation.validPhoneRequired' }],
      [{ phone: '1'.repeat(41) }, { phone: 'validation.phoneMax' }],
      [{ favouriteLocationId: 'not-an-id' }, { favouriteLocationId: 'errors.invalidInput' }],
      [
        { favouriteLocationId: hidden!.id },
        { favouriteLocationId: 'account.errors.restaurantUnknown' },
      ],
    ];
    for (const [change, fieldErrors] of cases) {
      const result = await guestDetailsAction(
        { name: 'Fine Name', phone: '', language: 'en', ...change },
        visitorDeps(guest),
      );
      expect(result).toMatchObject({ status: 'error', fieldErrors });
    }
    const [account] = await db()
      .select()
      .from(guestAccounts)
      .where(eq(guestAccounts.id, guest.accountId));
    expect(account).toMatchObject({ name: null, phone: null, favouriteLocationId: null });
  });

  it('runs a guest’s actions for a signed-in guest only', async () => {
    for (const action of [guestDetailsAction, guestSignOutAction, guestDeleteAction]) {
      expect(await action({ language: 'en', confirm: 'on' }, visitorDeps(null))).toEqual({
        status: 'error',
        error: 'account.errors.signInRequired',
      });
    }
  });

  it('deletes the account as an erasure: orders, sign-ups, sessions; never mailed again', async () => {
    const email = 'leaving@example.com';
    const { token, guest } = await signIn(email);
    const open = await insertOrder(db(), restaurantId, { email, status: 'accepted' });
    expect(await guestDeleteAction({ language: 'en' }, visitorDeps(guest))).toMatchObject({
      status: 'error',
      fieldErrors: { confirm: 'account.errors.deleteConfirmRequired' },
    });
    expect(await guestDeleteAction({ language: 'en', confirm: 'on' }, visitorDeps(guest))).toEqual({
      status: 'error',
      error: 'account.errors.openOrder',
    });
    await db().update(orders).set({ status: 'picked_up' }).where(eq(orders.id, open.id));
    await guestDetailsAction({ marketing: 'on', language: 'en' }, visitorDeps(guest));
    expect(
      await guestDeleteAction({ language: 'en', confirm: 'on' }, visitorDeps(guest)),
    ).toMatchObject({
      status: 'success',
      data: { counts: { pickupOrders: 1, guestAccount: 1, newsletter: 1 } },
    });
    expect(await db().$count(guestAccounts, sql`lower(email) = ${email}`)).toBe(0);
    expect(await db().$count(orders, sql`lower(email) = ${email}`)).toBe(0);
    expect(await db().$count(guestSessions, eq(guestSessions.accountId, guest.accountId))).toBe(0);
    expect(await readGuestSession(db(), token)).toBeNull();
    expect(await isSuppressed(db(), email)).toBe(true);
  });
});
