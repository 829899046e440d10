import { expect, test, waitForMail } from './fixtures';

test.describe('contact form', () => {
  test('shows each validation message and writes nothing until valid', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Please select a location')).toBeVisible();
    await expect(page.getByText('Message must be at least 20 characters')).toBeVisible();
    await expect(page.getByText('You must agree to continue')).toBeVisible();
  });

  test('shows the messages in Arabic', async ({ page }) => {
    await page.goto('/ar/contact');
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByText('يجب أن يتكون الاسم من حرفين على الأقل')).toBeVisible();
    await expect(page.getByText('يرجى اختيار الفرع')).toBeVisible();
    await expect(page.getByText('يجب الموافقة للمتابعة')).toBeVisible();
  });

  test('submits, stores the inquiry with a ticket, and queues the staff e-mail', async ({
    page,
  }) => {
    const name = `Amal Test ${Date.now()}`;
    await page.goto('/contact');
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill('amal@example.com');
    await page.getByLabel('Location').selectOption('canton');
    await page.getByLabel('Inquiry type').selectOption('catering');
    await page
      .getByLabel('Message')
      .fill('We would like catering for sixty guests next month, please.');
    await page.getByLabel(/I agree/).check();
    await page.getByLabel('Attachment').setInputFiles({
      name: 'menu.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Submitted successfully!' }).first();
    await expect(status).toBeVisible();
    const ticket = (await status.textContent())?.match(/SABA-\d{8}-[A-Z0-9]{5}/)?.[0];
    expect(ticket).toBeTruthy();
    const mail = await waitForMail(ticket!);
    expect(mail).toContain(name);
    expect(mail).toContain('catering');
    expect(mail).toContain('menu.png');
    // The thank-you panel gives way to the form again after 5 seconds.
    await expect(page.getByLabel('Full name')).toBeVisible({ timeout: 8000 });
    await expect(page.getByLabel('Full name')).toHaveValue('');
  });

  test('a post the server is too busy to take: told in Arabic, fields kept, sent again', async ({
    page,
  }) => {
    await page.goto('/ar/contact');
    const form = page.locator('form').filter({ has: page.locator('[name="message"]') });
    await form.locator('[name="fullName"]').fill('أمل اختبار');
    await form.locator('[name="email"]').fill('amal.busy@example.com');
    await form.locator('[name="locationSlug"]').selectOption('canton');
    await form.locator('[name="message"]').fill('نريد طعاماً لستين ضيفاً في الشهر القادم من فضلكم.');
    await form.locator('[name="consent"]').check();
    // The front server's answer when it cannot take more posts (src/http/intake-gate.mts).
    await page.route('**/ar/contact', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            headers: { 'retry-after': '5', 'content-type': 'application/json' },
            body: JSON.stringify({ status: 'error', error: 'httpErrors.busy' }),
          })
        : route.continue(),
    );
    await form.locator('button[type="submit"]').click();
    await expect(page.getByText('لم يُرسل نموذجك').first()).toBeVisible();
    await expect(form.locator('[name="fullName"]')).toHaveValue('أمل اختبار');
    await expect(form.locator('[name="message"]')).not.toHaveValue('');

    await page.unroute('**/ar/contact');
    await form.locator('button[type="submit"]').click();
    await expect(page.getByText(/SABA-\d{8}-[A-Z0-9]{5}/).first()).toBeVisible();
  });

  test('refuses an attachment whose content is not an image or PDF', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Full name').fill('Sam Test');
    await page.getByLabel('Email').fill('sam@example.com');
    await page.getByLabel('Location').selectOption('canton');
    await page.getByLabel('Message').fill('A message that is long enough to pass.');
    await page.getByLabel(/I agree/).check();
    await page.getByLabel('Attachment').setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ this is an executable'),
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Attachments must be PNG, JPG or PDF files')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts natively and shows errors, then the ticket', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Full name').fill('N');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();

    await page.getByLabel('Full name').fill('Nour NoScript');
    await page.getByLabel('Email').fill('nour@example.com');
    await page.getByLabel('Location').selectOption('east-dearborn');
    await page.getByLabel('Message').fill('Writing without JavaScript, this should still arrive.');
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByText(/Ticket: SABA-\d{8}-[A-Z0-9]{5}\. We'll reply within 1 business day\./),
    ).toBeVisible();
    await waitForMail('Nour NoScript');
  });

  test('newsletter sign-up works from the home page', async ({ page }) => {
    await page.goto('/');
    await page.locator('#newsletter-email').fill('noscript@example.com');
    await page
      .locator('#newsletter-email')
      .locator('xpath=ancestor::form')
      .getByRole('button')
      .click();
    await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
  });
});

test('franchise application: messages, then success with the scheduling step', async ({ page }) => {
  await page.goto('/franchise/apply');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  for (const message of [
    'Name is required',
    'Invalid email address',
    'Phone number is required',
    'Preferred territory is required',
    'Liquid capital is required',
    'Net worth is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  // The notes field appears only when experience is ticked.
  await expect(page.getByLabel('Tell us about your experience')).toHaveCount(0);
  await page.getByLabel('I have prior restaurant experience').check();
  await expect(page.getByLabel('Tell us about your experience')).toBeVisible();

  const name = `Franchise Lead ${Date.now()}`;
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill('lead@example.com');
  await page.getByLabel('Phone').fill('+1 313 555 0100');
  await page.getByLabel('Preferred territory').fill('Houston, TX');
  await page.getByLabel('Liquid capital (USD)').fill('$200,000');
  await page.getByLabel('Net worth (USD)').fill('750000');
  await page.getByLabel('Tell us about your experience').fill('Ran two cafés for six years.');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText("Thank you! We'll be in touch soon.").first()).toBeVisible();
  await expect(page.getByText('Schedule a call with our franchise team:')).toBeVisible();
  const mail = await waitForMail(name);
  expect(mail).toContain('200,000');
  expect(mail).toContain('Houston, TX');
});

test('careers application: messages and Application Received!', async ({ page }) => {
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Valid phone number is required')).toBeVisible();
  await expect(page.getByText('Position is required')).toBeVisible();
  await page.getByLabel('Link to your resume').fill('not a url');
  await page.getByLabel('Link to your resume').blur();
  await expect(page.getByText('Must be a valid URL')).toBeVisible();

  const name = `Career Applicant ${Date.now()}`;
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill('cook@example.com');
  await page.getByLabel('Phone').fill('313-555-0199');
  await page.getByLabel('Position').selectOption('line-cook');
  await page.getByLabel('Link to your resume').fill('https://example.com/cv.pdf');
  // Leaving the field clears its error first (the button moves up as the message goes).
  await page.getByLabel('Link to your resume').blur();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible();
  expect(await waitForMail(name)).toContain('line-cook');
});

test('sign-ups: invalid e-mail message, thanks, and a repeat Bronx sign-up thanked again', async ({
  page,
}) => {
  await page.goto('/locations/bronx-coming-soon');
  const email = page.getByLabel('Email address');
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a valid email' }),
  ).toBeVisible();
  const address = `bronx-${Date.now()}@example.com`;
  await email.fill(address);
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByText("Thanks! We'll notify you when we open").first()).toBeVisible();
  await expect(email).toHaveValue('');
  await email.fill(address.toUpperCase());
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "Thanks! We'll notify you when we open" }),
  ).toBeVisible();
});

/** Clicks the visible star of a rating (the radio itself is visually hidden). */
const star = (scope: import('@playwright/test').Locator, name: string) =>
  scope.locator('label', { has: scope.page().getByRole('radio', { name }) });

test('feedback: 4-5 stars invite a public review; 1-3 stars ask what went wrong', async ({
  page,
}) => {
  await page.goto('/?review=canton');
  const dialog = page.getByRole('dialog', { name: 'Rate your visit' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await star(dialog, '5 stars').click();
  await expect(dialog.getByRole('link', { name: 'Review us on Google' })).toHaveAttribute(
    'href',
    /writereview\?placeid=/,
  );
  await dialog.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Rate your visit' }).click();
  await star(dialog, '2 stars').click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please enter your feedback')).toBeVisible();
  await expect(
    dialog.getByRole('link', { name: 'You can also leave a public review on Google.' }),
  ).toBeVisible();
  await dialog.getByLabel('Your feedback').fill('The bread came out cold.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('rate limit: too many submissions from one address get a clear message', async ({ page }) => {
  await page.goto('/');
  const email = page.locator('#newsletter-email');
  const submit = email.locator('xpath=ancestor::form').getByRole('button');
  for (let i = 0; i < 10; i++) {
    await email.fill(`limit-${i}-${Date.now()}@example.com`);
    await submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' }).first(),
    ).toBeVisible();
    await expect(submit).toBeEnabled();
  }
  await email.fill(`limit-over-${Date.now()}@example.com`);
  await submit.click();
  await expect(
    page.getByText('Too many attempts. Please wait a few minutes and try again.').first(),
  ).toBeVisible();
});
