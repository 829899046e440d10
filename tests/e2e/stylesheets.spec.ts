import type { Page } from '@playwright/test';
import { signInAs } from './admin-fixtures';
import { expect, localePath, LOCALES, test } from './fixtures';

/**
 * The public site and the console each have their own stylesheet (src/app/site.css,
 * src/app/admin/console.css), and a public page's arrives inside its HTML
 * (src/http/inline-styles.mts): a visitor's browser fetches no stylesheet at all, before the
 * paint or after the page came alive, and never the console's rules. The scripts it runs carry
 * the compile hint (src/http/script-chunks.mts).
 */

/** The stylesheets a page asked the network for while it loaded and came alive. */
function stylesheetRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css'))
      asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/** Every rule the page's style sheets hold, as text. */
const ruleText = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => !sheet.disabled)
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n'),
  );

for (const locale of LOCALES) {
  test(`public pages fetch no stylesheet and carry none of the console’s rules (${locale})`, async ({
    page,
  }) => {
    const asked = stylesheetRequests(page);
    for (const path of ['/', '/menu', '/locations/east-dearborn/order']) {
      await page.goto(localePath(locale, path));
      // Styled from the first paint: the site's cream page and its display face for headings.
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(251, 246, 236)');
      const headingFace = await page
        .locator('h1')
        .first()
        .evaluate((h1) => getComputedStyle(h1).fontFamily);
      expect(headingFace).toContain(locale === 'ar' ? 'Noto Kufi Arabic' : 'Playfair Display');
      const rules = await ruleText(page);
      expect(rules).toContain('.card');
      expect(rules).not.toContain('.list-table');
    }
    // The page is alive (React adopted the disabled link rather than adding its own).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(asked).toEqual([]);
  });
}

/** Every script chunk a page loaded from the build, with its text. */
function scriptChunks(page: Page): Promise<{ path: string; text: string }>[] {
  const loaded: Promise<{ path: string; text: string }>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/_next/static/chunks/') && path.endsWith('.js'))
      loaded.push(response.text().then((text) => ({ path, text })));
  });
  return loaded;
}

for (const locale of LOCALES) {
  test(`every script a public page runs carries the compile hint (${locale})`, async ({ page }) => {
    // src/http/script-chunks.mts: compiled while it streams in, off the main thread.
    const loaded = scriptChunks(page);
    for (const path of ['/', '/locations/east-dearborn/order']) {
      await page.goto(localePath(locale, path));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    }
    const chunks = await Promise.all(loaded);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) {
      expect(chunk.text.startsWith('//# allFunctionsCalledOnLoad\n'), chunk.path).toBe(true);
    }
  });
}

test('a console screen loads the console’s stylesheet only', async ({ page }) => {
  await signInAs(page, 'owner');
  const asked = stylesheetRequests(page);
  await page.goto('/admin/reservations');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(asked.length).toBeGreaterThan(0);
  const rules = await ruleText(page);
  expect(rules).toContain('.list-table');
  // Neither the site's named patterns nor its display faces.
  expect(rules).not.toContain('.field-input');
  expect(rules).not.toContain('Playfair Display');
  expect(rules).not.toContain('Noto Kufi Arabic');
});
