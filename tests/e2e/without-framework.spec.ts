import type { Page } from '@playwright/test';
import {
  accessibleExpanded,
  expect,
  expectNoAxeViolations,
  localePath,
  LOCALES,
  nextCountSent,
  openOrderChooser,
  test,
} from './fixtures';

/*
 * Pages whose only client components are the header's are sent without the framework
 * (src/http/framework-free.mts): what the header and the counted links do there is the site's own
 * script (src/lib/site-behaviour.ts), which every public page carries. A visitor finds each of it
 * working, and the browser never asks for a file of the framework.
 */

const TEXT = {
  en: { menu: 'Main menu', locations: 'Locations', east: 'Saba East Dearborn' },
  ar: { menu: 'القائمة الرئيسية', locations: 'الفروع', east: 'سباء شرق ديربورن' },
};

const PAGES = ['/privacy', '/locations/canton', '/franchise/faq', '/locations'];

/** The framework files the page asked for, and what it wrote to the console as errors. */
function watch(page: Page) {
  const asked: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (
      new URL(request.url()).pathname.startsWith('/_next/static/') &&
      request.resourceType() === 'script'
    )
      asked.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { asked, errors };
}

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test(`pages with nothing for the framework to do: none is loaded, the header still turns translucent (${locale})`, async ({
    page,
  }) => {
    const seen = watch(page);
    for (const path of PAGES) {
      await page.goto(localePath(locale, path));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      const header = page.locator('header').first();
      await expect(header, path).toHaveAttribute('data-scrolled', 'false');
      await page.evaluate(() => window.scrollTo(0, 40));
      await expect(header, path).toHaveAttribute('data-scrolled', 'false');
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(header, path).toHaveAttribute('data-scrolled', 'true');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header, path).toHaveAttribute('data-scrolled', 'false');
      // The page's links are where the server drew them: the current section is marked.
      const section = path === '/privacy' ? null : path.split('/')[1]!;
      if (section)
        await expect(page.locator(`header a[aria-current="page"]`).first()).toHaveAttribute(
          'href',
          localePath(locale, `/${section}`),
        );
    }
    // Back to a page left scrolled: it comes back translucent.
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true');
    await page.locator(`footer nav a[href="${localePath(locale, '/franchise')}"]`).click();
    await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'false');
    await page.goBack();
    await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true');
    expect(seen.asked).toEqual([]);
    expect(seen.errors).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test(`on a page without the framework, a link followed from the mobile menu leaves it closed, there and back (${locale})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the mobile menu exists below 1280px; the phone project shows it');
    const seen = watch(page);
    await page.goto(localePath(locale, '/privacy'));
    await page.getByRole('button', { name: t.menu }).click();
    const panel = page.locator('#mobile-nav');
    await expect(panel).toBeVisible();
    expect(await accessibleExpanded(page, '.mobile-menu-toggle')).toBe(true);
    await panel.getByRole('link', { name: t.locations, exact: true }).click();
    await expect(page).toHaveURL(locale === 'ar' ? /\/ar\/locations$/ : /\/locations$/);
    await expect(page.locator('#mobile-nav')).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator('#mobile-nav')).toBeHidden();
    expect(await accessibleExpanded(page, '.mobile-menu-toggle')).toBe(false);
    expect(seen.asked).toEqual([]);
  });

  test(`on a page without the framework, Order Online chooses a location and counts the order click (${locale})`, async ({
    page,
    isMobile,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
    const seen = watch(page);
    await page.goto(localePath(locale, '/franchise'));
    const panel = await openOrderChooser(page, locale, isMobile);
    await panel.getByRole('radio', { name: t.east }).check();
    const doordash = panel.getByRole('link', { name: new RegExp(`DoorDash.*${t.east}`) });
    await expect(doordash).toBeVisible();
    // The script reports it, not the link: no ping left to send it twice.
    await expect(doordash).not.toHaveAttribute('ping');
    const sent = nextCountSent(page);
    // Followed in a new tab; the count is what is checked here.
    await doordash.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
    await doordash.click();
    expect(await sent).toEqual({
      event: 'order_click',
      location: 'east-dearborn',
      language: locale,
    });
    expect(
      await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer),
    ).toEqual([{ event: 'order_click', location_slug: 'east-dearborn' }]);
    expect(seen.asked).toEqual([]);
  });

  test(`the language link carries a category chosen in the page to the other language (${locale})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the header shows the language link from 768px; the menu has it below');
    const target = locale === 'ar' ? 'en' : 'ar';
    await page.goto(localePath(locale, '/menu'));
    // Chosen in the page (the menu's own navigation, no new document).
    await page.locator('main article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\?category=[\w-]+$/);
    const category = new URL(page.url()).searchParams.get('category')!;
    await page
      .locator('header')
      .getByRole('link', { name: new RegExp(locale === 'ar' ? 'English' : 'العربية') })
      .click();
    await page.waitForURL(
      (url) =>
        url.pathname === localePath(target, '/menu') &&
        url.searchParams.get('category') === category,
    );
  });
}
