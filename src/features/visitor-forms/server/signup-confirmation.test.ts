import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import type { ActionDeps } from '@/server/action';
import { seedDemoContent } from '@/server/db/seed';
import {
  bronxNotifyList,
  emailOutbox,
  mailSuppressions,
  newsletterSubscribers,
} from '@/server/db/schema';
import { suppress } from '@/server/privacy/suppressions';
import { bronxNotifyAction, confirmSignupAction, newsletterAction } from './actions';
import { confirmSignup, readSignupLink, signUp } from './signup-confirmation';

/**
 * Double opt-in: a sign-up is stored unconfirmed and e-mailed a link in its language; the link's
 * page confirms only when the person presses its button, within seven days; an address that
 * unsubscribed or was erased is answered the same and neither stored nor mailed.
 */

const visitor: ActionDeps = {
  meta: async () => ({ ip: '203.0.113.61', userAgent: 'Mozilla/5.0', referrer: null, actor: null }),
  invalidate: () => {},
};
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return Object.fromEntries(data);
};
const MINUTE = 60_000;
const DAY = 86_400_000;

describeEachEngine('sign-ups are confirmed first', (engine) => {
  const db = freshAppDatabase(engine);
  beforeAll(async () => {
    await seedDemoContent(db().db);
  });

  /** The confirmation e-mails sent to an address, oldest first, with their links' tokens. */
  async function mailsTo(address: string) {
    const rows = await db()
      .db.select()
      .from(emailOutbox)
      .where(sql`${address} = any(${emailOutbox.toAddresses})`)
      .orderBy(emailOutbox.createdAt);
    return rows.filter((row) => row.kind === 'signup-confirm');
  }

  it('a newsletter sign-up is stored unconfirmed and mailed its link in its language', async () => {
    const answer = await newsletterAction(
      form({ email: 'Huda.Saleh@Example.com', language: 'ar' }),
      visitor,
    );
    expect(answer).toEqual({ status: 'success', data: { alreadySubscribed: false } });
    const [row] = await db()
      .db.select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'huda.saleh@example.com'`);
    expect(row?.confirmedAt).toBeNull();
    const [mail] = await mailsTo('huda.saleh@example.com');
    expect(mail?.subject).toBe('يرجى التأكيد: النشرة البريدية من سباء');
    // The link is the message's secret: the stored text holds only its mark, the hash the row.
    expect(mail?.textBody).toContain('/ar/subscriptions/[[secret]]');
    expect(mail?.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.confirmTokenHash).not.toContain(mail!.secret!);
    expect(await readSignupLink(db().db, mail!.secret!)).toMatchObject({
      state: 'pending',
      list: { kind: 'newsletter' },
      language: 'ar',
    });
  });

  it('the link confirms once, and a confirmed address is not mailed again on signing up', async () => {
    await signUp(db().db, newsletterSubscribers, { email: 'omar@example.org', language: 'en' });
    const [mail] = await mailsTo('omar@example.org');
    expect(mail?.subject).toBe('Please confirm: the Saba newsletter');
    expect(await confirmSignup(db().db, mail!.secret!)).toBe('confirmed');
    expect(await confirmSignup(db().db, mail!.secret!)).toBe('confirmed');
    const [row] = await db()
      .db.select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'omar@example.org'));
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    const again = await signUp(
      db().db,
      newsletterSubscribers,
      { email: 'OMAR@example.org', language: 'en' },
      new Date(Date.now() + DAY),
    );
    expect(again).toEqual({ alreadySubscribed: true });
    expect(await mailsTo('omar@example.org')).toHaveLength(1);
  });

  it('a repeat sign-up resends the link after ten minutes, and the old link stops working', async () => {
    const email = 'layla@example.net';
    const start = new Date();
    await signUp(db().db, newsletterSubscribers, { email, language: 'en' }, start);
    await signUp(
      db().db,
      newsletterSubscribers,
      { email, language: 'en' },
      new Date(start.getTime() + 9 * MINUTE),
    );
    expect(await mailsTo(email)).toHaveLength(1);
    await signUp(
      db().db,
      newsletterSubscribers,
      { email, language: 'ar' },
      new Date(start.getTime() + 11 * MINUTE),
    );
    const [first, second] = await mailsTo(email);
    expect(second?.subject).toBe('يرجى التأكيد: النشرة البريدية من سباء');
    expect(await readSignupLink(db().db, first!.secret!)).toEqual({ state: 'unknown' });
    expect(await confirmSignup(db().db, first!.secret!)).toBe('unknown');
    expect(await confirmSignup(db().db, second!.secret!)).toBe('confirmed');
  });

  it('a link is good for seven days', async () => {
    const email = 'late@example.com';
    const sent = new Date();
    await signUp(db().db, newsletterSubscribers, { email, language: 'en' }, sent);
    const [mail] = await mailsTo(email);
    const later = new Date(sent.getTime() + 7 * DAY + MINUTE);
    expect((await readSignupLink(db().db, mail!.secret!, later)).state).toBe('expired');
    expect(await confirmSignup(db().db, mail!.secret!, later)).toBe('expired');
    const [row] = await db()
      .db.select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row?.confirmedAt).toBeNull();
  });

  it('an opening notice names the restaurant, in the sign-up language', async () => {
    await bronxNotifyAction(form({ email: 'sam@example.com', language: 'en' }), visitor);
    const [mail] = await mailsTo('sam@example.com');
    expect(mail?.subject).toBe('Please confirm: an e-mail when Saba Bronx (Coming Soon) opens');
    expect(await confirmSignup(db().db, mail!.secret!)).toBe('confirmed');
    const [row] = await db()
      .db.select()
      .from(bronxNotifyList)
      .where(eq(bronxNotifyList.email, 'sam@example.com'));
    expect(row?.confirmedAt).toBeInstanceOf(Date);
  });

  it('an unsubscribed or erased address is answered the same, and neither stored nor mailed', async () => {
    await suppress(db().db, 'Gone@Example.com', 'unsubscribed');
    const [key] = await db().db.select().from(mailSuppressions);
    // The list keeps a keyed hash, never the address.
    expect(JSON.stringify(key)).not.toMatch(/gone|example/i);
    const answer = await newsletterAction(
      form({ email: 'gone@example.com', language: 'en' }),
      visitor,
    );
    expect(answer).toEqual({ status: 'success', data: { alreadySubscribed: false } });
    const stored = await db()
      .db.select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'gone@example.com'`);
    expect(stored).toEqual([]);
    expect(await mailsTo('gone@example.com')).toEqual([]);
  });

  it('the button refuses an altered or unknown link with what to do, and writes nothing', async () => {
    await signUp(db().db, newsletterSubscribers, { email: 'noor@example.com', language: 'en' });
    const [mail] = await mailsTo('noor@example.com');
    const token = mail!.secret!;
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await confirmSignupAction(form({ token: altered }), visitor)).toMatchObject({
      status: 'error',
      error: 'subscriptions.unknown',
    });
    // Not even the shape of a token: refused before any lookup, the page says the same.
    for (const bad of ['short', `${token}x`, '', 'a'.repeat(5000)]) {
      const answer = await confirmSignupAction(form({ token: bad }), visitor);
      expect(answer).toMatchObject({
        status: 'error',
        fieldErrors: { token: 'subscriptions.unknown' },
      });
    }
    const [row] = await db()
      .db.select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'noor@example.com'));
    expect(row?.confirmedAt).toBeNull();
    expect(await confirmSignupAction(form({ token }), visitor)).toEqual({
      status: 'success',
      data: { confirmed: true },
    });
  });
});
