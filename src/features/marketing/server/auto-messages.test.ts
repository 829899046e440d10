import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import { addAllDayRestaurant, insertOrder } from '../../../../tests/setup/ordering';
import { depsFor } from '../../../../tests/setup/staff-deps';
import type { Db } from '@/server/db/client';
import {
  autoMessages,
  emailOutbox,
  newsletterSubscribers,
  orders,
  promoCodes,
  settings,
} from '@/server/db/schema';
import { guestCodeKey } from '@/server/privacy/address-key';
import { suppress } from '@/server/privacy/suppressions';
import { listPromoCodes } from '@/features/ordering/server/promo-code-admin';
import { autoMessagesAction } from './actions';
import { runAutoMessages } from './auto-message-round';
import { autoMessageFigures, readAutoMessageRules } from './auto-messages';

/*
 * The automatic e-mails at a restaurant in Detroit, on a Friday at 11:30 PM (already Saturday in
 * UTC): off until an owner turns each on; thanks once for a guest's first order once it is picked
 * up; "we miss you" once a guest's last order is 60 days old, with a code for them alone; only to
 * confirmed addresses never unsubscribed; each once, however many rounds run at once.
 */

/** Friday 4 June 2027, 11:30 PM in Detroit (UTC-4). */
const NOW = new Date('2027-06-05T03:30:00Z');
const DAY = 86_400_000;
const ago = (days: number, hours = 0) => new Date(NOW.getTime() - days * DAY - hours * 3_600_000);

describeEachEngine('automatic e-mails', (engine) => {
  const db = freshAppDatabase(engine);
  let here: string;
  beforeAll(async () => {
    const restaurant = await addAllDayRestaurant(db().db, {
      isHeadquarters: true,
      addressEn: '13007 W Warren Ave, Dearborn, MI 48126',
      addressAr: '13007 شارع وارن الغربي، ديربورن، ميشيغان 48126',
    });
    here = restaurant.id;
  });

  const owner = depsFor('owner');
  const subscribe = (email: string, language: 'en' | 'ar', confirmed = true) =>
    db()
      .db.insert(newsletterSubscribers)
      .values({ email, language, confirmedAt: confirmed ? ago(100) : null });
  const order = (email: string, change: Partial<typeof orders.$inferInsert> = {}) =>
    insertOrder(db().db as Db, here, { email, fullName: 'Huda Ali', ...change });
  const pickedUp = (
    email: string,
    pickupAt: Date,
    createdAt = new Date(pickupAt.getTime() - 3_600_000),
  ) => order(email, { status: 'picked_up', pickupAt, slotStart: pickupAt, createdAt });
  const mailsOf = (kind: string) =>
    db().db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
  const round = () => runAutoMessages(db().db as Db, NOW);

  it('sends nothing until an owner turns it on', async () => {
    await subscribe('first@example.com', 'en');
    await pickedUp('first@example.com', ago(0, 2));
    expect(await readAutoMessageRules(db().db)).toMatchObject({ thanks: false, missYou: false });
    expect(await round()).toEqual({ thanks: 0, missYou: 0 });
    expect(await db().db.$count(emailOutbox)).toBe(0);
  });

  it('refuses settings out of bounds with their message, writing nothing', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ missYou: 'on', missYouDays: '5' }, 'missYouDays', 'admin.autoMessages.daysInvalid'],
      [{ missYou: 'on', missYouDays: '366' }, 'missYouDays', 'admin.autoMessages.daysInvalid'],
      [{ offer: 'percent' }, 'percentOff', 'admin.autoMessages.percentInvalid'],
      [{ offer: 'percent', percentOff: '60' }, 'percentOff', 'admin.autoMessages.percentInvalid'],
      [{ offer: 'amount', amountOff: '75' }, 'amountOff', 'admin.autoMessages.amountInvalid'],
      [{ offer: 'amount' }, 'amountOff', 'admin.autoMessages.amountInvalid'],
      [
        { offer: 'percent', percentOff: '10', offerDays: '3' },
        'offerDays',
        'admin.autoMessages.offerDaysInvalid',
      ],
      [{ offer: 'gift' }, 'offer', 'admin.autoMessages.offerInvalid'],
    ];
    for (const [input, field, message] of cases) {
      const answer = await autoMessagesAction(input, owner);
      expect(answer, JSON.stringify(input)).toMatchObject({
        status: 'error',
        fieldErrors: { [field]: message },
      });
    }
    expect(await db().db.$count(settings, eq(settings.key, 'autoMessages'))).toBe(0);
    // Not an owner's: a manager is refused.
    expect(await autoMessagesAction({ thanks: 'on' }, depsFor('manager'))).toMatchObject({
      status: 'error',
    });
    expect(await db().db.$count(settings, eq(settings.key, 'autoMessages'))).toBe(0);
  });

  it('thanks a guest once for a first order picked up, in their language, to confirmed addresses only', async () => {
    expect(await autoMessagesAction({ thanks: 'on' }, owner)).toMatchObject({ status: 'success' });
    await subscribe('noura@example.com', 'ar');
    await pickedUp('noura@example.com', ago(1));
    // Not thanked: a second order, one not yet picked up, one picked up four days ago, an
    // address never confirmed, one unsubscribed, one not on the list.
    await subscribe('again@example.com', 'en');
    await pickedUp('again@example.com', ago(40));
    await pickedUp('again@example.com', ago(0, 3));
    await subscribe('waiting@example.com', 'en');
    await order('waiting@example.com', { status: 'ready', pickupAt: ago(0, 1) });
    await subscribe('old@example.com', 'en');
    await pickedUp('old@example.com', ago(4));
    await subscribe('unconfirmed@example.com', 'en', false);
    await pickedUp('unconfirmed@example.com', ago(0, 5));
    await subscribe('gone@example.com', 'en');
    await suppress(db().db, 'gone@example.com', 'unsubscribed');
    await pickedUp('gone@example.com', ago(0, 5));
    await pickedUp('stranger@example.com', ago(0, 5));

    expect(await round()).toEqual({ thanks: 2, missYou: 0 });
    const mails = await mailsOf('auto-thanks');
    expect(mails.map((mail) => mail.toAddresses).sort()).toEqual([
      ['first@example.com'],
      ['noura@example.com'],
    ]);
    const english = mails.find((mail) => mail.toAddresses[0] === 'first@example.com')!;
    expect(english.subject).toBe('Thank you for your first order at Saba');
    expect(english.textBody).toContain('Hello Huda Ali,');
    expect(english.textBody).toContain('Thank you for ordering from Saba All Day.');
    expect(english.textBody).toContain('Order pickup: http');
    expect(english.textBody).toContain('/locations/all-day');
    expect(english.textBody).toContain(
      'You get this e-mail because you signed up for the Saba newsletter',
    );
    expect(english.textBody).toContain('13007 W Warren Ave, Dearborn, MI 48126');
    expect(english.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const arabic = mails.find((mail) => mail.toAddresses[0] === 'noura@example.com')!;
    expect(arabic.subject).toBe('شكرًا لطلبك الأول من سباء');
    expect(arabic.textBody).toContain('/ar/locations/all-day');

    // Once: the next rounds send nothing more.
    expect(await round()).toEqual({ thanks: 0, missYou: 0 });
    expect(await mailsOf('auto-thanks')).toHaveLength(2);
  });

  it('misses a guest once, 60 days after their last order, with a code for them alone', async () => {
    expect(
      await autoMessagesAction(
        {
          thanks: 'on',
          missYou: 'on',
          missYouDays: '60',
          offer: 'percent',
          percentOff: '15',
          offerDays: '30',
        },
        owner,
      ),
    ).toMatchObject({ status: 'success' });
    await subscribe('missed@example.com', 'en');
    await order('missed@example.com', { createdAt: ago(61), status: 'picked_up' });
    // Not missed: 59 days; 70 days (a campaign's work); a later order; a cancelled last order
    // leaves the earlier one as the last (61 days: missed).
    await subscribe('recent@example.com', 'en');
    await order('recent@example.com', { createdAt: ago(59), status: 'picked_up' });
    await subscribe('long@example.com', 'en');
    await order('long@example.com', { createdAt: ago(70), status: 'picked_up' });
    await subscribe('back@example.com', 'en');
    await order('back@example.com', { createdAt: ago(62), status: 'picked_up' });
    await order('back@example.com', { createdAt: ago(10), status: 'picked_up' });
    await subscribe('cancelled@example.com', 'ar');
    await order('cancelled@example.com', { createdAt: ago(61, 5), status: 'picked_up' });
    await order('cancelled@example.com', { createdAt: ago(20), status: 'cancelled' });

    expect(await round()).toEqual({ thanks: 0, missYou: 2 });
    const mails = await mailsOf('auto-missYou');
    expect(mails.map((mail) => mail.toAddresses[0]).sort()).toEqual([
      'cancelled@example.com',
      'missed@example.com',
    ]);
    const mail = mails.find((one) => one.toAddresses[0] === 'missed@example.com')!;
    expect(mail.subject).toBe('We miss you at Saba All Day');
    const code = /(SABA-[A-Z0-9]{8}) takes 15% off/.exec(mail.textBody)?.[1];
    expect(code, mail.textBody).toBeDefined();
    // Detroit's Friday 4 June + 30 days: taken until Sunday 4 July ends.
    expect(mail.textBody).toContain('until Sunday, July 4, 2027');
    const [row] = await db().db.select().from(promoCodes).where(eq(promoCodes.code, code!));
    expect(row).toMatchObject({
      kind: 'percent',
      percentOff: 15,
      maxUses: 1,
      usesPerGuest: 1,
      validUntil: '2027-07-05T00:00',
      forGuestKey: await guestCodeKey(db().db, 'MISSED@example.com'),
    });
    // The address is not kept with the code, and the code is not in the console's list.
    expect(JSON.stringify(row)).not.toContain('missed@');
    expect((await listPromoCodes(db().db)).map((one) => one.code)).not.toContain(code);

    expect(await round()).toEqual({ thanks: 0, missYou: 0 });
    expect(await autoMessageFigures(db().db, NOW)).toEqual({
      thanks: 2,
      missYou: 2,
      codesMade: 2,
      codesUsed: 0,
    });
    await order('missed@example.com', { promoCodeId: row!.id, promoCode: code! });
    expect(await autoMessageFigures(db().db, NOW)).toMatchObject({ codesUsed: 1 });
  });

  it('sends each once when rounds run at once on several instances', async () => {
    await subscribe('busy@example.com', 'en');
    await pickedUp('busy@example.com', ago(0, 1));
    await subscribe('quiet@example.com', 'en');
    await order('quiet@example.com', { createdAt: ago(63), status: 'picked_up' });
    const results = await Promise.all([round(), round(), round()]);
    expect(results.reduce((sum, r) => sum + r.thanks, 0)).toBe(1);
    expect(results.reduce((sum, r) => sum + r.missYou, 0)).toBe(1);
    const count = (email: string) =>
      db().db.$count(
        emailOutbox,
        sql`array_to_string(${emailOutbox.toAddresses}, ',') like ${`%${email}%`}`,
      );
    expect(await count('busy@example.com')).toBe(1);
    expect(await count('quiet@example.com')).toBe(1);
    expect(await db().db.$count(autoMessages)).toBe(6);
  });
});
