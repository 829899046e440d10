import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import { startSmtp } from '../../../../tests/setup/smtp';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { seedDemoContent } from '@/server/db/seed';
import { auditLog, bronxNotifyList, emailOutbox, locations } from '@/server/db/schema';
import { drainOutbox } from '@/server/mail/outbox';
import { smtpTransport } from '@/server/mail/transport';
import { suppress } from '@/server/privacy/suppressions';
import { openingNoticeAction } from './actions';
import { openingNoticeState, sendOpeningNotice } from './opening-notice';
import { addressOfUnsubscribeToken } from './unsubscribe';

/**
 * The Bronx opens: its confirmed notify list hears it once, each in their own language, with the
 * reason, the brand's postal address and a one-click unsubscribe; the unconfirmed and the
 * unsubscribed hear nothing; a second send is refused.
 */
describeEachEngine('opening notices', (engine) => {
  const db = freshAppDatabase(engine);
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    await seedDemoContent(db().db);
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const owner = depsFor('owner');
  const confirmed = new Date('2026-11-20T15:00:00Z');

  const bronx = async () => {
    const [row] = await db().db.select().from(locations).where(eq(locations.slug, 'bronx'));
    return row!;
  };
  const openingMails = () =>
    db().db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'opening-notice'));

  it('goes once, to the confirmed and not unsubscribed, each in their language', async () => {
    await db()
      .db.insert(bronxNotifyList)
      .values([
        {
          email: 'Amal@Example.com',
          language: 'en',
          locationSlug: 'bronx',
          confirmedAt: confirmed,
        },
        {
          email: 'noura@example.com',
          language: 'ar',
          locationSlug: 'bronx',
          confirmedAt: confirmed,
        },
        { email: 'later@example.com', language: 'en', locationSlug: 'bronx' },
        {
          email: 'gone@example.com',
          language: 'en',
          locationSlug: 'bronx',
          confirmedAt: confirmed,
        },
        {
          email: 'amal@example.com',
          language: 'en',
          locationSlug: 'elsewhere',
          confirmedAt: confirmed,
        },
      ]);
    await suppress(db().db, 'GONE@example.com', 'unsubscribed');
    const { id } = await bronx();

    // Still coming soon: refused, nothing written.
    expect(await openingNoticeAction({ locationId: id }, owner)).toMatchObject({
      status: 'error',
      error: 'admin.openingNotice.notOpen',
    });
    expect(await openingMails()).toEqual([]);

    await db()
      .db.update(locations)
      .set({ comingSoon: false, nameEn: 'Saba Bronx', nameAr: 'سباء البرونكس' })
      .where(eq(locations.id, id));
    expect(await openingNoticeState(db().db, await bronx())).toMatchObject({
      open: true,
      waiting: 3,
      sentAt: null,
    });
    expect(await openingNoticeAction({ locationId: id }, owner)).toEqual({
      status: 'success',
      data: { count: 2 },
    });

    const mails = await openingMails();
    expect(mails.map((m) => [m.toAddresses, m.subject]).sort()).toEqual([
      [['Amal@Example.com'], 'Saba Bronx is open'],
      [['noura@example.com'], 'افتُتح سباء البرونكس'],
    ]);
    const english = mails.find((m) => m.subject === 'Saba Bronx is open')!;
    expect(english.textBody).toContain(
      'Good news: Saba Bronx is open, at White Plains Rd, Parkchester, Bronx, NY.',
    );
    expect(english.textBody).toContain('http://localhost:3000/locations/bronx');
    expect(english.textBody).toContain(
      'You get this e-mail because you asked to hear when Saba Bronx opens and confirmed your address.',
    );
    expect(english.textBody).toContain(
      'To stop receiving our e-mails (one click, no questions): http://localhost:3000/unsubscribe/[[secret]]',
    );
    // The brand's postal address: its headquarters' (East Dearborn).
    expect(english.textBody).toContain(
      'Saba Yemeni Restaurants, 13101 W Warren Ave, Dearborn, MI 48126',
    );
    const arabic = mails.find((m) => m.subject !== english.subject)!;
    expect(arabic.textBody).toContain('http://localhost:3000/ar/locations/bronx');
    expect(arabic.textBody).toContain('مطاعم سباء اليمنية، 13101 شارع وارن الغربي');

    const state = await openingNoticeState(db().db, await bronx());
    expect(state.sentAt).not.toBeNull();
    expect(state.sentCount).toBe(2);
    const [audit] = await db()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'opening-notice'), eq(auditLog.entityId, id)));
    expect(audit?.after).toEqual({ sent: 2 });

    // Twice: refused, nothing more written.
    expect(await openingNoticeAction({ locationId: id }, owner)).toMatchObject({
      status: 'error',
      error: 'admin.openingNotice.alreadySent',
    });
    expect(await openingMails()).toHaveLength(2);

    // Sent: each message's one-click header is made for its own reader.
    await drainOutbox(db().db, smtpTransport(smtp.url), { from: 'Saba <no-reply@saba.test>' });
    const received = smtp.received.filter((m) => m.raw.includes('List-Unsubscribe-Post'));
    const links = received.map(
      (m) =>
        /List-Unsubscribe:\s*<http:\/\/localhost:3000\/api\/unsubscribe\/([^>]+)>/.exec(
          m.raw.replace(/\r?\n[ \t]+/g, ''),
        )![1]!,
    );
    const readers = await Promise.all(links.map((t) => addressOfUnsubscribeToken(db().db, t)));
    expect(readers.sort()).toEqual(['amal@example.com', 'noura@example.com']);
    const sentRows = await openingMails();
    expect(sentRows.every((row) => row.status === 'sent' && row.secret === null)).toBe(true);
  });

  it('is refused with nothing written without a postal address or anyone confirmed', async () => {
    const [opened] = await db()
      .db.insert(locations)
      .values({
        slug: 'queens',
        nameEn: 'Saba Queens',
        nameAr: 'سباء كوينز',
        addressEn: '1 Main St, Queens, NY',
        published: true,
      })
      .returning();
    await expect(db().db.transaction((tx) => sendOpeningNotice(tx, opened!.id))).rejects.toThrow(
      'admin.openingNotice.nobody',
    );
    await db().db.insert(bronxNotifyList).values({
      email: 'q@example.com',
      language: 'en',
      locationSlug: 'queens',
      confirmedAt: confirmed,
    });
    await db()
      .db.update(locations)
      .set({ isHeadquarters: false })
      .where(eq(locations.isHeadquarters, true));
    expect(await openingNoticeAction({ locationId: opened!.id }, owner)).toMatchObject({
      status: 'error',
      error: 'admin.listMail.noPostalAddress',
    });
    const [row] = await db()
      .db.select({ count: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddresses} @> array['q@example.com']::text[]`);
    expect(row?.count).toBe(0);
    expect((await openingNoticeState(db().db, opened!)).sentAt).toBeNull();
  });
});
