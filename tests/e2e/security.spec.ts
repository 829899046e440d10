import { ADMIN_NAV } from '../../src/lib/admin-nav';
import { PUBLIC_PATHS } from '../../src/lib/site-nav';
import { signInAs } from './admin-fixtures';
import { expect, localePath, LOCALES, test } from './fixtures';

/**
 * The Content-Security-Policy allows no inline script it has not hashed (public pages, cached) or
 * given a nonce (console): a page whose own scripts were blocked would look fine as HTML and
 * never come alive. Every page is loaded, hydrated and checked for reported violations.
 */

// Every public page, a category view and a page that does not exist.
const PUBLIC_PAGES = [
  ...PUBLIC_PATHS,
  '/menu?category=breakfast',
  '/locations/canton',
  '/no-such-page',
];
// The pages whose only client components are the header's (their behaviour is the site's own
// script): sent without the framework. Any other page keeps it.
const WITHOUT_FRAMEWORK = [
  '/locations',
  '/locations/canton',
  '/franchise',
  '/franchise/why',
  '/franchise/investment',
  '/franchise/process',
  '/franchise/faq',
  '/privacy',
];
// A restaurant's own menu and its ordering pages.
const RESTAURANT_PAGES = [
  '/locations/canton/menu',
  '/locations/east-dearborn/order',
  '/locations/east-dearborn/order/checkout',
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
});

async function violationsOn(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

for (const locale of LOCALES) {
  test(`no Content-Security-Policy violation on any public page (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of PUBLIC_PAGES) {
      expect(await violationsOn(page, localePath(locale, path)), path).toEqual([]);
    }
    // The page came alive under the policy: the language switch is a client-side island.
    await page.goto(localePath(locale, '/menu?category=breakfast'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  });
}

// Public pages paint before the framework's scripts load (src/http/paint-first.mts), or have none
// (src/http/framework-free.mts): in the HTML
// the server sends, first rendered or stored, Next's chunk tags are replaced by the loader, and
// the stylesheet is in the head (src/http/inline-styles.mts): nothing to fetch before the paint.
test('every public page paints before its scripts: the loader or no framework, its styles inline, no chunk tag of Next', async ({
  request,
}) => {
  for (const locale of LOCALES) {
    for (const path of [...PUBLIC_PAGES, ...RESTAURANT_PAGES]) {
      for (const time of ['first', 'again']) {
        const response = await request.get(localePath(locale, path));
        const html = await response.text();
        const where = `${localePath(locale, path)} (${time})`;
        if (path === '/no-such-page') {
          // The not-found page is the front's own (src/http/error-page.mts): whole in the HTML,
          // with nothing to run at all.
          expect(html, where).toContain('<p class="code">404</p>');
          expect(html, where).not.toContain('<script');
          continue;
        }
        // The site's own script is on every page, as the last thing in its body.
        expect(html, where).toMatch(/<script id="site-script">[^<]+<\/script><\/body>/);
        if (WITHOUT_FRAMEWORK.includes(path)) {
          // Nothing on it needs the framework: none is sent (src/http/framework-free.mts).
          expect(html, where).not.toContain('<script id="paint-first">');
          expect(html, where).not.toMatch(
            /<(?:script|link)[^>]* (?:src|href)="\/_next\/static\/[^"]+\.js"/,
          );
          expect(html, where).not.toContain('__next_f');
        } else {
          expect(html, where).toContain('<script id="paint-first">');
        }
        expect(html, where).not.toMatch(/<script[^>]* src="\/_next\/static\/[^"]+\.js"[^>]* async/);
        expect(html, where).not.toMatch(/<link[^>]* as="script"/);
        expect(html, where).toMatch(/<style data-inlined="\/_next\/static\/[\w./-]+\.css">/);
        expect(html, where).not.toMatch(/<link rel="stylesheet"/);
      }
    }
  }
});

test('no Content-Security-Policy violation on any console screen', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'owner');
  const screens = ADMIN_NAV.flatMap((group) => group.screens.map((screen) => screen.href));
  for (const path of [...screens, '/admin/security', '/admin/login']) {
    expect(await violationsOn(page, path), path).toEqual([]);
  }
});

test('the headers that keep the site out of frames and sniffing are on every page', async ({
  request,
}) => {
  for (const path of ['/', '/ar/menu', '/admin/login']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  }
});
