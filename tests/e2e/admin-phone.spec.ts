import type { Locator, Page } from '@playwright/test';
import { dayAhead, expect, expectNoAxeViolations, test } from './fixtures';
import { signInAs } from './admin-fixtures';
import { PHONE_ROLE_EMAIL } from './staff';

/**
 * The console on a phone (390 × 844, the 'console-phone' project): every screen an owner opens
 * fits the screen with nothing to swipe sideways, passes axe, and its buttons are big enough for
 * a finger; the sidebar is a sheet that keeps focus; each screen's main action is done once.
 */

const SCREENS = [
  '/admin',
  '/admin/menu/categories',
  '/admin/menu/items',
  '/admin/menu/modifiers',
  '/admin/menu/combos',
  '/admin/media',
  '/admin/instagram',
  '/admin/locations',
  '/admin/orders',
  '/admin/promo-codes',
  '/admin/reservations',
  '/admin/catering',
  '/admin/contacts',
  '/admin/careers',
  '/admin/franchise-pipeline',
  '/admin/franchise-pipeline?view=board',
  '/admin/reviews',
  '/admin/lists',
  '/admin/campaigns',
  '/admin/loyalty',
  '/admin/users',
  '/admin/audit',
  '/admin/mail',
  '/admin/settings',
  '/admin/security',
];

/** What does not fit: the page wider than the screen, or any box that scrolls sideways. */
async function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page');
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      const { overflowX } = getComputedStyle(el);
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1) {
        found.push(`${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)}`);
      }
    }
    return found;
  });
}

/** Buttons and fields in the page that a finger would miss: under 44px high. */
async function smallTargets(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'main button, main select, main input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=color])',
      ),
    ]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.height < 44;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().height)}px`,
      ),
  );
}

/** A control on the screen's width: reached by scrolling down, never sideways. */
async function expectWithinWidth(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'the control is drawn').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  await expect(control).toBeInViewport();
}

for (const path of SCREENS) {
  test(`console screen ${path} on a phone: fits, axe clean, targets for a finger`, async ({
    page,
  }) => {
    await signInAs(page, 'owner');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Admin Console/);
    await expectNoAxeViolations(page);
    expect(await sidewaysScroll(page), `${path} scrolls sideways`).toEqual([]);
    expect(await smallTargets(page), `${path} has small targets`).toEqual([]);
  });
}

test('the sidebar sheet keeps focus inside, closes on Escape and on a link, and gives focus back', async ({
  page,
}) => {
  await signInAs(page, 'owner');
  await page.goto('/admin');
  const button = page.getByRole('button', { name: 'Toggle sidebar' });
  await button.click();
  const sheet = page.getByRole('dialog', { name: 'Admin navigation' });
  await expect(sheet).toBeVisible();
  // Tab round the whole sheet and past it: focus never leaves.
  const links = await sheet.locator('a, button').count();
  for (let i = 0; i < links + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await sheet.getByRole('link', { name: 'Menu Items' }).click();
  await expect(page).toHaveURL(/\/admin\/menu\/items$/);
  await expect(sheet).toBeHidden();
  // Choosing the screen one is on closes the sheet too.
  await button.click();
  await sheet.getByRole('link', { name: 'Menu Items' }).click();
  await expect(sheet).toBeHidden();
});

test('on a phone an owner marks a dish sold out from its card, and back', async ({ page }) => {
  await signInAs(page, 'owner');
  await page.goto('/admin/menu/items?q=Fahsa');
  const card = page.getByRole('row').filter({ hasText: 'Lamb Fahsa' }).first();
  await expect(card).toBeVisible();
  // The card's facts are labelled by their column.
  await expect(card.locator('td[data-label="Price"]')).toContainText('$');
  await expect(card.locator('td[data-label="Category"]')).toBeVisible();
  const soldOut = card.getByRole('button', { name: /^Sold out today at every restaurant/ });
  await expectWithinWidth(page, soldOut);
  await soldOut.click();
  await expect(page.getByText('Marked sold out for today')).toBeVisible();
  await expect(soldOut).toHaveAttribute('aria-pressed', 'true');
  await soldOut.click();
  await expect(page.getByText('Available again')).toBeVisible();
  await expect(soldOut).toHaveAttribute('aria-pressed', 'false');
});

test('on a phone an owner opens a message from the inbox card', async ({ page }) => {
  await signInAs(page, 'owner');
  await page.goto('/admin/contacts');
  const view = page.getByRole('button', { name: /^View / }).first();
  await expectWithinWidth(page, view);
  await view.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Status', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('on a phone an owner confirms a table request from its card', async ({ page }, testInfo) => {
  const name = `Phone Guest ${testInfo.project.name} ${Date.now() % 1_000_000}`;
  const date = dayAhead(9);
  await page.goto(`/reserve?location=canton&date=${date}&party=2`);
  const form = page.locator('form', { has: page.locator('[name="reservationTime"]') });
  await form.getByText('7:00 PM', { exact: true }).click();
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill('phone-guest@example.com');
  await form.getByLabel('Phone').fill('+1 734 555 0188');
  await form.getByRole('button', { name: 'Request this table' }).click();
  await expect(page.getByRole('heading', { name: 'Request Received!' })).toBeVisible();

  await signInAs(page, 'owner');
  await page.goto(`/admin/reservations?date=${date}`);
  const card = page.getByRole('listitem').filter({ hasText: name });
  const confirm = card.getByRole('button', { name: /^Confirm/ });
  await expectWithinWidth(page, confirm);
  await confirm.click();
  await expect(card).toContainText('Confirmed');
});

test('on a phone an owner changes a person’s role from the Users card', async ({ page }) => {
  await signInAs(page, 'owner');
  await page.goto(`/admin/users?q=${encodeURIComponent(PHONE_ROLE_EMAIL)}`);
  const role = page.getByLabel(`Role of ${PHONE_ROLE_EMAIL}`);
  await expectWithinWidth(page, role);
  await role.selectOption('manager');
  await expect(page.getByText('Role updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Role of ${PHONE_ROLE_EMAIL}`)).toHaveValue('manager');
  // Back as it was, for a second run.
  await page.getByLabel(`Role of ${PHONE_ROLE_EMAIL}`).selectOption('editor');
  await expect(page.getByText('Role updated').first()).toBeVisible();
});
