import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../tests/setup/db';
import admin from '../../../messages/admin/en.json';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';
import { contactSchema } from '@/schemas/contact';
import { emailOutbox, locations } from '../db/schema';
import { INBOX_DEFINITIONS } from '../inbox/definitions';
import { locationNames } from '../inbox/queries';
import {
  CAREERS_FIELDS,
  CATERING_FIELDS,
  CONTACT_FIELDS,
  FEEDBACK_FIELDS,
  FRANCHISE_FIELDS,
  type SubmissionField,
} from './forms';
import { createContactInquiry } from './mutations';

const FORMS: Record<string, SubmissionField<never>[]> = {
  contact: CONTACT_FIELDS as SubmissionField<never>[],
  careers: CAREERS_FIELDS as SubmissionField<never>[],
  franchise: FRANCHISE_FIELDS as SubmissionField<never>[],
  catering: CATERING_FIELDS as SubmissionField<never>[],
  feedback: FEEDBACK_FIELDS as SubmissionField<never>[],
};

it.each(Object.entries(FORMS))(
  'every field of the %s form has its labels: the inbox, and the staff e-mail in both languages',
  (_form, fields) => {
    const inboxLabels: Record<string, string> = admin.inbox.fields;
    const mailLabels = [en.staffMail.fields, ar.staffMail.fields] as Record<string, string>[];
    const missing = fields.flatMap((field) => [
      ...(field.inInbox && !inboxLabels[field.key] ? [`inbox: ${field.key}`] : []),
      ...(field.inMail
        ? mailLabels.filter((labels) => !labels[field.key]).map(() => `e-mail: ${field.key}`)
        : []),
    ]);
    expect(missing).toEqual([]);
  },
);

describeEachEngine('a visitor form, described once', (engine) => {
  const database = freshAppDatabase(engine);

  it('stores the answers, e-mails them to staff and shows them in the inbox, from one description', async () => {
    const input = contactSchema.parse({
      fullName: 'Huda Nasser',
      email: 'huda@example.com',
      phone: '+1 313 555 0142',
      inquiryType: 'catering',
      locationSlug: 'canton',
      message: 'Lunch for 40 on Friday?',
      language: 'ar',
      consent: 'on',
    });
    const db = database().db;
    await db
      .insert(locations)
      .values({ slug: 'canton', nameEn: 'Saba Canton', nameAr: 'سبأ كانتون' });
    const created = await db.transaction((tx) =>
      createContactInquiry(tx, input, { userAgent: 'test', referrer: null, attachment: null }),
    );

    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'contact_inquiry'));
    const names = await locationNames(db);
    const canton = 'Saba Canton';
    expect(mail!.subject).toContain(`New catering inquiry ${created.ticketId}: Huda Nasser`);
    expect(mail!.textBody).toContain('Name / الاسم: Huda Nasser');
    expect(mail!.textBody).toContain(`Location / الفرع: ${canton}`);
    expect(mail!.textBody).toContain('Message / الرسالة: Lunch for 40 on Friday?');
    expect(mail!.textBody).toContain('Language / اللغة: ar');

    const { table, toRow } = INBOX_DEFINITIONS.contacts;
    const [stored] = await db.select().from(table);
    const row = toRow(stored as Record<string, unknown>, names);
    expect(row.fields.map((f) => [f.key, f.value])).toEqual(
      expect.arrayContaining([
        ['ticketId', created.ticketId],
        ['fullName', 'Huda Nasser'],
        ['location', canton],
        ['message', 'Lunch for 40 on Friday?'],
        ['language', 'ar'],
      ]),
    );
    // What only the e-mail shows stays out of the inbox, and the other way round.
    expect(row.fields.map((f) => f.key)).not.toContain('attachment');
    expect(mail!.textBody).not.toContain('userAgent');
  });
});
