import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInAs } from './admin-fixtures';
import { STAFF } from './staff';

test('users & roles: an owner gives a new sign-up a role; the last owner keeps theirs; audited', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = `hire-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  const password = 'new-hire-password';
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
  await expect(role).toHaveValue('none');
  await role.selectOption('editor');
  await expect(page.getByText('Role updated')).toBeVisible();
  await expect(role).toHaveValue('editor');

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
