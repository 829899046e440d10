import type { Page } from '@playwright/test';
import {
  CARD_CHECKOUT,
  checkoutWithFeast,
  expect,
  expectNoAxeViolations,
  guestPhone,
  localePath,
  LOCALES,
  test,
  uniqueClientIp,
  waitForMail,
} from './fixtures';
import { signInAs } from './admin-fixtures';
import { waitLiveOnNavigation } from '../setup/live-pages';

/**
 * A campaign, end to end: a newsletter sign-up confirms; a manager writes a campaign in both
 * languages, previews it, tries it on themselves and sends it; the reader gets it in their
 * language with the reason, the postal address and a one-click unsubscribe, which they use; the
 * next campaign does not reach them, and the first one counts them as unsubscribed.
 */

const SIGN_UP = {
  en: { subject: 'Please confirm: the Saba newsletter', button: 'Yes, send it to me' },
  ar: { subject: 'يرجى التأكيد: النشرة البريدية من سباء', button: 'نعم، أرسلوه إليّ' },
};

/** Signs the address up for the newsletter from the home page and confirms it by its e-mail. */
async function confirmedReader(page: Page, locale: 'en' | 'ar', email: string) {
  await page.goto(localePath(locale, '/'));
  const field = page.locator('#newsletter-email');
  await field.fill(email);
  await field.locator('xpath=ancestor::form').getByRole('button').click();
  const mail = await waitForMail([email, SIGN_UP[locale].subject]);
  const path = /https?:\/\/[^/\s]+(\/(?:ar\/)?subscriptions\/[A-Za-z0-9_-]{43})/.exec(mail)![1]!;
  await page.goto(path);
  await page.getByRole('button', { name: SIGN_UP[locale].button }).click();
  await expect(page.getByRole('status')).toBeVisible();
}

/** Writes a whole campaign in the console's dialog. */
async function writeCampaign(page: Page, subjectEn: string, subjectAr: string) {
  await page.goto('/admin/campaigns');
  await page.getByRole('button', { name: 'New Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
  await dialog.getByLabel('Subject (English)').fill(subjectEn);
  await dialog.getByLabel('Subject (Arabic)').fill(subjectAr);
  await dialog
    .getByLabel('Message (English)')
    .fill('Iftar is served from sunset.\n\nSee you soon.');
  await dialog.getByLabel('Message (Arabic)').fill('الإفطار يُقدَّم من المغرب.\n\nنراكم قريبًا.');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Campaign saved as a draft')).toBeVisible();
  return page.getByRole('row').filter({ hasText: subjectEn });
}

async function sendNow(page: Page, row: ReturnType<Page['getByRole']>) {
  await row.getByRole('button', { name: 'Send…' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('dialog', { name: 'Send the campaign' })
    .getByRole('button', {
      name: 'Send now',
    })
    .click();
  await expect(page.getByText(/On its way to \d+ readers?/)).toBeVisible();
}

for (const locale of LOCALES) {
  test(`a campaign reaches a confirmed reader, who unsubscribes with one click (${locale})`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const suffix = `${locale}-${testInfo.project.name}-${Date.now() % 1_000_000}`;
    const email = `campaign-${suffix}@example.com`;
    const reader = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
    });
    try {
      await confirmedReader(await reader.newPage(), locale, email);

      await signInAs(page, 'manager');
      const subjectEn = `Ramadan nights ${suffix}`;
      const subjectAr = `ليالي رمضان ${suffix}`;
      const row = await writeCampaign(page, subjectEn, subjectAr);
      await expect(row).toContainText('Draft');
      await expectNoAxeViolations(page);

      // The preview: both languages as the readers get them, and how many it reaches now.
      await row.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('dialog', { name: 'What the readers will get' });
      await expect(preview.getByRole('status')).toContainText(/confirmed readers? match/);
      const arabic = preview.getByRole('region', { name: 'In Arabic' });
      await expect(arabic).toContainText(subjectAr);
      await expect(arabic).toContainText('تصلك هذه الرسالة لأنك اشتركت في النشرة البريدية من سباء');
      await expect(preview.getByRole('region', { name: 'In English' })).toContainText(
        'Saba Yemeni Restaurants, 13101 W Warren Ave, Dearborn, MI 48126',
      );
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      // A test to oneself: both versions, marked.
      await row.getByRole('button', { name: 'Send a test to me' }).click();
      await expect(
        page.getByText('Both versions are on their way to manager@e2e.test'),
      ).toBeVisible();
      await waitForMail(['manager@e2e.test', `[Test] ${subjectEn}`]);
      await waitForMail(['manager@e2e.test', `[تجربة] ${subjectAr}`]);

      await sendNow(page, row);
      await expect(row).toContainText('Sent');

      // The reader's copy, in their language, with why, where from, and how to stop.
      const mail = await waitForMail([email, locale === 'ar' ? subjectAr : subjectEn], 30_000);
      expect(mail).toContain(locale === 'ar' ? 'الإفطار يُقدَّم من المغرب.' : 'Iftar is served');
      expect(mail).toContain(
        locale === 'ar'
          ? 'تصلك هذه الرسالة لأنك اشتركت في النشرة البريدية من سباء وأكدت عنوانك.'
          : 'You get this e-mail because you signed up for the Saba newsletter and confirmed your address.',
      );
      expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

      if (locale === 'en' && testInfo.project.name === 'mobile') {
        // The reader follows its link to the site and orders on their phone: it counts for it.
        const site = /(https?:\/\/[^\s]+\/\?c=[0-9a-f-]{36})/.exec(mail)![1]!;
        const guest = await reader.newPage();
        waitLiveOnNavigation(guest);
        const visit = new URL(site);
        await guest.goto(`${visit.pathname}${visit.search}`);
        await checkoutWithFeast(guest, 'en', 'west-dearborn', CARD_CHECKOUT.en);
        await guest.getByLabel('Full name').fill('Amal Saeed');
        await guest.getByLabel('Phone').fill(guestPhone());
        await guest.getByLabel('E-mail').fill(email);
        await guest.getByRole('button', { name: /Place order · \$/ }).click();
        await guest.waitForURL(/\/orders\/[A-Za-z0-9_-]{43}$/);
        await page.reload();
        await expect(row).toContainText('1 order through its links');
      }
      const oneClick = /List-Unsubscribe:\s*<(https?:\/\/[^>]+)>/.exec(mail)![1]!;
      const link = new URL(oneClick);
      const answer = await reader.request.post(`${link.pathname}${link.search}`, {
        form: { 'List-Unsubscribe': 'One-Click' },
      });
      expect(answer.status()).toBe(200);

      // The next campaign does not reach them (it reaches another reader); the first counts them.
      const bystander = `campaign-next-${suffix}@example.com`;
      await confirmedReader(await reader.newPage(), locale, bystander);
      const next = `Eid hours ${suffix}`;
      const nextRow = await writeCampaign(page, next, `ساعات العيد ${suffix}`);
      await sendNow(page, nextRow);
      await waitForMail([bystander, locale === 'ar' ? `ساعات العيد ${suffix}` : next], 60_000);
      await page.reload();
      await expect(row).toContainText('1 unsubscribed');
      await expect(waitForMail([email, next], 1_000)).rejects.toThrow();
      await expect(waitForMail([email, `ساعات العيد ${suffix}`], 1_000)).rejects.toThrow();
    } finally {
      await reader.close();
    }
  });
}

test('an owner turns on the automatic e-mails; a manager does not see them', async ({
  page,
  browser,
}) => {
  const THANKS = 'Thank guests for their first order (once it is picked up)';
  const MISS_YOU = 'Write “we miss you” to guests who have not ordered for a while';
  await signInAs(page, 'owner');
  await page.goto('/admin/campaigns');
  const card = page.getByRole('region', { name: 'Automatic e-mails' });
  await expect(card.getByLabel(THANKS)).not.toBeChecked();
  await card.getByLabel(THANKS).check();
  await card.getByLabel(MISS_YOU).check();
  await card.getByLabel('Days without an order').fill('45');
  await card.getByLabel('The “we miss you” e-mail offers').selectOption('percent');
  // Over the bound first: said at the field, nothing saved.
  await card.getByLabel('Percent off').fill('60');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Enter a percent from 1 to 50.')).toBeVisible();
  await card.getByLabel('Percent off').fill('10');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(card.getByLabel(THANKS)).toBeChecked();
  await expect(card.getByLabel(MISS_YOU)).toBeChecked();
  await expect(card.getByLabel('Days without an order')).toHaveValue('45');
  await expect(card.getByLabel('Percent off')).toHaveValue('10');

  // A manager writes campaigns but does not switch on mail that sends itself.
  const manager = await browser.newPage();
  waitLiveOnNavigation(manager);
  await signInAs(manager, 'manager');
  await manager.goto('/admin/campaigns');
  await expect(manager.getByRole('button', { name: 'New Campaign' })).toBeVisible();
  await expect(manager.getByRole('region', { name: 'Automatic e-mails' })).toHaveCount(0);
  await manager.close();

  // Off again: the other tests' guests are not written to.
  await card.getByLabel(THANKS).uncheck();
  await card.getByLabel(MISS_YOU).uncheck();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
});
