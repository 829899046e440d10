// The plain test: the project's own touches a page and waits until it is live after each
// navigation, which is what these tests look at before.
import { expect, test, type Page } from '@playwright/test';
import { localePath, LOCALES } from './fixtures';

/*
 * A public page whose every control works before the framework runs starts the framework only
 * when a person first touches it (src/http/start-on-touch.mts, ADR 0027). These tests act as that
 * person on a phone, in English and Arabic: the page is drawn and not running the
 * framework while nobody touches it; the first touch starts it; a dish's Add tapped before then
 * opens its dialog once the page is live; a review link and a dish's own link open their dialogs
 * untouched; text typed in a form before then is kept; the checkout
 * says at once that there is no order where the browser holds none, and starts the framework at
 * once where it holds a cart.
 */

const TEXT = {
  en: {
    dish: 'Lamb Haneeth',
    rice: 'Saffron rice',
    add: /^Add to order · \$/,
    empty: 'Your order is empty.',
    loading: 'Loading your order…',
    place: /^Place order · \$/,
    name: 'Full name',
    rate: 'Rate your visit',
  },
  ar: {
    dish: 'حنيذ لحم',
    rice: 'أرز بالزعفران',
    add: /^أضف إلى الطلب · \$/,
    empty: 'طلبك فارغ.',
    loading: 'جارٍ تحميل طلبك…',
    place: /^أرسل الطلب · \$/,
    name: 'الاسم الكامل',
    rate: 'قيّم زيارتك',
  },
};

const isLive = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

const untilLive = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 20_000,
  });

/** The framework's scripts the page has run (not those only fetched ahead, nor old browsers' polyfills). */
const scriptsRun = (page: Page) =>
  page.evaluate(
    () => document.querySelectorAll('script[src*="/_next/static/"]:not([nomodule])').length,
  );

/** Holds the framework's scripts back by `ms` (a slow phone on a slow network). */
async function slowScripts(page: Page, ms: number): Promise<void> {
  await page.route('**/_next/static/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

for (const locale of LOCALES) {
  const t = TEXT[locale];
  const order = localePath(locale, '/locations/east-dearborn/order');
  const checkout = localePath(locale, '/locations/east-dearborn/order/checkout');

  test(`a page nobody touches is drawn and runs no framework; the first touch starts it (${locale})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/contact'));
    await page.waitForTimeout(1500);
    expect(await scriptsRun(page)).toBe(0);
    expect(await isLive(page)).toBe(false);
    await expect(page.getByLabel(t.name)).toBeVisible();
    // A touch that changes nothing on the page (a key, as a person's first scroll would be).
    await page.keyboard.press('Shift');
    await untilLive(page);
    expect(await scriptsRun(page)).toBeGreaterThan(0);
  });

  test(`a dish's Add tapped before the page is live opens its dialog once it is (${locale})`, async ({
    page,
    isMobile,
  }) => {
    await slowScripts(page, 2000);
    await page.goto(order, { waitUntil: 'domcontentloaded' });
    const add = page
      .locator('li', { has: page.getByRole('heading', { name: t.dish, exact: true }) })
      .getByRole('button');
    // Enabled as soon as the page is parsed: a tap is held until the framework has run.
    await expect(add).toBeEnabled();
    expect(await isLive(page)).toBe(false);
    if (isMobile) await add.tap();
    else await add.click();
    expect(await isLive(page)).toBe(false);
    const dialog = page.getByRole('dialog', { name: t.dish });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    // Once, not twice: the held tap made again, and nothing else.
    await expect(page.getByRole('dialog')).toHaveCount(1);

    // The dish goes into the cart; the checkout then starts the framework at once, untouched.
    await dialog.getByRole('radio', { name: t.rice }).check();
    await dialog.getByRole('button', { name: t.add }).click();
    await expect(dialog).toBeHidden();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto(checkout);
    await expect(page.getByRole('button', { name: t.place })).toBeVisible({ timeout: 20_000 });
    expect(await isLive(page)).toBe(true);
  });

  test(`the checkout says at once that there is no order where the browser holds none (${locale})`, async ({
    page,
  }) => {
    // Even with the framework's scripts blocked: the page's own loader knows.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto(checkout);
    await expect(page.getByText(t.empty)).toBeVisible();
    await expect(page.getByText(t.loading)).toBeHidden();
    expect(await isLive(page)).toBe(false);
  });

  test(`a link that opens a dialog opens it untouched: a review link, a dish's own link (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${localePath(locale, '/')}?review=canton`);
    await expect(page.getByRole('dialog', { name: t.rate })).toBeVisible({ timeout: 20_000 });
    await page.goto(`${order}?dish=lamb-haneeth`);
    await expect(page.getByRole('dialog', { name: t.dish })).toBeVisible({ timeout: 20_000 });
  });

  test(`text typed in a form before the page is live is kept (${locale})`, async ({ page }) => {
    await slowScripts(page, 2000);
    await page.goto(localePath(locale, '/contact'), { waitUntil: 'domcontentloaded' });
    const name = page.getByLabel(t.name);
    await name.click();
    await name.pressSequentially('Amal Saleh', { delay: 30 });
    expect(await isLive(page)).toBe(false);
    await untilLive(page);
    await expect(name).toHaveValue('Amal Saleh');
  });
}
