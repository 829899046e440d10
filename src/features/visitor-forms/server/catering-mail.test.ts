import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  describeEachEngine,
  setAsAppDatabase,
  type TestDatabase,
} from '../../../../tests/setup/db';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { nextDate, todayDate } from '@/lib/time-zone';
import { seedDemoContent } from '@/server/db/seed';
import { emailOutbox } from '@/server/db/schema';
import { cateringInquiryAction } from './actions';

/*
 * The catering guest is told their request arrived, in the language they wrote in, like a table
 * request's guest: what they asked for and who answers by when. Through the public action, on
 * both engines; the expected texts are written out.
 */

describeEachEngine('the catering guest’s acknowledgement', (engine) => {
  let db: TestDatabase;
  const visitor = depsFor('anonymous');

  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    await seedDemoContent(db.db);
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
  });

  async function guestMail(email: string) {
    const rows = await db.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'catering-received'));
    return rows.filter((row) => row.toAddresses.includes(email));
  }

  function request(change: Record<string, unknown>) {
    return cateringInquiryAction(
      {
        fullName: 'Huda Nasser',
        email: 'huda.catering@example.com',
        phone: '+1 313 555 0100',
        eventDate: '2099-06-12',
        guestCount: '40',
        locationSlug: 'canton',
        service: 'full_service',
        budget: '1500_5000',
        message: 'A wedding lunch',
        language: 'en',
        ...change,
      },
      visitor,
    );
  }

  it('in English, naming the event and the restaurant that answers', async () => {
    const event = nextDate(nextDate(todayDate()));
    const answer = await request({ email: 'en.catering@example.com', eventDate: event });
    expect(answer.status, JSON.stringify(answer)).toBe('success');
    const [mail] = await guestMail('en.catering@example.com');
    expect(mail!.subject).toBe('We received your catering request: Saba');
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${event}T00:00:00Z`),
    );
    expect(mail!.textBody).toBe(
      [
        'Dear Huda Nasser,',
        '',
        'Thank you: we received your catering request.',
        '',
        `Event date: ${long}`,
        'Guests: 40',
        'Service: Full service (we serve at your event)',
        'Location: Saba Canton',
        '',
        'Saba Canton will reply by e-mail within one business day with a menu and a quote.',
        '',
        'With thanks, the Saba team',
      ].join('\n'),
    );
    // One to the guest, besides the staff's own.
    expect(await guestMail('en.catering@example.com')).toHaveLength(1);
  });

  it('in Arabic, for a guest who wrote in Arabic', async () => {
    const event = nextDate(nextDate(todayDate()));
    const answer = await request({
      email: 'ar.catering@example.com',
      eventDate: event,
      language: 'ar',
      service: 'pickup',
    });
    expect(answer.status, JSON.stringify(answer)).toBe('success');
    const [mail] = await guestMail('ar.catering@example.com');
    expect(mail!.subject).toBe('وصلنا طلب الضيافة الخاص بك: سباء');
    expect(mail!.textBody).toContain('عزيزنا Huda Nasser،');
    expect(mail!.textBody).toContain('عدد الضيوف: 40');
    expect(mail!.textBody).toContain('الخدمة: استلام من الفرع');
    expect(mail!.textBody).toContain(
      'سيرد عليك فرع سباء كانتون بالبريد الإلكتروني خلال يوم عمل واحد بقائمة طعام وعرض سعر.',
    );
  });
});
