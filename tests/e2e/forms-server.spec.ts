import type { Browser } from '@playwright/test';
import { expect, subscribeFromArabicHome, test } from './fixtures';
import { signInAs } from './admin-fixtures';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Reads a submission back the way staff would, in the console's list (in a browser of their own:
 * the console itself needs JavaScript). Returns the row.
 */
async function staffSees(browser: Browser, path: string, text: string) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await signInAs(page, 'manager');
  await page.goto(path);
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('limits the spec sets', () => {
  test('careers: a cover letter over 2,000 characters', async ({ page }) => {
    await page.goto('/careers');
    const letter = page.getByLabel('Cover letter');
    // The field stops typing at the limit; a pasted or scripted value is still checked.
    await letter.evaluate((el) => el.removeAttribute('maxlength'));
    await letter.fill('x'.repeat(2001));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Cover letter must be less than 2000 characters')).toBeVisible();
  });

  test('contact: a message over 1,000 characters and an attachment over 10 MB', async ({
    page,
  }) => {
    await page.goto('/contact');
    const message = page.getByLabel('Message');
    await message.evaluate((el) => el.removeAttribute('maxlength'));
    await message.fill('y'.repeat(1001));
    await page.getByLabel('Attachment').setInputFiles({
      name: 'large.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]),
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message must be less than 1000 characters')).toBeVisible();
    await expect(page.getByText('Attachments must be 10MB or smaller')).toBeVisible();
  });
});

test.describe('the remaining messages', () => {
  test('contact: name and e-mail over their limits', async ({ page }) => {
    await page.goto('/contact');
    // The fields stop typing at the limit; a pasted or scripted value is still checked.
    const name = page.getByLabel('Full name');
    const email = page.getByLabel('Email');
    for (const field of [name, email]) {
      await field.evaluate((el) => el.removeAttribute('maxlength'));
    }
    await name.fill('N'.repeat(101));
    await email.fill(`${'e'.repeat(250)}@example.com`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be less than 100 characters')).toBeVisible();
    await expect(page.getByText('Email must be less than 255 characters')).toBeVisible();
  });

  test('franchise: an amount that is not in dollars (Arabic page)', async ({ page }) => {
    await page.goto('/ar/franchise/apply');
    await page.getByLabel(/رأس المال السائل/).fill('كثير');
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByText('أدخل مبلغاً بالدولار الأمريكي، مثل 150000')).toBeVisible();
  });
});

test.describe('visit feedback without a rating (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('asks for a rating and stores nothing', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('form', { has: page.getByText('Your rating') });
    await card.getByLabel('Your feedback').fill('No stars chosen here.');
    await card.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Please choose a rating').first()).toBeVisible();
    await expect(page.getByText('Thank you for your feedback!')).toHaveCount(0);
  });
});

test.describe('without JavaScript, stored and read back by staff', () => {
  test.use({ javaScriptEnabled: false });

  test('franchise application', async ({ page, browser }) => {
    const name = `NoScript Lead ${Date.now()}`;
    await page.goto('/franchise/apply');
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill('noscript.lead@example.com');
    await page.getByLabel('Phone').fill('+1 313 555 0100');
    await page.getByLabel('Preferred territory').fill('Toledo, OH');
    await page.getByLabel('Liquid capital (USD)').fill('175000');
    await page.getByLabel('Net worth (USD)').fill('600000');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText("Thank you! We'll be in touch soon.").first()).toBeVisible();
    await staffSees(browser, `/admin/franchise-pipeline?q=${encodeURIComponent(name)}`, name);
  });

  test('careers application', async ({ page, browser }) => {
    const name = `NoScript Cook ${Date.now()}`;
    await page.goto('/careers');
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill('noscript.cook@example.com');
    await page.getByLabel('Phone').fill('313-555-0199');
    await page.getByLabel('Position').selectOption('prep-cook');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible();
    await staffSees(browser, `/admin/careers?q=${encodeURIComponent(name)}`, name);
  });

  test('contact inquiry', async ({ page, browser }) => {
    const name = `NoScript Guest ${Date.now()}`;
    await page.goto('/ar/contact');
    await page.getByLabel('الاسم الكامل').fill(name);
    await page.getByLabel('البريد الإلكتروني').fill('noscript.guest@example.com');
    await page.getByLabel('الفرع').selectOption('canton');
    await page.getByLabel('الرسالة').fill('رسالة من دون جافاسكربت، يجب أن تصل كاملة.');
    await page.getByLabel(/أوافق/).check();
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByText(/SABA-\d{8}-[A-Z0-9]{5}/)).toBeVisible();
    const row = await staffSees(browser, `/admin/contacts?q=${encodeURIComponent(name)}`, name);
    await expect(row).toContainText('Saba Canton');
  });

  test('visit feedback, low and good ratings', async ({ page, browser }) => {
    const note = `NoScript feedback ${Date.now()}: the bread came cold.`;
    await page.goto('/');
    const card = page.locator('form', { has: page.getByText('Your rating') });
    // Every part is shown without JavaScript: stars, the comment box and the public review link.
    await expect(card.getByRole('link', { name: /leave a public review/ })).toBeVisible();
    const stars = card.locator('label:has(input[name="rating"])');
    await stars.filter({ hasText: '2 stars' }).click();
    // The chosen star and the one before it light up, without JavaScript.
    const fill = (n: number) =>
      stars
        .nth(n)
        .locator('svg')
        .evaluate((el) => getComputedStyle(el).fill);
    expect(await fill(1)).toBe(await fill(0));
    expect(await fill(2)).not.toBe(await fill(1));
    await card.getByLabel('Your feedback').fill(note);
    await card.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you for your feedback!').first()).toBeVisible();
    const row = await staffSees(browser, `/admin/reviews?q=${encodeURIComponent(note)}`, note);
    await expect(row).toContainText('2');

    // A good rating needs no comment.
    await page.goto('/ar');
    const arabic = page.locator('form', { has: page.getByText('تقييمك') });
    await arabic.locator('label', { hasText: /^(5|٥) نجوم$/ }).click();
    await arabic.getByRole('button', { name: 'إرسال' }).click();
    await expect(page.getByText('شكراً لك على ملاحظاتك!').first()).toBeVisible();
  });

  test('Bronx notify and newsletter sign-ups', async ({ page, browser }) => {
    const bronx = `noscript-bronx-${Date.now()}@example.com`;
    await page.goto('/locations/bronx-coming-soon');
    await page.getByLabel('Email address').fill(bronx);
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.getByText("Thanks! We'll notify you when we open").first()).toBeVisible();
    const reader = `noscript-reader-${Date.now()}@example.com`;
    await subscribeFromArabicHome(page, reader);
    await staffSees(browser, `/admin/lists?list=bronx&q=${encodeURIComponent(bronx)}`, bronx);
    const row = await staffSees(browser, `/admin/lists?q=${encodeURIComponent(reader)}`, reader);
    await expect(row).toContainText('Arabic');
  });
});

test.describe('rate limits without JavaScript (every attempt from one address counts)', () => {
  test.use({ javaScriptEnabled: false });

  const FORMS = [
    { name: 'franchise', path: '/franchise/apply', button: 'Submit Application', limit: 5 },
    { name: 'careers', path: '/careers', button: 'Submit Application', limit: 5 },
    { name: 'contact', path: '/contact', button: 'Send Message', limit: 5 },
    { name: 'Bronx notify', path: '/locations/bronx-coming-soon', button: 'Notify Me', limit: 10 },
    { name: 'visit feedback', path: '/', button: 'Submit', limit: 10 },
  ];
  for (const form of FORMS) {
    test(`${form.name}: attempt ${form.limit + 1} is refused with a clear message`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto(form.path);
      for (let attempt = 1; attempt <= form.limit; attempt += 1) {
        await page.getByRole('button', { name: form.button, exact: true }).click();
        await page.waitForLoadState('load');
        await expect(page.getByText(TOO_MANY)).toHaveCount(0);
      }
      await page.getByRole('button', { name: form.button, exact: true }).click();
      await expect(page.getByText(TOO_MANY).first()).toBeVisible();
    });
  }
});
