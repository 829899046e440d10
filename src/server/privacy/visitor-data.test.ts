import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, type TestDatabase } from '../../../tests/setup/db';
import { insertOrder } from '../../../tests/setup/ordering';
import { locations, newsletterSubscribers, orderLines, reservations } from '../db/schema';
import { createContactInquiry } from '../../features/visitor-forms/server/mutations';
import { eraseVisitorData } from './mutations';
import { countsOf, emailFingerprint, findVisitorData } from './queries';
import { asCents } from '@/lib/money';

const contact = (email: string, attachment: string | null) => ({
  input: {
    fullName: 'Amal Saleh',
    email,
    phone: '',
    inquiryType: 'general' as const,
    locationSlug: 'canton' as const,
    message: 'A question about a family tray for twelve people.',
    language: 'en' as const,
  },
  meta: {
    userAgent: null,
    referrer: null,
    attachment: attachment
      ? { key: attachment, name: 'a.pdf', mime: 'application/pdf', size: 10 }
      : null,
  },
});

describeEachEngine('a visitor’s data on request', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.create();
    for (const [email, key] of [
      ['Amal@Example.com', 'contact/amal.pdf'],
      ['amal@example.com', null],
      ['other@example.com', 'contact/other.pdf'],
    ] as const) {
      const { input, meta } = contact(email, key);
      await createContactInquiry(db.db, input, meta);
    }
    await db.db.insert(newsletterSubscribers).values([
      { email: 'AMAL@example.com', language: 'ar' },
      { email: 'other@example.com', language: 'en' },
    ]);
    await db.db.insert(reservations).values({
      fullName: 'Amal Saleh',
      email: 'amal@example.com',
      phone: '+1 313 555 0100',
      locationSlug: 'canton',
      partySize: 4,
      reservationDate: '2026-12-01',
      reservationTime: '19:00',
      language: 'en',
    });
    // A pickup order, with a line.
    const [place] = await db.db
      .insert(locations)
      .values({ slug: 'canton', nameEn: 'Saba Canton', nameAr: 'سباء كانتون' })
      .returning();
    const order = await insertOrder(db.db, place!.id, {
      tokenHash: 'a'.repeat(43),
      idempotencyKeyHash: 'checkout-amal-hash',
      fullName: 'Amal Saleh',
      email: 'Amal@example.com',
      pickupAt: new Date('2026-12-01T18:00:00Z'),
      slotStart: new Date('2026-12-01T18:00:00Z'),
    });
    await db.db.insert(orderLines).values({
      orderId: order.id,
      position: 0,
      kind: 'item',
      refId: crypto.randomUUID(),
      nameEn: 'Hummus',
      nameAr: 'حمص',
      unitPrice: asCents(1000),
      quantity: 1,
      lineTotal: asCents(1000),
    });
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('finds every record of one address, in any case, and nobody else’s', async () => {
    const found = await findVisitorData(db.db, ' amal@EXAMPLE.com ');
    expect(countsOf(found)).toMatchObject({
      contactInquiries: 2,
      newsletter: 1,
      reservations: 1,
      pickupOrders: 1,
      staffNotifications: 2,
      franchiseLeads: 0,
    });
    const emails = Object.values(found).flatMap((rows) =>
      rows.map((row) => String(row.email ?? row.replyTo).toLowerCase()),
    );
    expect(new Set(emails)).toEqual(new Set(['amal@example.com']));
    // The order as the visitor placed it, without the keys to its page or its checkout.
    const [order] = found.pickupOrders;
    expect(order).toMatchObject({ fullName: 'Amal Saleh', email: 'Amal@example.com' });
    for (const key of ['tokenHash', 'idempotencyKeyHash', 'tokenSealed', 'clientKey']) {
      expect(order).not.toHaveProperty(key);
    }
    expect(JSON.stringify(found)).not.toContain('checkout-amal-hash');
  });

  it('erases them, hands back the attachments to remove, and leaves others alone', async () => {
    const erased = await db.db.transaction((tx) => eraseVisitorData(tx, 'amal@example.com'));
    expect(erased.attachments).toEqual(['contact/amal.pdf']);
    expect(erased.counts.contactInquiries).toBe(2);
    expect(erased.counts.pickupOrders).toBe(1);
    // The order's lines go with it.
    expect(await db.db.$count(orderLines)).toBe(0);
    const after = countsOf(await findVisitorData(db.db, 'amal@example.com'));
    expect(Object.values(after).every((count) => count === 0)).toBe(true);
    const others = countsOf(await findVisitorData(db.db, 'other@example.com'));
    expect(others).toMatchObject({ contactInquiries: 1, newsletter: 1, staffNotifications: 1 });
    expect(emailFingerprint('Amal@example.com ')).toBe(emailFingerprint('amal@example.com'));
    expect(emailFingerprint('amal@example.com')).not.toContain('amal');
  });
});
