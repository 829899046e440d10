import { eq, getTableColumns } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import admin from '../../../../messages/admin/en.json';
import ar from '../../../../messages/ar.json';
import en from '../../../../messages/en.json';
import { careersForm } from '@/features/visitor-forms/schemas/careers';
import { contactForm, contactSchema } from '@/features/visitor-forms/schemas/contact';
import { feedbackForm } from '@/features/visitor-forms/schemas/feedback';
import { answer, describeForm, type FormDescription } from '@/schemas/form-description';
import { franchiseForm } from '@/features/visitor-forms/schemas/franchise';
import { cateringForm } from '@/features/visitor-forms/schemas/catering';
import { reservationForm } from '@/schemas/reservation';
import { z } from '@/schemas/zod';
import {
  careersApplications,
  contactInquiries,
  emailOutbox,
  inquiriesCatering,
  leadsFranchise,
  locations,
  reservations,
  reviewsFeedback,
} from '@/server/db/schema';
import { INBOX_DEFINITIONS } from './inbox-definitions';
import { locationNames } from '@/server/locations/queries';
import {
  answersOf,
  CAREERS_FIELDS,
  CATERING_FIELDS,
  CONTACT_FIELDS,
  FEEDBACK_FIELDS,
  FRANCHISE_FIELDS,
  RESERVATION_FIELDS,
  storedAnswers,
  type SubmissionField,
} from './forms';
import { createContactInquiry } from './mutations';

const FORMS: Record<string, SubmissionField<never>[]> = {
  contact: CONTACT_FIELDS as SubmissionField<never>[],
  careers: CAREERS_FIELDS as SubmissionField<never>[],
  franchise: FRANCHISE_FIELDS as SubmissionField<never>[],
  catering: CATERING_FIELDS as SubmissionField<never>[],
  feedback: FEEDBACK_FIELDS as SubmissionField<never>[],
  reservation: RESERVATION_FIELDS as SubmissionField<never>[],
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

const DESCRIBED: [string, FormDescription, Record<string, unknown>][] = [
  ['contact', contactForm, getTableColumns(contactInquiries)],
  ['careers', careersForm, getTableColumns(careersApplications)],
  ['franchise', franchiseForm, getTableColumns(leadsFranchise)],
  ['feedback', feedbackForm, getTableColumns(reviewsFeedback)],
  ['catering', cateringForm, getTableColumns(inquiriesCatering)],
  ['reservation', reservationForm, getTableColumns(reservations)],
];

it.each(DESCRIBED)(
  'every answer the %s form stores names a column of its table',
  (_form, form, columns) => {
    const stored = Object.entries(form.fields).filter(([, field]) => field.shown);
    expect(stored.length).toBeGreaterThan(2);
    expect(stored.map(([name]) => name).filter((name) => !(name in columns))).toEqual([]);
  },
);

it('a field added to a description is checked, stored, e-mailed and shown in the inbox', () => {
  const extended = describeForm({
    ...contactForm.fields,
    allergyNotes: answer(z.string().trim().max(10, 'validation.tooLong'), { format: 'long' }),
  });
  const sent = {
    fullName: 'Huda Nasser',
    email: 'huda@example.com',
    locationSlug: 'canton',
    message: 'Lunch for 40 on Friday, please call me.',
    consent: 'on',
  };
  const tooLong = extended.schema.safeParse({ ...sent, allergyNotes: 'sesame and peanuts' });
  expect(tooLong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['allergyNotes', 'validation.tooLong'],
  ]);

  const input = extended.schema.parse({ ...sent, allergyNotes: ' sesame ' });
  const fields = answersOf<Record<string, unknown>>(extended);
  expect(storedAnswers(fields, input)).toMatchObject({
    allergyNotes: 'sesame',
    message: sent.message,
  });
  const added = fields.find((f) => f.key === 'allergyNotes')!;
  expect(added).toMatchObject({ column: 'allergyNotes', inInbox: true, inMail: true });
  expect(added.read({ allergyNotes: 'sesame' }, new Map())).toBe('sesame');
  // Neither the consent box nor the honeypot is stored.
  expect(fields.map((f) => f.key)).not.toContain('consent');
  expect(fields.map((f) => f.key)).not.toContain('website');
});

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
