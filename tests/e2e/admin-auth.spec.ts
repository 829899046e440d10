import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInAs } from './admin-fixtures';
import { STAFF, STAFF_PASSWORD } from './staff';

test.describe('admin sign-in and guards', () => {
  test('anonymous visitors are sent to the login page', async ({ page }) => {
    for (const path of [
      '/admin',
      '/admin/menu/categories',
      '/admin/menu/items',
      '/admin/settings',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('login validates with the spec messages, one at a time', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0);
    await page.getByLabel('Email').fill(STAFF.owner);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    ).toBeVisible();
  });

  test('an owner signs in, sees the dashboard and the whole sidebar, and signs out', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(STAFF.owner);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText("Welcome back! Here's what's happening today.")).toBeVisible();
    for (const card of [
      "Today's Submissions",
      'Open Franchise Leads',
      'Active Locations',
      'Reviews Needing Response',
    ]) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    await expect(page.getByText('Needs attention')).toBeVisible();
    await expect(page.getByText('Across all regions')).toBeVisible();
    await expect(page.getByText('Low ratings to address')).toBeVisible();
    await expect(page.getByText('Admin Console', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The login page sends a signed-in staff member back to the console.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);

    const isMobile = (page.viewportSize()?.width ?? 1280) < 768;
    if (isMobile) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const nav = page.getByRole('navigation', { name: 'Admin navigation' }).last();
    for (const entry of ['Categories', 'Media Library', 'Reservations', 'Audit Log', 'Settings']) {
      await expect(nav.getByRole('link', { name: entry })).toBeVisible();
    }
    await expect(page.getByText(STAFF.owner).filter({ visible: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).last().click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an account without a role is told so and reaches nothing', async ({ page }) => {
    await signInAs(page, 'none');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'does not have admin privileges' }),
    ).toBeVisible();
    await page.goto('/admin/menu/items');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expectNoAxeViolations(page);
  });

  test('an editor sees menu screens only; higher screens send them to the dashboard', async ({
    page,
  }) => {
    await signInAs(page, 'editor');
    await page.goto('/admin/menu/categories');
    await expect(page.getByRole('heading', { name: 'Menu Categories' })).toBeVisible();
    for (const path of ['/admin/reservations', '/admin/settings', '/admin/audit']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
    }
    const isMobile = (page.viewportSize()?.width ?? 1280) < 768;
    if (isMobile) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const nav = page.getByRole('navigation', { name: 'Admin navigation' }).last();
    await expect(nav.getByRole('link', { name: 'Menu Items' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reservations' })).toHaveCount(0);
  });

  test('a manager opens operations screens but not owner screens; unknown screens are not found', async ({
    page,
  }) => {
    await signInAs(page, 'manager');
    await page.goto('/admin/catering');
    await expect(page.getByRole('heading', { name: 'Catering', level: 1 })).toBeVisible();
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin$/);
    // The console streams (its loading state), so the page says so rather than the status code.
    await page.goto('/admin/no-such-screen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });

  test('sign-up creates an account without a role and returns to sign-in', async ({ page }) => {
    const email = `new-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
    await page.goto('/admin/login');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByRole('heading', { name: 'Create Admin Account' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText(
        'Account created! Please contact your administrator to assign admin privileges before logging in.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveValue('');

    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This email is already registered. Please sign in instead.' }),
    ).toBeVisible();
  });

  test('the sidebar collapses with Ctrl+B and remembers it', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 1280) < 768, 'desktop sidebar');
    await signInAs(page, 'editor');
    await page.goto('/admin');
    const sidebar = page.locator('aside[data-state]');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    await page.reload();
    await expect(page.locator('aside[data-state]')).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+b');
    await expect(page.locator('aside[data-state]')).toHaveAttribute('data-state', 'expanded');
  });
});
