import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import { insertOrder } from '../../../../tests/setup/ordering';
import { startSmtp } from '../../../../tests/setup/smtp';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { seedDemoContent } from '@/server/db/seed';
import { campaigns, emailOutbox, locations, newsletterSubscribers } from '@/server/db/schema';
import { drainOutbox, enqueueMail } from '@/server/mail/outbox';
import { smtpTransport } from '@/server/mail/transport';
import { suppress } from '@/server/privacy/suppressions';
import {
  previewCampaignAction,
  saveCampaignAction,
  scheduleCampaignAction,
  testCampaignAction,
  unscheduleCampaignAction,
} from './actions';
import { audienceOf } from './campaign-audience';
import { campaignFigures } from './campaign-queries';
import { campaignOfOrder } from './campaign-orders';
import { dispatchDueCampaigns } from './campaigns';
import { addressOfUnsubscribeToken, unsubscribeAddress } from './unsubscribe';

/**
 * Campaigns: written in both languages, sent to the confirmed list or the part an audience names,
 * now or at a time, each message spread at the set rate behind any other mail, counted.
 */
describeEachEngine('campaigns', (engine) => {
  const db = freshAppDatabase(engine);
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const manager = depsFor('manager');
  const NOW = new Date('2026-12-02T15:00:00Z');
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await startSmtp({ rejectRecipient: (address) => address === 'gone@example.com' });
    await seedDemoContent(db().db);
    for (const slug of ['west-dearborn', 'canton']) {
      const [row] = await db().db.select().from(locations).where(eq(locations.slug, slug));
      ids[slug] = row!.id;
    }
    const confirmed = daysAgo(100);
    await db()
      .db.insert(newsletterSubscribers)
      .values([
        { email: 'amal@example.com', language: 'en', confirmedAt: confirmed },
        { email: 'Basma@Example.com', language: 'ar', confirmedAt: confirmed },
        { email: 'chris@example.com', language: 'en', confirmedAt: confirmed },
        { email: 'dana@example.com', language: 'en' },
        { email: 'eman@example.com', language: 'ar', confirmedAt: confirmed },
      ]);
    await suppress(db().db, 'eman@example.com', 'unsubscribed');
    // Amal ordered at West Dearborn 3 days ago; Basma at Canton 60 days ago (and a cancelled
    // order there yesterday, which does not count); Chris never ordered.
    const order = async (
      at: string,
      email: string,
      placed: Date,
      status: 'picked_up' | 'cancelled' = 'picked_up',
    ) => {
      await insertOrder(db().db, ids[at]!, { email, createdAt: placed, status });
    };
    await order('west-dearborn', 'AMAL@example.com', daysAgo(3));
    await order('canton', 'basma@example.com', daysAgo(60));
    await order('canton', 'basma@example.com', daysAgo(1), 'cancelled');
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const whole = {
    subjectEn: 'Ramadan nights at Saba',
    subjectAr: 'ليالي رمضان في سباء',
    bodyEn: 'Iftar is served from sunset, every night of Ramadan.',
    bodyAr: 'الإفطار يُقدَّم من المغرب، كل ليلة من ليالي رمضان.',
  };
  const save = async (input: Record<string, unknown>) => {
    const result = await saveCampaignAction(input, manager);
    if (result.status !== 'success') throw new Error(JSON.stringify(result));
    return result.data.id;
  };
  const outboxOf = (campaignId: string) =>
    db().db.select().from(emailOutbox).where(eq(emailOutbox.campaignId, campaignId));

  it('reaches the confirmed readers an audience names, never the unconfirmed or unsubscribed', async () => {
    const readers = async (audience: Record<string, unknown>) =>
      (
        await audienceOf(
          db().db,
          {
            audienceLanguage: 'all',
            audienceLocationIds: [],
            orderedWithinDays: null,
            notOrderedForDays: null,
            ...audience,
          },
          NOW,
        )
      ).map((reader) => reader.email);
    expect(await readers({})).toEqual([
      'amal@example.com',
      'Basma@Example.com',
      'chris@example.com',
    ]);
    expect(await readers({ audienceLanguage: 'ar' })).toEqual(['Basma@Example.com']);
    expect(await readers({ audienceLocationIds: [ids['west-dearborn']] })).toEqual([
      'amal@example.com',
    ]);
    expect(await readers({ orderedWithinDays: 30 })).toEqual(['amal@example.com']);
    expect(await readers({ notOrderedForDays: 30 })).toEqual(['Basma@Example.com']);
    expect(await readers({ audienceLanguage: 'ar', orderedWithinDays: 30 })).toEqual([]);
  });

  it('refuses, with nothing written, a missing language, a time past and an audience of nobody', async () => {
    const halfDone = await save({ subjectEn: whole.subjectEn, bodyEn: whole.bodyEn });
    expect(await scheduleCampaignAction({ id: halfDone }, manager)).toMatchObject({
      status: 'error',
      error: 'admin.campaigns.incomplete',
      fieldErrors: {
        subjectAr: 'admin.campaigns.subjectArRequired',
        bodyAr: 'admin.campaigns.bodyArRequired',
      },
    });
    const id = await save(whole);
    expect(
      await scheduleCampaignAction({ id, sendAt: '2020-01-01T10:00:00.000Z' }, manager),
    ).toMatchObject({ status: 'error', error: 'admin.campaigns.sendAtPast' });
    const nobody = await save({ ...whole, audienceLanguage: 'ar', orderedWithinDays: '30' });
    expect(await scheduleCampaignAction({ id: nobody }, manager)).toMatchObject({
      status: 'error',
      error: 'admin.campaigns.nobody',
    });
    const [row] = await db()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`${emailOutbox.campaignId} is not null`);
    expect(row?.n).toBe(0);
    const statuses = await db().db.select({ status: campaigns.status }).from(campaigns);
    expect(statuses.every((c) => c.status === 'draft')).toBe(true);
  });

  it('sends now: spread at the rate, behind other mail, with the reason, link and unsubscribe', async () => {
    const id = await save(whole);
    const preview = await previewCampaignAction({ id }, manager);
    expect(preview).toMatchObject({ status: 'success', data: { audience: 3 } });
    if (preview.status !== 'success') return;
    expect(preview.data.ar.subject).toBe('ليالي رمضان في سباء');
    expect(preview.data.ar.text).toContain(
      'تصلك هذه الرسالة لأنك اشتركت في النشرة البريدية من سباء',
    );
    expect(preview.data.en.text).toContain('Saba Yemeni Restaurants, 13101 W Warren Ave');

    expect(await scheduleCampaignAction({ id }, manager)).toMatchObject({
      status: 'success',
      data: { status: 'sent', recipients: 3 },
    });
    const rows = (await outboxOf(id)).sort(
      (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime(),
    );
    expect(rows.map((row) => [row.toAddresses[0], row.subject])).toEqual([
      ['amal@example.com', 'Ramadan nights at Saba'],
      ['Basma@Example.com', 'ليالي رمضان في سباء'],
      ['chris@example.com', 'Ramadan nights at Saba'],
    ]);
    // 600 a minute: one every 100 ms.
    const first = rows[0]!.nextAttemptAt.getTime();
    expect(rows.map((row) => row.nextAttemptAt.getTime() - first)).toEqual([0, 100, 200]);
    expect(rows[0]!.textBody).toContain(`http://localhost:3000/?c=${id}`);
    expect(rows[1]!.textBody).toContain(`http://localhost:3000/ar?c=${id}`);
    expect(rows[0]!.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/unsubscribe/[[secret]]?c=${id}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // A sign-in code written after the campaign goes out before it.
    await enqueueMail(db().db, [
      { kind: 'sign-in-code', to: ['staff@example.com'], subject: 'Your code', text: '123456' },
    ]);
    const later = new Date(Date.now() + 60_000);
    await drainOutbox(db().db, smtpTransport(smtp.url), {
      from: 'Saba <no-reply@saba.test>',
      now: later,
      batchSize: 1,
    });
    expect(smtp.received.map((m) => m.to)).toEqual([['staff@example.com']]);
    await drainOutbox(db().db, smtpTransport(smtp.url), { from: 'Saba <x@saba.test>', now: later });
    expect((await campaignFigures(db().db, [id])).get(id)).toEqual({
      sent: 3,
      refused: 0,
      waiting: 0,
      orders: 0,
    });

    // Unsubscribing through its link counts once for it.
    const raw = smtp.received.find((m) => m.to[0] === 'chris@example.com')!.raw;
    const token = /api\/unsubscribe\/([A-Za-z0-9_-]+)\?c=/.exec(
      raw.replace(/\r?\n[ \t]+/g, ''),
    )![1]!;
    const email = await addressOfUnsubscribeToken(db().db, token);
    expect(email).toBe('chris@example.com');
    await unsubscribeAddress(db().db, email!, id);
    await unsubscribeAddress(db().db, email!, id);
    const [after] = await db().db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(after?.unsubscribed).toBe(1);
    // Sent: no longer changed.
    expect(await saveCampaignAction({ ...whole, id, subjectEn: 'Changed' }, manager)).toMatchObject(
      {
        status: 'error',
        error: 'admin.campaigns.notDraft',
      },
    );
  });

  it('a refused address counts as refused, at once', async () => {
    await db()
      .db.insert(newsletterSubscribers)
      .values({ email: 'gone@example.com', language: 'en', confirmedAt: daysAgo(5) });
    const id = await save({ ...whole, audienceLanguage: 'en' });
    await scheduleCampaignAction({ id }, manager);
    await drainOutbox(db().db, smtpTransport(smtp.url), {
      from: 'Saba <x@saba.test>',
      now: new Date(Date.now() + 60_000),
    });
    expect((await campaignFigures(db().db, [id])).get(id)).toEqual({
      sent: 1,
      refused: 1,
      waiting: 0,
      orders: 0,
    });
  });

  it('at a time: goes once when its time comes; taken back before, it does not', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const id = await save(whole);
    expect(await scheduleCampaignAction({ id, sendAt: at.toISOString() }, manager)).toMatchObject({
      status: 'success',
      data: { status: 'scheduled' },
    });
    expect(await dispatchDueCampaigns(db().db, new Date(at.getTime() - 1000))).toBe(0);
    expect(await outboxOf(id)).toEqual([]);
    expect(await dispatchDueCampaigns(db().db, at)).toBe(1);
    expect(await dispatchDueCampaigns(db().db, at)).toBe(0);
    expect((await outboxOf(id)).length).toBeGreaterThan(0);

    const kept = await save(whole);
    await scheduleCampaignAction({ id: kept, sendAt: at.toISOString() }, manager);
    expect(await unscheduleCampaignAction({ id: kept }, manager)).toMatchObject({
      status: 'success',
    });
    expect(await dispatchDueCampaigns(db().db, new Date(at.getTime() + 1000))).toBe(0);
    expect(await outboxOf(kept)).toEqual([]);
  });

  it('counts the orders placed through its links within 7 days of it, and only its own', async () => {
    const id = await save(whole);
    await scheduleCampaignAction({ id }, manager);
    const [sent] = await db().db.select().from(campaigns).where(eq(campaigns.id, id));
    const after = (days: number) => new Date(sent!.sendAt!.getTime() + days * 86_400_000);
    expect(await campaignOfOrder(db().db, id, after(6.9))).toBe(id);
    expect(await campaignOfOrder(db().db, id, after(7.1))).toBeNull();
    expect(await campaignOfOrder(db().db, id, after(-0.1))).toBeNull();
    expect(await campaignOfOrder(db().db, '7d0e8f7a-1c3b-4e5d-9f00-000000000000', after(1))).toBe(
      null,
    );
    const draft = await save(whole);
    expect(await campaignOfOrder(db().db, draft, after(1))).toBeNull();
    await insertOrder(db().db, ids['canton']!, { campaignId: id });
    await insertOrder(db().db, ids['canton']!, { campaignId: id, status: 'cancelled' });
    expect((await campaignFigures(db().db, [id])).get(id)?.orders).toBe(1);
  });

  it('a test goes to the one who asks, in both languages, and is not counted', async () => {
    const id = await save(whole);
    expect(await testCampaignAction({ id }, manager)).toEqual({
      status: 'success',
      data: { to: 'manager@example.com' },
    });
    const tests = await db()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'campaign-test'));
    expect(tests.map((m) => [m.toAddresses, m.subject, m.campaignId]).sort()).toEqual([
      [['manager@example.com'], '[Test] Ramadan nights at Saba', null],
      [['manager@example.com'], '[تجربة] ليالي رمضان في سباء', null],
    ]);
  });
});
