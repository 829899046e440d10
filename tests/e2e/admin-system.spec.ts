import {
  expect,
  expectNoAxeViolations,
  subscribeFromArabicHome,
  test,
  waitForMail,
} from './fixtures';
import { signInAs } from './admin-fixtures';
import { STAFF } from './staff';

test('users & roles: a role only for a confirmed address; the last owner keeps theirs; audited', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = `hire-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  const password = 'new-hire-saffron-lantern';
  const newcomer = await browser.newPage();
  const signUp = await newcomer.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: email },
    headers: { origin: `http://localhost:${process.env.E2E_PORT || '3210'}` },
  });
  expect(signUp.ok()).toBe(true);
  await newcomer.goto('/admin');
  await expect(newcomer).toHaveURL(/\/admin\/login$/);
  await expect(newcomer.getByText('does not have admin privileges')).toBeVisible();

  await signInAs(page, 'owner');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users & Roles' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByPlaceholder('Search by e-mail...').fill(email);
  const role = page.getByLabel(`Role of ${email}`);
  const account = page.getByRole('row').filter({ hasText: email });
  await expect(role).toHaveValue('none');
  // Not confirmed yet: anyone could have signed up with this address.
  await expect(account.getByText('Not confirmed')).toBeVisible();
  await role.selectOption('editor');
  await expect(page.getByText('has not confirmed its e-mail address yet')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Role of ${email}`)).toHaveValue('none');

  // The person opens the confirmation link e-mailed at sign-up (through the outbox).
  const mail = await waitForMail(email);
  expect(mail).toContain('confirm your e-mail address');
  const link = /http:\/\/localhost:\d+\/api\/auth\/verify-email\?token=[^\s]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await newcomer.goto(link!.replace(/^http:\/\/localhost:\d+/, ''));
  await page.reload();
  await expect(account.getByText('Confirmed', { exact: true })).toBeVisible();
  await page.getByLabel(`Role of ${email}`).selectOption('editor');
  await expect(page.getByText('Role updated')).toBeVisible();
  await expect(page.getByLabel(`Role of ${email}`)).toHaveValue('editor');

  await newcomer.goto('/admin');
  await expect(newcomer.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await newcomer.close();

  await page.getByPlaceholder('Search by e-mail...').fill(STAFF.owner);
  const own = page.getByLabel(`Role of ${STAFF.owner}`);
  await own.selectOption('manager');
  await expect(
    page.getByText('The last owner cannot lose the owner role. Make someone else owner first.'),
  ).toBeVisible();
  await expect(own).toHaveValue('owner');

  await page.goto(`/admin/audit?entity=user&actor=${encodeURIComponent(STAFF.owner)}`);
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'set-role' }).first();
  await expect(row).toContainText(STAFF.owner);
  await row.getByText('Show before/after').click();
  await expect(row).toContainText('"editor"');
  await expectNoAxeViolations(page);
});

test('managers cannot open users, audit or settings', async ({ page }) => {
  await signInAs(page, 'manager');
  for (const path of ['/admin/users', '/admin/audit', '/admin/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin$/);
  }
});

test('lists: an Arabic-page newsletter sign-up shows, exports as UTF-8 CSV with BOM, and can be removed', async ({
  page,
}) => {
  const email = `reader-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await subscribeFromArabicHome(page, email);

  await signInAs(page, 'manager');
  await page.goto('/admin/lists');
  await expect(page.getByRole('heading', { name: 'Lists', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Search by e-mail...').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Arabic');
  await expectNoAxeViolations(page);

  await expect(page).toHaveURL(/q=/);
  const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('text/csv');
  const body = await response.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = body.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('email,language,created_at,confirmed_at');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^${email.replace(/[.]/g, '\\.')},ar,\\d{4}-`));

  // The tabs and the search are one choice: a search typed while the next list is still on its
  // way (held back here) is that list's, not the one being left.
  const search = page.getByPlaceholder('Search by e-mail...');
  const bronx = page.getByRole('link', { name: 'Bronx notify list' });
  await bronx.click();
  await expect(page).toHaveURL(/list=bronx/);
  await expect(search).toHaveValue('');
  await page.route(
    (url) => url.pathname === '/admin/lists' && !url.search.includes('list='),
    async (route) => {
      if (route.request().headers()['rsc']) await new Promise((r) => setTimeout(r, 1_500));
      await route.fallback();
    },
  );
  await page.getByRole('link', { name: 'Newsletter' }).click();
  await search.fill(email);
  await expect(page).toHaveURL(new RegExp(`/admin/lists\\?q=${encodeURIComponent(email)}$`));
  await expect(row).toContainText('Arabic');
  await expect(page.getByRole('link', { name: 'Newsletter' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.unrouteAll();
  // Back is the Bronx list again: its tab, and its (empty) search.
  await page.goBack();
  await expect(page).toHaveURL(/list=bronx$/);
  await expect(bronx).toHaveAttribute('aria-current', 'page');
  await expect(search).toHaveValue('');
  await page.goForward();
  await expect(search).toHaveValue(email);
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: `Delete ${email}` }).click();
  await expect(page.getByText('Removed from the list')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('editors cannot export lists', async ({ page }) => {
  await signInAs(page, 'editor');
  expect((await page.request.get('/api/admin/export/lists?list=newsletter')).status()).toBe(403);
  await page.context().clearCookies();
  expect((await page.request.get('/api/admin/export/lists?list=newsletter')).status()).toBe(401);
});
