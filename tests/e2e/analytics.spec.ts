import type { Page } from '@playwright/test';
import { signInAs } from './admin-fixtures';
import { withoutLiveWait } from '../setup/live-pages';
import {
  expect,
  expectNoAxeViolations,
  localePath,
  LOCALES,
  nextCountSent,
  test,
} from './fixtures';

/**
 * First-party conversion analytics, from a visitor's page to the dashboard: a visit, a click on
 * directions and a form sent are counted per location, page and language, and shown to managers
 * as a chart, a table and a CSV; a visitor who asked not to be tracked sends nothing.
 */

const DIRECTIONS = { en: 'Get Directions', ar: 'احصل على الاتجاهات' };

type Match = { kind: string; page?: string; location?: string; language?: string };

/** The period's count of what matches, from the dashboard's CSV (the signed-in manager's). */
async function counted(page: Page, match: Match): Promise<number> {
  const answer = await page.request.get('/api/admin/export/analytics?days=7');
  expect(answer.status()).toBe(200);
  const [, ...lines] = (await answer.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  return lines
    .map((line) => line.split(','))
    .filter(
      ([, kind, pageOrForm, location, language]) =>
        kind === match.kind &&
        (match.page === undefined || pageOrForm === match.page) &&
        (match.location === undefined || location === match.location) &&
        (match.language === undefined || language === match.language),
    )
    .reduce((sum, line) => sum + Number(line[5]), 0);
}

/** Clicks a link that would leave the page (maps, a phone app) without leaving it. */
async function clickInPlace(page: Page, name: string) {
  const link = page.getByRole('main').getByRole('link', { name }).first();
  await link.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()));
  await link.click();
}

for (const locale of LOCALES) {
  test(`a visit, a directions click and a form are counted and shown on the dashboard (${locale})`, async ({
    page,
  }, testInfo) => {
    await signInAs(page, 'manager');
    const view = { kind: 'page_view', page: '/locations/canton', language: locale };
    const directions = { kind: 'direction_click', location: 'canton', language: locale };
    const form = { kind: 'form_submit', page: 'newsletter', language: locale };
    const before = {
      view: await counted(page, view),
      directions: await counted(page, directions),
      form: await counted(page, form),
    };

    await page.goto(localePath(locale, '/locations/canton'));
    const beacon = page.waitForRequest((r) => r.url().endsWith('/api/events'));
    await clickInPlace(page, DIRECTIONS[locale]);
    // The report holds the event, the location and the language: nothing about the visitor.
    expect(JSON.parse((await beacon).postData() ?? '')).toEqual({
      event: 'direction_click',
      location: 'canton',
      language: locale,
    });

    await page.goto(localePath(locale, '/'));
    const email = `counted-${locale}-${testInfo.project.name}-${Date.now() % 1e6}@example.com`;
    const field = page.locator('#newsletter-email');
    await field.fill(email);
    await field.locator('xpath=ancestor::form').getByRole('button').click();
    await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();

    // Each instance writes its counts every second in the tests (15 s by default).
    await expect.poll(() => counted(page, view), { timeout: 15_000 }).toBeGreaterThan(before.view);
    await expect
      .poll(() => counted(page, directions), { timeout: 15_000 })
      .toBeGreaterThan(before.directions);
    await expect.poll(() => counted(page, form), { timeout: 15_000 }).toBeGreaterThan(before.form);

    await page.goto('/admin?days=7');
    const section = page.getByRole('region', { name: 'Visitors and conversions' });
    await expect(section.getByRole('link', { name: '7 days' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The chart (drawn in the browser) and the same figures as a table.
    await expect(section.locator('svg.recharts-surface').first()).toBeVisible();
    const canton = section
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Saba Canton' }) });
    await expect(canton).toBeVisible();
    const pages = section.getByRole('table', { name: /Page views per page and language/ });
    await expect(
      pages
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: '/locations/canton', exact: true }) })
        .filter({ hasText: locale === 'ar' ? 'Arabic' : 'English' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Another period is a link away; the CSV follows it.
    await section.getByRole('link', { name: '90 days' }).click();
    await expect(page).toHaveURL(/\/admin\?days=90$/);
    await expect(section.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/analytics?days=90',
    );
  });

  test(`a visitor who asked not to be tracked reports nothing (${locale})`, async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const reports: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/events')) reports.push(r.url());
    });
    await page.goto(localePath(locale, '/locations/canton'));
    await clickInPlace(page, DIRECTIONS[locale]);
    // A beacon would leave at once; give it time to show that none does.
    await page.waitForTimeout(500);
    expect(reports).toEqual([]);
  });
}

test('editors see no conversions and cannot export them', async ({ page }) => {
  await signInAs(page, 'editor');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Visitors and conversions' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/export/analytics')).status()).toBe(403);
});

test('a click on to the public review site is counted for its restaurant', async ({ page }) => {
  await signInAs(page, 'manager');
  const review = { kind: 'review_click', location: 'canton' };
  const before = await counted(page, review);
  await page.goto('/?review=canton');
  const dialog = page.getByRole('dialog', { name: 'Rate your visit' });
  await dialog.locator('label', { has: page.getByRole('radio', { name: '5 stars' }) }).click();
  const link = dialog.getByRole('link', { name: 'Review us on Google' });
  // The review site opens in a tab of its own: kept from leaving the test.
  await link.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()));
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/events'));
  await link.click();
  expect(JSON.parse((await beacon).postData() ?? '')).toEqual({
    event: 'review_click',
    location: 'canton',
    language: 'en',
  });
  await expect.poll(() => counted(page, review), { timeout: 15_000 }).toBe(before + 1);
  // The dashboard's table has the column.
  await page.goto('/admin');
  await expect(page.getByRole('columnheader', { name: 'Reviews' })).toBeVisible();
});

test('order clicks are told apart: pickup on the site stays, a delivery partner leaves; the dashboard shows the share', async ({
  page,
}) => {
  await signInAs(page, 'manager');
  const pickup = { kind: 'pickup_click', location: 'canton' };
  const partner = { kind: 'order_click', location: 'canton' };
  const [pickupBefore, partnerBefore] = [await counted(page, pickup), await counted(page, partner)];
  await page.goto('/');
  const card = page
    .locator('section[aria-labelledby="locations-title"] article')
    .filter({ hasText: 'Saba Canton' });
  // The partner opens in a tab of its own: kept from leaving the test.
  const grubhub = card.getByRole('link', { name: /^Delivery via Grubhub/ });
  await grubhub.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()));
  await grubhub.click();
  await expect.poll(() => counted(page, partner), { timeout: 15_000 }).toBe(partnerBefore + 1);
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/events'));
  await card.getByRole('link', { name: /^Order pickup/ }).click();
  expect(JSON.parse((await beacon).postData() ?? '')).toEqual({
    event: 'pickup_click',
    location: 'canton',
    language: 'en',
  });
  await expect(page).toHaveURL(/\/locations\/canton\/order$/);
  await expect.poll(() => counted(page, pickup), { timeout: 15_000 }).toBe(pickupBefore + 1);
  // The dashboard: the pickup orders' table says where Canton's order clicks went.
  await page.goto('/admin');
  const report = page.getByRole('table', { name: /Pickup orders per restaurant/ });
  await expect(
    report.getByRole('columnheader', { name: 'Order clicks that stayed on the site' }),
  ).toBeVisible();
  await expect(report.getByRole('row', { name: /Saba Canton/ })).toContainText(
    `(${pickupBefore + 1} pickup, ${partnerBefore + 1} to delivery partners)`,
  );
  await expect(page.getByRole('columnheader', { name: 'Pickup on the site' })).toBeVisible();
});

test('a directions click is counted once: by the link itself without JavaScript, by the site script before and without the framework', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAs(page, 'manager');
  const directions = { kind: 'direction_click', location: 'west-dearborn', language: 'en' };
  const before = await counted(page, directions);

  // A visitor with JavaScript off: the link pings as the browser follows it.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const visitor = await noScript.newPage();
  await visitor.goto('/locations/west-dearborn');
  const link = visitor.getByRole('main').getByRole('link', { name: 'Get Directions' }).first();
  await expect(link).toHaveAttribute('ping', /\/api\/events\?event=direction_click/);
  const ping = visitor.waitForRequest(
    (r) => r.url().includes('/api/events?') && r.method() === 'POST',
  );
  const popup = visitor.waitForEvent('popup');
  await link.click();
  const sent = await ping;
  expect(new URL(sent.url()).searchParams.get('location')).toBe('west-dearborn');
  expect(await sent.headerValue('ping-from')).toMatch(/\/locations\/west-dearborn$/);
  await (await popup).close();
  await expect.poll(() => counted(page, directions), { timeout: 15_000 }).toBe(before + 1);
  await noScript.close();

  // A visitor whose framework never arrives (a slow phone, a blocked file) on a page that has
  // one: the site's own script, parsed with the page, has taken the ping off and reports once.
  for (const path of ['/locations/west-dearborn', '/']) {
    const early = withoutLiveWait(await browser.newPage());
    await early.route('**/_next/static/**/*.js', (route) => route.abort());
    await early.goto(path);
    const tracked = early.locator('a[data-track="direction_click"], a[data-track="order_click"]');
    await expect(tracked.first()).toBeAttached();
    await expect(early.locator('a[data-track][ping]')).toHaveCount(0);
    await early.close();
  }
  const early = withoutLiveWait(await browser.newPage());
  await early.route('**/_next/static/**/*.js', (route) => route.abort());
  await early.goto('/locations/west-dearborn');
  const counting = nextCountSent(early);
  await clickInPlace(early, 'Get Directions');
  expect(await counting).toEqual({
    event: 'direction_click',
    location: 'west-dearborn',
    language: 'en',
  });
  await expect.poll(() => counted(page, directions), { timeout: 15_000 }).toBe(before + 2);
  await early.close();
});

// East Dearborn: the test above counts West Dearborn's clicks while this one may run beside it.
test('on iOS, Get Directions opens Apple Maps where the location has a link there, and is counted as iOS', async ({
  browser,
  baseURL,
}) => {
  const iphone = await browser.newContext({
    baseURL,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });
  // An analytics tag's layer, which gets the event with its properties.
  await iphone.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  for (const locale of LOCALES) {
    const visitor = await iphone.newPage();
    await visitor.goto(localePath(locale, '/locations/east-dearborn'));
    const link = visitor.getByRole('main').getByRole('link', { name: DIRECTIONS[locale] }).first();
    await expect(link).toHaveAttribute(
      'href',
      'https://maps.apple.com/?ll=42.3437,-83.1779&q=Saba%20East%20Dearborn',
    );
    const sent = nextCountSent(visitor);
    await clickInPlace(visitor, DIRECTIONS[locale]);
    expect(await sent).toEqual({
      event: 'direction_click',
      location: 'east-dearborn',
      language: locale,
    });
    expect(
      await visitor.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer),
    ).toEqual([{ event: 'direction_click', location_slug: 'east-dearborn', device: 'ios' }]);
    expect(visitor.url()).toContain('/locations/east-dearborn');
    await visitor.close();
  }
  // Elsewhere, the Google Maps link.
  const desktop = await browser.newPage();
  await desktop.goto('/locations/east-dearborn');
  await expect(
    desktop.getByRole('main').getByRole('link', { name: 'Get Directions' }).first(),
  ).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=42.3437,-83.1779');
  await desktop.close();
  await iphone.close();
});
