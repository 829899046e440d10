import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Browser, type Page } from '@playwright/test';
import { decodeEml } from '../../src/lib/eml';
import { livePagesOf, waitLiveOnNavigation } from '../setup/live-pages';

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** '/menu' -> '/menu' in English, '/ar/menu' in Arabic. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? '/ar' : `/ar${path}`;
}

/** Fails the test on any uncaught page error or console.error. */
export const test = base.extend<
  { consoleErrors: string[]; clientIp: string },
  { browser: Browser }
>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) waitLiveOnNavigation(page);
    await provide(page);
  },
  // The pages a test opens itself wait the same way.
  browser: [async ({ browser }, provide) => provide(livePagesOf(browser)), { scope: 'worker' }],
  clientIp: [
    async ({ page }, use) => {
      const ip = uniqueClientIp();
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
      await use(ip);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const notFoundDocuments = new Set<string>();
      // Refusals of the auth and admin APIs (wrong password, taken e-mail, a file that is not an
      // image) are answers the page handles and shows.
      const handledRefusals = new Set<number>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().resourceType() === 'document')
          notFoundDocuments.add(response.url());
        if (
          /\/api\/(auth|admin)\//.test(response.url()) &&
          response.status() >= 400 &&
          response.status() < 500
        )
          handledRefusals.add(response.status());
        // The front server's "busy, try again": the form tells the visitor itself.
        if (response.status() === 503 && response.headers()['retry-after'])
          handledRefusals.add(503);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser reports the 404 status of a not-found page itself; that one is expected.
        if (
          // Its URL is not always reported, so any 404 after a not-found page counts.
          notFoundDocuments.size > 0 &&
          message.text().includes('status of 404')
        )
          return;
        if ([...handledRefusals].some((status) => message.text().includes(`status of ${status}`)))
          return;
        errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

let phones = 0;
/** A guest's phone of its own (one phone places only a few orders at a time: features/ordering/server/holds.ts). */
export function guestPhone(): string {
  phones += 1;
  return `313-555-${String((Date.now() + phones * 7919) % 10_000).padStart(4, '0')}`;
}

/** A date `days` from today (UTC), as a date field takes it; well ahead, it is the same day in every time zone. */
export function dayAhead(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Tomorrow's date in Detroit (the demo restaurants' clock): "2026-11-30". */
export function tomorrowInDetroit(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Detroit' }).format(
    new Date(),
  );
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** WCAG 2.2 AA check of the whole page; returns nothing when clean. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A client navigation (a filter written to the URL, some after a short pause) streams the new
  // title in a moment later: check a settled page, and check again while one is still settling.
  // A violation that stays fails the test. One pass over a console screen with fifty rows takes
  // up to fifteen seconds on a busy two-core machine: the wait leaves room for a second pass.
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    await expect(page).toHaveTitle(/\S/, { timeout: 1_000 });
    // Content the browser skips until it nears the screen (content-visibility) is checked too.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const summary = results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
    expect(summary).toEqual([]);
  }).toPass({ timeout: 40_000 });
}

/** A distinct client address per test, so that form rate limits never leak between tests. */
export function uniqueClientIp(): string {
  const n = Math.floor(Math.random() * 250) + 1;
  const m = Math.floor(Math.random() * 250) + 1;
  return `10.${n}.${m}.${Math.floor(Math.random() * 250) + 1}`;
}

/**
 * Waits for the outbox to write a message whose text contains `needle` (every one of them, given
 * several); returns its decoded text. With `count`, waits for that many such messages and returns
 * the newest (a resent code).
 */
export async function waitForMail(
  needle: string | string[],
  timeoutMs = 15_000,
  count = 1,
): Promise<string> {
  const needles = Array.isArray(needle) ? needle : [needle];
  const fs = await import('node:fs');
  const path = await import('node:path');
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(dir)) {
      const found = fs
        .readdirSync(dir)
        .map((file) => path.join(dir, file))
        .map((file) => ({
          at: fs.statSync(file).mtimeMs,
          text: decodeEml(fs.readFileSync(file, 'utf8')),
        }))
        .filter((mail) => needles.every((n) => mail.text.includes(n)))
        .sort((a, b) => a.at - b.at);
      if (found.length >= count) return found[found.length - 1]!.text;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${count} mail(s) containing ${needles.join(' + ')} within ${timeoutMs} ms`);
}

/** Subscribes to the newsletter from the Arabic home page and waits for the thanks. */
export async function subscribeFromArabicHome(page: Page, email: string): Promise<void> {
  await page.goto('/ar');
  const field = page.locator('#newsletter-email');
  await field.fill(email);
  await field.locator('xpath=ancestor::form').getByRole('button').click();
  await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
}

/**
 * Whether the browser's accessibility tree says an element is expanded (what a screen reader is
 * told), read from Chromium itself: a popover's invoker gets its state from the popover, with no
 * attribute in the page to read.
 */
export async function accessibleExpanded(page: Page, selector: string): Promise<boolean | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((p) => p.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : null;
  } finally {
    await cdp.detach();
  }
}

/** The body of the next count the page sends the site (a beacon to /api/events), once sent. */
export async function nextCountSent(page: Page): Promise<unknown> {
  const request = await page.waitForRequest(
    (r) => r.url().endsWith('/api/events') && r.method() === 'POST',
  );
  return JSON.parse(request.postData() ?? '{}');
}

const ORDER_CHOOSER = {
  en: { menu: 'Main menu', order: 'Order Online', title: 'Order online' },
  ar: { menu: 'القائمة الرئيسية', order: 'اطلب أونلاين', title: 'اطلب أونلاين' },
};

/** Opens the header's Order Online chooser as a visitor would on this screen size. */
export async function openOrderChooser(page: Page, locale: Locale, isMobile: boolean) {
  const t = ORDER_CHOOSER[locale];
  if (isMobile) {
    await page.getByRole('button', { name: t.menu }).click();
    await page.locator('#mobile-nav').getByRole('button', { name: t.order }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: t.order }).first().click();
  }
  const panel = page.getByRole('dialog', { name: t.title });
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * A guest's cart with the Family Feast for Four ($79.99) at a restaurant, on its checkout page:
 * the combo's card opened, its price added, the cart's link followed.
 */
export async function checkoutWithFeast(
  page: Page,
  locale: Locale,
  slug: string,
  texts: { combo: string; viewOrder: RegExp },
): Promise<void> {
  await page.goto(localePath(locale, `/locations/${slug}/order`));
  await page
    .locator('li', { has: page.getByRole('heading', { name: texts.combo }) })
    .getByRole('button')
    .click();
  await page
    .getByRole('dialog', { name: texts.combo })
    .getByRole('button', { name: /\$79\.99/ })
    .click();
  await page.getByRole('link', { name: texts.viewOrder }).click();
}

/** The checkout's words a card order's test uses, in each language (with the Family Feast). */
export const CARD_CHECKOUT = {
  en: {
    combo: 'Family Feast for Four',
    viewOrder: /View order \(1\)/,
    name: 'Full name',
    phone: 'Phone',
    email: 'E-mail',
    payByCard: 'Pay by card now',
  },
  ar: {
    combo: 'وليمة العائلة لأربعة',
    viewOrder: /عرض الطلب \(1\)/,
    name: 'الاسم الكامل',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    payByCard: 'الدفع بالبطاقة الآن',
  },
} as const;
