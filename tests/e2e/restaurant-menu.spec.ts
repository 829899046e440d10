import type { Page } from '@playwright/test';
import { dayAhead, expect, expectNoAxeViolations, localePath, LOCALES, test } from './fixtures';
import { signInWithEmail } from './admin-fixtures';
import { CANTON_MANAGER } from './staff';

/*
 * Each restaurant its own menu: a manager limited to Canton sells out a dish there and raises its
 * price; Canton's menu shows both in English and Arabic, West Dearborn's and the brand menu do
 * not. The same manager sees only Canton's bookings, and the server refuses a booking at another
 * restaurant even when the request is altered on its way.
 */

const DISH = { en: 'Kofta Plate', ar: 'طبق كفتة' };
/** The dish's category: each menu page shows one. */
const CATEGORY = '?category=mediterranean-grill';
// The public menu shows whole dollars (spec): $15.99 reads $16, $19.75 reads $20.
const BRAND_PRICE = '$16';
const CANTON_PRICE = '$20';
const TEXT = {
  en: { soldOut: 'Sold out today', varies: 'Price varies by restaurant' },
  ar: { soldOut: 'نفد اليوم', varies: 'يختلف السعر حسب المطعم' },
} as const;

function dishOn(page: Page, locale: (typeof LOCALES)[number]) {
  return page.locator('main li', { hasText: DISH[locale] }).first();
}

test.describe.configure({ mode: 'serial' });

test('a manager limited to Canton sells out a dish there and raises its price; only Canton changes', async ({
  page,
}) => {
  await signInWithEmail(page, CANTON_MANAGER);
  await page.goto('/admin/menu/items');
  // Canton is the one restaurant this manager has: no brand view, no other restaurant.
  const picker = page.getByRole('combobox', { name: 'Restaurant' });
  await expect(picker).toHaveValue('canton');
  await expect(picker.locator('option')).toHaveText(['Saba Canton']);
  await expectNoAxeViolations(page);

  const price = page.getByLabel(`Price at Saba Canton: ${DISH.en}`);
  await price.fill('1e9');
  await price.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter a price such as 12.50' }),
  ).toBeVisible();
  await price.fill('19.75');
  await price.press('Enter');
  await expect(page.getByText('Price at Saba Canton saved').first()).toBeVisible();
  const soldOut = page.getByRole('button', { name: `Sold out today at Saba Canton: ${DISH.en}` });
  await soldOut.click();
  await expect(soldOut).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByText('Sold out today at Saba Canton; back after midnight there').first(),
  ).toBeVisible();

  for (const locale of LOCALES) {
    await page.goto(localePath(locale, '/locations/canton/menu') + CATEGORY);
    await expect(dishOn(page, locale)).toContainText(CANTON_PRICE);
    await expect(dishOn(page, locale)).toContainText(TEXT[locale].soldOut);

    await page.goto(localePath(locale, '/locations/west-dearborn/menu') + CATEGORY);
    await expect(dishOn(page, locale)).toContainText(BRAND_PRICE);
    await expect(dishOn(page, locale)).not.toContainText(TEXT[locale].soldOut);

    await page.goto(localePath(locale, '/menu') + CATEGORY);
    await expect(dishOn(page, locale)).toContainText(BRAND_PRICE);
    await expect(dishOn(page, locale)).not.toContainText(TEXT[locale].soldOut);
    await expect(dishOn(page, locale)).toContainText(TEXT[locale].varies);
  }
});

test("the Canton manager sees only Canton's bookings and cannot book at another restaurant", async ({
  page,
}) => {
  await signInWithEmail(page, CANTON_MANAGER);
  await page.goto('/admin/reservations');
  await expect(page.getByText('John Future')).toBeVisible();
  await expect(page.getByText('Omar Visit')).toHaveCount(0);
  await expect(page.getByText('Huda Ali')).toHaveCount(0);
  // Other restaurants' menu screens and brand-wide screens are not theirs.
  await expect(page.getByRole('link', { name: 'Categories' })).toHaveCount(0);
  await page.goto('/admin/menu/categories');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/admin/reservations');

  // The form offers Canton only; a request altered to name West Dearborn is refused by the server
  // (its message is the toast's) and writes nothing.
  await page.getByRole('button', { name: 'Add Reservation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a phone booking' });
  await expect(dialog.getByLabel('Location', { exact: true }).locator('option')).toHaveText([
    'Saba Canton',
  ]);
  await dialog.getByLabel('Date', { exact: true }).fill(dayAhead(21));
  await dialog.getByLabel("Time (24-hour, the location's time)").fill('18:00');
  await dialog.getByLabel('Guests', { exact: true }).fill('2');
  await dialog.getByLabel("Guest's name").fill('Altered Request');
  await dialog.getByLabel('Phone', { exact: true }).fill('+1 734 555 0191');
  let altered = false;
  await page.route('**/admin/reservations**', async (route) => {
    const request = route.request();
    const body = request.postData();
    if (request.method() === 'POST' && body?.includes('"canton"')) {
      altered = true;
      return route.continue({ postData: body.replaceAll('"canton"', '"west-dearborn"') });
    }
    return route.continue();
  });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(
    page.getByText('That restaurant is not one of yours. Nothing was changed.'),
  ).toBeVisible();
  expect(altered).toBe(true);
  await page.unroute('**/admin/reservations**');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(page.getByText('Altered Request')).toHaveCount(0);
});
