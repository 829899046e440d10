// The plain test: the project's own waits until a page is live after each navigation, which is
// the moment these tests tap before.
import { expect, test, type Page } from '@playwright/test';
import { accessibleExpanded, localePath, LOCALES } from './fixtures';

/*
 * A public page paints before its scripts run (src/http/paint-first.mts): on a slow phone a
 * visitor taps in that moment. Each control they can touch then works, or works without scripts
 * at all: the language link (never swapped for another copy while the page comes alive, and
 * keeping the menu's category), the franchise FAQ (one answer open, by the browser itself), the
 * mobile menu (open, and said to be open). Each is tapped while the page's scripts are held back,
 * and with them blocked.
 */

/** Holds the site's scripts back by `ms` (a slow phone on a slow network). */
async function slowScripts(page: Page, ms: number): Promise<void> {
  await page.route('**/_next/static/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

/** Blocks the site's scripts altogether. */
async function noScripts(page: Page): Promise<void> {
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
}

const FAQ = {
  en: ['How much does it cost to open a Saba franchise?', 'What are the financial requirements?'],
  ar: ['كم تبلغ تكلفة افتتاح امتياز سباء؟', 'ما المتطلبات المالية؟'],
};

for (const locale of LOCALES) {
  const ar = locale === 'ar';
  const target = ar ? 'en' : 'ar';
  const menuPage = `${localePath(locale, '/menu')}?category=breakfast`;
  const otherMenuPage = `${localePath(target, '/menu')}?category=breakfast`;
  const toggleName = new RegExp(ar ? 'English' : 'العربية');

  test(`the language link, tapped at moments while the menu loads, always switches and keeps the category (${locale})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the header shows the language link from 768px; the menu has it below');
    await slowScripts(page, 1500);
    // From the first paint to after the page is live: each tap lands.
    for (const wait of [0, 150, 300, 600, 1000, 1600, 2400]) {
      await page.goto(menuPage, { waitUntil: 'commit' });
      await page.waitForTimeout(wait);
      await page.locator('header').getByRole('link', { name: toggleName }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === otherMenuPage);
    }
  });

  test(`the language link works with the scripts blocked, keeping the category (${locale})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the header shows the language link from 768px; the menu has it below');
    await noScripts(page);
    await page.goto(menuPage);
    await page.locator('header').getByRole('link', { name: toggleName }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === otherMenuPage);
  });

  test(`the franchise FAQ keeps one answer open with the scripts blocked (${locale})`, async ({
    page,
  }) => {
    await noScripts(page);
    await page.goto(localePath(locale, '/franchise/faq'));
    const [first, second] = FAQ[locale].map((question) =>
      page.locator('details', { has: page.getByText(question, { exact: true }) }),
    );
    await first!.locator('summary').click();
    await expect(first!).toHaveAttribute('open', '');
    await second!.locator('summary').click();
    await expect(second!).toHaveAttribute('open', '');
    await expect(first!).not.toHaveAttribute('open', '');
    // The open one can be closed.
    await second!.locator('summary').click();
    await expect(page.locator('details[open]')).toHaveCount(0);
  });

  test(`the mobile menu, tapped before the scripts run, opens and is said to be open (${locale})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the mobile menu exists below 768px only');
    await slowScripts(page, 3000);
    await page.goto(localePath(locale, '/menu'), { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: ar ? 'القائمة الرئيسية' : 'Main menu' });
    await toggle.click();
    await expect(page.locator('#mobile-nav')).toBeVisible();
    expect(await accessibleExpanded(page, '.mobile-menu-toggle')).toBe(true);
    // Still open, and still said to be, once the scripts have run.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 20_000,
    });
    await expect(page.locator('#mobile-nav')).toBeVisible();
    expect(await accessibleExpanded(page, '.mobile-menu-toggle')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-nav')).toBeHidden();
    expect(await accessibleExpanded(page, '.mobile-menu-toggle')).toBe(false);
  });
}
