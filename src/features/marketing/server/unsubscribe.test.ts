import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import { startSmtp } from '../../../../tests/setup/smtp';
import type { ActionDeps } from '@/server/action';
import { bronxNotifyList, emailOutbox, newsletterSubscribers } from '@/server/db/schema';
import { drainOutbox, enqueueMail } from '@/server/mail/outbox';
import { smtpTransport } from '@/server/mail/transport';
import { signUp } from '@/features/visitor-forms/server/signup-confirmation';
import { unsubscribeAction } from './actions';
import { isSuppressed } from '@/server/privacy/suppressions';
import {
  addressOfUnsubscribeToken,
  unsubscribeAddress,
  unsubscribeLinks,
  unsubscribeToken,
} from './unsubscribe';

/**
 * One-click unsubscribe (RFC 8058): a list message carries List-Unsubscribe and
 * List-Unsubscribe-Post with a link made for its address; the link, altered, opens nothing, and
 * replayed, unsubscribes only its own address; an unsubscribed address leaves every list and is
 * never stored or mailed again.
 */

const visitor: ActionDeps = {
  meta: async () => ({ ip: '203.0.113.77', userAgent: 'Mozilla/5.0', referrer: null, actor: null }),
  invalidate: () => {},
};

describeEachEngine('unsubscribing', (engine) => {
  const db = freshAppDatabase(engine);
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const rowsOf = async (email: string) => ({
    newsletter: await db()
      .db.select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email}`),
    opening: await db()
      .db.select()
      .from(bronxNotifyList)
      .where(sql`lower(${bronxNotifyList.email}) = ${email}`),
  });

  it('a link names its own address only, and an altered one opens nothing', async () => {
    const token = await unsubscribeToken(db().db, ' Reem@Example.com ');
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await addressOfUnsubscribeToken(db().db, token)).toBe('reem@example.com');
    const bytes = Buffer.from(token, 'base64url');
    const signature = bytes.subarray(0, 24);
    const flipped = Buffer.from(bytes);
    flipped[3] = flipped[3]! ^ 1;
    for (const altered of [
      // Another address under this address's signature.
      Buffer.concat([signature, Buffer.from('someone@example.com')]).toString('base64url'),
      // One bit of the signature changed.
      flipped.toString('base64url'),
      // The signature alone, the address alone, a cut token, nothing, a dotted one.
      signature.toString('base64url'),
      Buffer.from('reem@example.com').toString('base64url'),
      token.slice(0, -4),
      '',
      `${token}.${token}`,
    ]) {
      expect(await addressOfUnsubscribeToken(db().db, altered), altered).toBeNull();
    }
  });

  it('takes the address off every list, for good; doing it again changes nothing more', async () => {
    const email = 'amal@example.org';
    await signUp(db().db, newsletterSubscribers, { email, language: 'en' });
    await signUp(db().db, bronxNotifyList, { email, language: 'ar', locationSlug: 'bronx' });
    const bystander = 'hassan@example.org';
    await signUp(db().db, newsletterSubscribers, { email: bystander, language: 'en' });
    const token = await unsubscribeToken(db().db, email);
    for (let i = 0; i < 2; i++) {
      expect(await unsubscribeAction({ token }, visitor)).toEqual({
        status: 'success',
        data: { confirmed: true },
      });
    }
    expect(await rowsOf(email)).toEqual({ newsletter: [], opening: [] });
    expect(await isSuppressed(db().db, 'AMAL@example.org')).toBe(true);
    // Signing up again stores and sends nothing; the bystander is untouched.
    await signUp(db().db, newsletterSubscribers, { email, language: 'en' });
    expect((await rowsOf(email)).newsletter).toEqual([]);
    expect((await rowsOf(bystander)).newsletter).toHaveLength(1);
    expect(await isSuppressed(db().db, bystander)).toBe(false);
  });

  it('an altered link is refused with its message and writes nothing', async () => {
    const email = 'kept@example.org';
    await signUp(db().db, newsletterSubscribers, { email, language: 'en' });
    const token = await unsubscribeToken(db().db, email);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await unsubscribeAction({ token: altered }, visitor)).toMatchObject({
      status: 'error',
      error: 'unsubscribe.unknown',
    });
    expect(await unsubscribeAction({ token: 'x'.repeat(5000) }, visitor)).toMatchObject({
      status: 'error',
      fieldErrors: { token: 'unsubscribe.unknown' },
    });
    expect((await rowsOf(email)).newsletter).toHaveLength(1);
    expect(await isSuppressed(db().db, email)).toBe(false);
  });

  it('a list message leaves with the one-click headers, and its row keeps no working link', async () => {
    const email = 'reader@example.net';
    const parts = (await unsubscribeLinks(db().db))(email, 'ar');
    await enqueueMail(db().db, [
      {
        kind: 'campaign-test',
        to: [email],
        subject: 'Ramadan hours',
        text: `Iftar is served from sunset.\n\nUnsubscribe: ${parts.pageUrl}`,
        secret: parts.secret,
        headers: parts.headers,
      },
    ]);
    await drainOutbox(db().db, smtpTransport(smtp.url), { from: 'Saba <no-reply@saba.test>' });
    const sent = smtp.received.find((m) => m.raw.includes('Subject: Ramadan hours'));
    const raw = sent!.raw.replace(/\r?\n[ \t]+/g, ' ');
    const token = await unsubscribeToken(db().db, email);
    expect(raw).toContain(`List-Unsubscribe: <http://localhost:3000/api/unsubscribe/${token}>`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw.replace(/=\r?\n/g, '')).toContain(`/ar/unsubscribe/${token}`);
    const [row] = await db()
      .db.select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.kind} = 'campaign-test'`);
    expect(row?.secret).toBeNull();
    expect(JSON.stringify(row)).not.toContain(token);
    await unsubscribeAddress(db().db, email);
  });
});
