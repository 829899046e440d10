import { desc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../tests/setup/db';
import { depsFor } from '../../../tests/setup/staff-deps';
import { reviewUrls } from '@/lib/review-url';
import { careersSchema } from '@/features/visitor-forms/schemas/careers';
import { emailOutbox } from '../db/schema';
import { createCareerApplication } from '../../features/visitor-forms/server/mutations';
import { saveSettingsAction } from './actions';
import { readSiteSettings } from './queries';

const owner = depsFor('owner');

const valid = {
  contactEmail: 'hello@saba.test',
  phone: '+1 (313) 555-0100',
  franchiseEmail: 'grow@saba.test',
  'recipients.careers': 'hr@saba.test,\n  chef@saba.test',
  'social.instagram': 'https://www.instagram.com/saba.test',
  'social.facebook': '',
  'reviewUrls.canton': 'https://g.page/r/saba-canton/review',
  'reviewUrls.east-dearborn': '',
  schedulingUrl: 'https://calendly.com/saba-test/intro',
};

describeEachEngine('site settings', (engine) => {
  const database = freshAppDatabase(engine);

  it('reads the defaults until an owner saves; then the saved values', async () => {
    const before = await readSiteSettings(database().db);
    expect(before.recipients.careers).toEqual([]);
    expect(before.social.instagram).toMatch(/^https:\/\/www\.instagram\.com\//);

    const saved = await saveSettingsAction(valid, owner);
    expect(saved.status).toBe('success');
    const after = await readSiteSettings(database().db);
    expect(after).toMatchObject({
      contactEmail: 'hello@saba.test',
      recipients: { careers: ['hr@saba.test', 'chef@saba.test'], contact: [], franchise: [] },
      social: { instagram: 'https://www.instagram.com/saba.test', facebook: '' },
      reviewUrls: { canton: 'https://g.page/r/saba-canton/review' },
      schedulingUrl: 'https://calendly.com/saba-test/intro',
    });
    const urls = reviewUrls(
      [
        { slug: 'canton', googlePlaceId: 'PLACE', googleMapsLink: null },
        { slug: 'east-dearborn', googlePlaceId: 'PLACE2', googleMapsLink: null },
      ],
      after.reviewUrls,
    );
    expect(urls.canton).toBe('https://g.page/r/saba-canton/review');
    expect(urls['east-dearborn']).toContain('placeid=PLACE2');
  });

  it("sends a form's staff e-mail to its recipients from Settings", async () => {
    await database().db.transaction((tx) =>
      createCareerApplication(
        tx,
        careersSchema.parse({
          name: 'Amal',
          email: 'amal@example.com',
          phone: '3135550100',
          position: 'host',
          language: 'en',
        }),
      ),
    );
    const [mail] = await database()
      .db.select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt));
    expect(mail?.toAddresses).toEqual(['hr@saba.test', 'chef@saba.test']);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const result = await saveSettingsAction(
      {
        ...valid,
        contactEmail: 'not-an-email',
        'recipients.contact': 'ok@saba.test, broken@',
        schedulingUrl: 'http://insecure.example',
        phone: '',
      },
      owner,
    );
    expect(result).toMatchObject({
      status: 'error',
      fieldErrors: {
        contactEmail: 'admin.validation.emailInvalid',
        'recipients.contact.1': 'admin.validation.emailInvalid',
        schedulingUrl: 'admin.settings.urlInvalid',
        phone: 'admin.settings.phoneRequired',
      },
    });
    expect((await readSiteSettings(database().db)).contactEmail).toBe('hello@saba.test');
  });
});
