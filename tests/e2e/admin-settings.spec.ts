import fs from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { expect, expectNoAxeViolations, test, waitForMail } from './fixtures';
import { signInAs } from './admin-fixtures';

test('settings: an owner changes contact details, social and review links; the site shows them at once', async ({
  page,
}, testInfo) => {
  // Site-wide values: one project changes them, so that parallel runs never race.
  test.skip(testInfo.project.name !== 'desktop', 'changes site-wide settings');
  await signInAs(page, 'owner');
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Contact e-mail').fill('not-an-email');
  await page.getByLabel('Scheduling link').fill('http://insecure.example');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Enter a full https:// link')).toBeVisible();

  await page.getByLabel('Contact e-mail').fill('hello@saba.test');
  await page.getByLabel('Phone', { exact: true }).fill('+1 (313) 555-0177');
  await page.getByLabel('Instagram profile').fill('https://www.instagram.com/saba.e2e');
  await page.getByLabel('Contact inquiries').fill('desk@saba.test, manager@saba.test');
  await page.getByLabel('Saba West Dearborn').fill('https://g.page/r/saba-west/review');
  await page.getByLabel('Scheduling link').fill('https://calendly.com/saba-e2e/intro');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Contact inquiries')).toHaveValue(
    'desk@saba.test\nmanager@saba.test',
  );

  await page.goto('/contact');
  await expect(
    page.getByRole('main').getByRole('link', { name: '+1 (313) 555-0177' }),
  ).toHaveAttribute('href', 'tel:+13135550177');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'hello@saba.test' }),
  ).toBeVisible();
  await page.goto('/ar');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: /إنستغرام/ }),
  ).toHaveAttribute('href', 'https://www.instagram.com/saba.e2e');
  await page.goto('/?review=west-dearborn');
  const dialog = page.getByRole('dialog', { name: 'Rate your visit' });
  await dialog.locator('label', { has: page.getByRole('radio', { name: '5 stars' }) }).click();
  await expect(dialog.getByRole('link', { name: 'Review us on Google' })).toHaveAttribute(
    'href',
    'https://g.page/r/saba-west/review',
  );
});

test('managers cannot open Settings', async ({ page }) => {
  await signInAs(page, 'manager');
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin$/);
});

test('an owner downloads the backup from Settings; managers cannot', async ({ page }) => {
  await signInAs(page, 'owner');
  await page.goto('/admin/settings');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download backup' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^saba-backup-\d{4}-\d\d-\d\d\.tar\.gz$/);
  const archive = gunzipSync(await fs.readFile((await download.path())!));
  // The tar's first entry is the manifest: its name, then after the 512-byte header its JSON.
  expect(archive.subarray(0, 13).toString()).toBe('manifest.json');
  const size = parseInt(archive.subarray(124, 136).toString().replace(/\0.*$/, ''), 8);
  const manifest = JSON.parse(archive.subarray(512, 512 + size).toString());
  expect(manifest).toMatchObject({
    format: 'saba-backup',
    migrations: { count: expect.any(Number) },
  });
  expect(manifest.tables.menu_items).toBeGreaterThanOrEqual(40);
  expect(manifest.tables.user).toBeGreaterThan(0);
  // Nothing that opens a door: no sessions (this very owner is signed in), no pending links.
  expect(manifest.tables).not.toHaveProperty('session');
  expect(manifest.tables).not.toHaveProperty('verification');

  await page.goto('/admin/audit');
  await expect(page.getByText('download-backup').first()).toBeVisible();

  await signInAs(page, 'manager');
  expect((await page.request.get('/api/admin/backup')).status()).toBe(403);
});

test("an owner finds, exports and erases a visitor's data on request", async ({
  page,
}, testInfo) => {
  const email = `forget-me-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/contact');
  await page.getByLabel('Full name').fill('Forget Me');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Location').selectOption('canton');
  await page.getByLabel('Message').fill('Please tell me what you keep about me, then forget me.');
  await page.getByLabel(/I agree/).check();
  await page.getByRole('button', { name: 'Send Message' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Submitted successfully!' }).first();
  await expect(status).toBeVisible();
  const ticket = (await status.textContent())?.match(/SABA-\d{8}-[A-Z0-9]{5}/)?.[0];

  await signInAs(page, 'owner');
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: "A visitor's data" });
  await card.getByLabel("Visitor's e-mail address").fill('not an address');
  await card.getByRole('button', { name: 'Find' }).click();
  await expect(card.getByText('Invalid email address')).toBeVisible();

  await card.getByLabel("Visitor's e-mail address").fill(email.toUpperCase());
  await card.getByRole('button', { name: 'Find' }).click();
  await expect(card.getByText('1 contact message')).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download as JSON' }).click(),
  ]);
  const exported = JSON.parse(await fs.readFile((await download.path())!, 'utf8'));
  expect(exported.data.contactInquiries[0].ticketId).toBe(ticket);

  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'Erase all of it' }).click();
  await expect(page.getByText(/records? erased/)).toBeVisible();
  await card.getByRole('button', { name: 'Find' }).click();
  await expect(card.getByText(`Nothing is stored about ${email.toUpperCase()}.`)).toBeVisible();
});

test('mail they can trust: owners are told that mail is only written to disk, and a test e-mail shows where it went', async ({
  page,
}) => {
  // The test server has no SMTP server: mail goes to the data folder only.
  await signInAs(page, 'owner');
  await page.goto('/admin');
  const warning = page.getByRole('alert').filter({ hasText: 'E-mail is only written to disk' });
  await expect(warning).toBeVisible();
  await warning.getByRole('link', { name: 'See Settings → Mail' }).click();
  await expect(page).toHaveURL(/\/admin\/settings#mail$/);
  const card = page.locator('#mail');
  await expect(card).toContainText('No SMTP server is set');
  await card.getByRole('button', { name: 'Send a test e-mail to owner@e2e.test' }).click();
  await expect(card.getByRole('status')).toContainText(
    'Written to the data folder, not sent (no SMTP server is set):',
  );
  await expect(card.getByRole('status')).toContainText(/written to the mail folder as \S+\.eml/);
  await waitForMail(['owner@e2e.test', 'This is a test e-mail sent from Settings']);
  await expectNoAxeViolations(page);

  // Managers cannot change it, but they answer table requests and orders: they are told too,
  // with whom to ask rather than a way to Settings.
  await page.context().clearCookies();
  await signInAs(page, 'manager');
  for (const screen of ['/admin', '/admin/reservations', '/admin/orders']) {
    await page.goto(screen);
    const notice = page.getByRole('alert').filter({ hasText: 'E-mail is only written to disk' });
    await expect(notice).toContainText('until an owner sets an SMTP server');
    await expect(notice.getByRole('link')).toHaveCount(0);
  }
});

test('the Mail screen lists what the site sent, for owners only', async ({ page }) => {
  await signInAs(page, 'owner');
  await page.goto('/admin/mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await expect(page.getByText('No SMTP server is set: messages are only written')).toBeVisible();
  const filters = page.getByRole('navigation', { name: 'Show' });
  await expect(filters.getByRole('link')).toHaveText(['All', 'Failed', 'Waiting', 'Sent']);
  await filters.getByRole('link', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/\/admin\/mail\?status=failed$/);
  await expect(filters.getByRole('link', { name: 'Failed' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page);
  await page.context().clearCookies();
  await signInAs(page, 'manager');
  await page.goto('/admin/mail');
  await expect(page).toHaveURL(/\/admin$/);
});

test('with mail only written to disk, an owner copies an invitation’s link and hands it over; it works', async ({
  page,
  browser,
}, testInfo) => {
  const email = `handed-${testInfo.project.name}-${Date.now() % 1_000_000}@e2e.test`;
  await signInAs(page, 'owner');
  await page.goto('/admin/users');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByRole('region', { name: 'Pending invitations' }).getByText(email),
  ).toBeVisible();

  // Once the outbox has written it to the data folder, the Mail screen lists it as sent.
  const written = await waitForMail([email, 'invites you']);
  await page.goto('/admin/mail?status=sent');
  const card = page.getByRole('listitem').filter({ hasText: `To ${email}` });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Copy the link for ${email}` }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await card.getByLabel(`Link for ${email}`, { exact: true }).inputValue();
  expect(link).toContain('/admin/invitation?token=');
  // The same link as the e-mail written to the data folder.
  expect(written).toContain(link);

  const invited = await browser.newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: 'Join the admin console' })).toBeVisible();
  await invited.close();
});

test('an owner sets the home page rating and a testimonial in both languages; the home pages show them at once', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'changes the home page for everyone');
  await signInAs(page, 'owner');
  // The home pages as stored before (they are served from the page store).
  await page.goto('/');
  await page.goto('/ar');
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: "Home page: rating and guests' words" });
  await expect(card.getByLabel('Rating (1 to 5)')).toHaveValue('4.8');
  await card.getByLabel('Rating (1 to 5)').fill('4.85');
  await card.getByRole('button', { name: 'Save home page' }).click();
  await expect(
    card.getByText('A rating is a number from 1 to 5 with one decimal, such as 4.8'),
  ).toBeVisible();

  const first = card.getByRole('group', { name: 'Testimonial 1' });
  await card.getByLabel('Rating (1 to 5)').fill('4.9');
  await first.getByLabel('Words (English)').fill('The zorbian is worth the drive from Toledo.');
  await first.getByLabel('Words (Arabic)').fill('الزربيان يستحق المشوار من توليدو.');
  await first.getByLabel("Guest's name (English)").fill('Sami K., Toledo');
  await first.getByLabel("Guest's name (Arabic)").fill('سامي ك.، توليدو');
  await card.getByRole('button', { name: 'Save home page' }).click();
  await expect(page.getByText('Home page saved: it shows the new words now')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/');
  await expect(page.getByText('4.9 guest rating')).toBeVisible();
  await expect(page.getByText('The zorbian is worth the drive from Toledo.')).toBeVisible();
  await expect(page.getByText('Sami K., Toledo')).toBeVisible();
  await page.goto('/ar');
  await expect(page.getByText('الزربيان يستحق المشوار من توليدو.')).toBeVisible();
  await expect(page.getByText('سامي ك.، توليدو')).toBeVisible();
});
