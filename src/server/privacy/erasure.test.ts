import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, setAsAppDatabase, type TestDatabase } from '../../../tests/setup/db';
import { depsFor } from '../../../tests/setup/staff-deps';
import { resetServerEnvForTests } from '@/env';
import { WEEKDAYS } from '@/lib/enums';
import { nextDate, todayDate } from '@/lib/time-zone';
import { tablesInRestoreOrder } from '../backup/tables';
import { seedDemoContent } from '../db/seed';
import { auditLog, contactInquiries, locations } from '../db/schema';
import { updateInboxAction } from '@/features/visitor-forms/server/inbox-actions';
import { drainOutbox } from '../mail/outbox';
import { configuredTransport } from '../mail/worker';
import {
  addReservationAction,
  reservationRequestAction,
} from '../../features/reservations/server/actions';
import {
  bronxNotifyAction,
  cateringInquiryAction,
  contactInquiryAction,
  newsletterAction,
} from '../../features/visitor-forms/server/actions';
import { eraseVisitorDataAction } from './actions';
import { emailFingerprint } from './queries';

/**
 * "Erase" means gone from every copy. A visitor writes in through every form, staff work on what
 * they sent (an inbox edit, a phone booking), the e-mails go out (written to the mail folder);
 * after the owner erases the address, a search of every table, the storage and the mail folder for
 * the address, the name and the phone finds nothing, and the audit log keeps only that it was done
 * (under the address's fingerprint). Another visitor's data stays.
 */

const VISITOR = {
  fullName: 'Zainab Qassem-Alwan',
  email: 'Zainab.Qassem@Example.net',
  phone: '+1 248 555 0917',
};
const OTHER = { fullName: 'Layla Haddad', email: 'layla@example.org', phone: '+1 313 555 0123' };
/** What a search for the visitor looks for, in any case (the phone's digits in any spacing). */
const NEEDLES = [/zainab\.qassem@example\.net/i, /Qassem-Alwan/i, /248\D{0,3}555\D{0,3}0917/];

/** An attachment that names its sender, as a scanned letter would. */
const pdfOf = (person: typeof VISITOR) =>
  Buffer.from(`%PDF-1.4\n% ${person.fullName}, ${person.phone}\n`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-erasure-'));
const previousDataDir = process.env.DATA_DIR;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const mentions = (text: string) => NEEDLES.some((needle) => needle.test(text));

describeEachEngine('erasing a visitor', (engine) => {
  let db: TestDatabase;
  const day = nextDate(nextDate(todayDate()));

  beforeAll(async () => {
    process.env.DATA_DIR = dataDir;
    resetServerEnvForTests();
    db = await engine.create();
    setAsAppDatabase(db);
    await seedDemoContent(db.db);
    await db.db
      .update(locations)
      .set({
        reservationsEnabled: true,
        hoursJson: Object.fromEntries(
          WEEKDAYS.map((weekday) => [weekday, { opens: '11:00', closes: '22:00' }]),
        ),
      })
      .where(eq(locations.slug, 'canton'));
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
    if (previousDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previousDataDir;
    resetServerEnvForTests();
  });

  /** Everything a person writes in through, as the site's forms send it. */
  async function writesIn(person: typeof VISITOR, visitor: ReturnType<typeof depsFor>) {
    const contact = new FormData();
    for (const [key, value] of Object.entries({
      ...person,
      inquiryType: 'general',
      locationSlug: 'canton',
      message: `Hello, this is ${person.fullName}; call me on ${person.phone}.`,
      language: 'en',
      consent: 'on',
    })) {
      contact.set(key, value);
    }
    contact.set(
      'attachment',
      new File([pdfOf(person)], 'menu-request.pdf', { type: 'application/pdf' }),
    );
    const results = [
      await contactInquiryAction(contact, visitor),
      await cateringInquiryAction(
        {
          ...person,
          eventDate: nextDate(day),
          guestCount: '40',
          locationSlug: 'canton',
          service: 'pickup',
          budget: 'under_500',
          message: `For ${person.fullName}`,
          language: 'ar',
        },
        visitor,
      ),
      await reservationRequestAction(
        {
          ...person,
          locationSlug: 'canton',
          reservationDate: day,
          reservationTime: '19:00',
          partySize: '4',
          notes: `${person.fullName} will be late`,
          language: 'en',
        },
        visitor,
      ),
      await newsletterAction({ email: person.email, language: 'ar' }, visitor),
      await bronxNotifyAction({ email: person.email, language: 'en' }, visitor),
    ];
    for (const result of results)
      expect(result, JSON.stringify(result)).toMatchObject({ status: 'success' });
  }

  it('leaves nothing of them in any table, the storage or the mail folder, and keeps the rest', async () => {
    await writesIn(VISITOR, depsFor('anonymous'));
    await writesIn(OTHER, depsFor('anonymous'));
    // Staff work on what the visitor sent: the audit log copies those records.
    const [inquiry] = await db.db
      .select()
      .from(contactInquiries)
      .where(sql`lower(${contactInquiries.email}) = ${VISITOR.email.toLowerCase()}`);
    expect(
      await updateInboxAction(
        { kind: 'contacts', id: inquiry!.id, status: 'answered', notes: 'Called back' },
        depsFor('manager'),
      ),
    ).toMatchObject({ status: 'success' });
    expect(
      await addReservationAction(
        {
          locationSlug: 'canton',
          reservationDate: day,
          reservationTime: '20:00',
          partySize: '2',
          ...VISITOR,
          language: 'en',
        },
        depsFor('manager'),
      ),
    ).toMatchObject({ status: 'success' });
    // The e-mails go out, into the mail folder (no SMTP server here).
    const sent = await drainOutbox(db.db, configuredTransport(), { from: 'Saba <a@b.test>' });
    expect(sent.sent).toBeGreaterThan(4);

    const everything = async () => {
      const rows: string[] = [];
      for (const table of tablesInRestoreOrder()) {
        const result = await db.db.execute(
          sql.raw(`select row_to_json(t)::text as row from "${table.name}" t`),
        );
        for (const { row } of (result as unknown as { rows: { row: string }[] }).rows) {
          rows.push(`${table.name}: ${row}`);
        }
      }
      return rows;
    };
    const files = () => filesUnder(dataDir).map((file) => [file, fs.readFileSync(file, 'latin1')]);
    // Before: the visitor is in the tables, the attachment and the written e-mails.
    expect((await everything()).filter(mentions).length).toBeGreaterThan(8);
    expect(files().filter(([, text]) => mentions(text!)).length).toBeGreaterThan(2);

    const erased = await eraseVisitorDataAction({ email: VISITOR.email }, depsFor('owner'));
    expect(erased).toMatchObject({ status: 'success' });

    expect((await everything()).filter(mentions)).toEqual([]);
    expect(
      files()
        .filter(([, text]) => mentions(text!))
        .map(([file]) => file),
    ).toEqual([]);
    // The audit log says it was done, under the fingerprint only.
    const [entry] = await db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, emailFingerprint(VISITOR.email)));
    expect(entry).toMatchObject({ action: 'erase', entity: 'visitor-data' });
    // Never mailed again: a new sign-up with the address is thanked, and neither stored nor mailed.
    expect(
      await newsletterAction({ email: VISITOR.email, language: 'en' }, depsFor('anonymous')),
    ).toMatchObject({ status: 'success' });
    expect((await everything()).filter(mentions)).toEqual([]);
    // The other visitor is all there: rows, attachment and e-mails.
    const other = [/layla@example\.org/i];
    expect(
      (await everything()).filter((row) => other.some((n) => n.test(row))).length,
    ).toBeGreaterThan(6);
    expect(files().filter(([, text]) => other.some((n) => n.test(text!))).length).toBeGreaterThan(
      2,
    );
  }, 60_000);
});
