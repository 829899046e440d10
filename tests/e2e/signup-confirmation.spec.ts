import { expect, expectNoAxeViolations, localePath, LOCALES, test, waitForMail } from './fixtures';
import { signInAs } from './admin-fixtures';

/**
 * Double opt-in: a newsletter sign-up is thanked and told to look for an e-mail; the e-mail, in
 * the sign-up's language, links to a page that confirms only when its button is pressed (with or
 * without the page's script); the console's list says who confirmed.
 */
const TEXT = {
  en: {
    thanks: 'Thanks for subscribing!',
    checkEmail: 'We sent you an e-mail: open its link to confirm',
    subject: 'Please confirm: the Saba newsletter',
    title: 'Confirm your e-mail',
    button: 'Yes, send it to me',
    confirmed: 'Thank you: your address is confirmed, and you will receive the Saba newsletter.',
    unknown: 'This link is not valid. Sign up again and we will send you a new one.',
  },
  ar: {
    thanks: 'شكراً لاشتراكك!',
    checkEmail: 'أرسلنا إليك رسالة بريد إلكتروني: افتح الرابط فيها للتأكيد',
    subject: 'يرجى التأكيد: النشرة البريدية من سباء',
    title: 'أكّد بريدك الإلكتروني',
    button: 'نعم، أرسلوه إليّ',
    confirmed: 'شكرًا لك: تم تأكيد عنوانك، وستصلك النشرة البريدية من سباء.',
    unknown: 'هذا الرابط غير صالح. اشترك مجددًا وسنرسل إليك رابطًا جديدًا.',
  },
};

/** The confirmation link's path in the e-mail sent to the address. */
async function confirmationPath(email: string, subject: string): Promise<string> {
  const mail = await waitForMail([email, subject]);
  const link = /https?:\/\/[^/\s]+(\/(?:ar\/)?subscriptions\/[A-Za-z0-9_-]{43})/.exec(mail);
  expect(link, mail).not.toBeNull();
  return link![1]!;
}

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test(`a newsletter sign-up confirms from its e-mail's link (${locale})`, async ({
    page,
  }, testInfo) => {
    const email = `confirm-${locale}-${testInfo.project.name}-${Date.now() % 1_000_000}@example.com`;
    await page.goto(localePath(locale, '/'));
    const field = page.locator('#newsletter-email');
    await field.fill(email);
    await field.locator('xpath=ancestor::form').getByRole('button').click();
    const thanks = page.getByRole('status').filter({ hasText: t.thanks }).first();
    await expect(thanks).toContainText(t.checkEmail);

    const path = await confirmationPath(email, t.subject);
    expect(path.startsWith(locale === 'ar' ? '/ar/subscriptions/' : '/subscriptions/')).toBe(true);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    // Opening the link confirms nothing (a mail scanner opens links too): the list says not yet.
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.button }).click();
    await expect(page.getByRole('status')).toHaveText(t.confirmed);
    // Opened again, the page says it is done.
    await page.reload();
    await expect(page.getByText(t.confirmed)).toBeVisible();
    await expect(page.getByRole('button', { name: t.button })).toHaveCount(0);

    // An altered link opens nothing.
    await page.goto(`${path.slice(0, -3)}abc`);
    await expect(page.getByRole('alert')).toHaveText(t.unknown);

    await signInAs(page, 'manager');
    await page.goto(`/admin/lists?list=newsletter&q=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).not.toContainText('Not yet');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the confirmation button posts and confirms', async ({ page }, testInfo) => {
    const email = `confirm-nojs-${testInfo.project.name}-${Date.now() % 1_000_000}@example.com`;
    await page.goto('/');
    const field = page.locator('#newsletter-email');
    await field.fill(email);
    await field.locator('xpath=ancestor::form').getByRole('button').click();
    await expect(page.getByText(TEXT.en.thanks).first()).toBeVisible();
    const path = await confirmationPath(email, TEXT.en.subject);
    await page.goto(path);
    await page.getByRole('button', { name: TEXT.en.button }).click();
    await expect(page.getByText(TEXT.en.confirmed)).toBeVisible();
  });
});

test('an unconfirmed sign-up shows as not yet confirmed in the console', async ({
  page,
}, testInfo) => {
  const email = `unconfirmed-${testInfo.project.name}-${Date.now() % 1_000_000}@example.com`;
  await page.goto('/');
  const field = page.locator('#newsletter-email');
  await field.fill(email);
  await field.locator('xpath=ancestor::form').getByRole('button').click();
  await expect(page.getByText(TEXT.en.thanks).first()).toBeVisible();
  await signInAs(page, 'manager');
  await page.goto(`/admin/lists?list=newsletter&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText(
    'Not yet (only confirmed addresses are mailed)',
  );
});
