import type { Page } from '@playwright/test';
import { expect, localePath, LOCALES, test } from './fixtures';

/*
 * Pictures below the first screen wait until it is complete (src/lib/later-pictures.ts): the
 * browser asks for them once the first screen's own pictures have arrived and been drawn, or at
 * the visitor's first scroll; without scripts they are ordinary lazy pictures. Either way every
 * picture of the page is there when the visitor gets to it.
 */

/** The feast's name for assistive technology (messages, home.heroImageAlt), written out. */
const HERO_ALT: Record<string, string> = {
  en: 'Illustration of a copper platter of lamb haneeth over saffron rice beside fresh tanoor bread',
  ar: 'رسم لصينية نحاسية من حنيذ اللحم فوق أرز بالزعفران بجانب خبز التنور الطازج',
};

/**
 * The file a picture's address shows: its path, or for a photograph the image optimizer sizes
 * (`/_next/image?url=/images/…`), the path it was made from.
 */
function pictureFile(address: string, base = 'http://localhost'): string {
  const url = new URL(address, base);
  return url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? '') : url.pathname;
}

/** When the page's pictures were asked for and arrived (ms from the navigation), by file. */
async function pictureTimes(page: Page) {
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'img' || /images/.test(entry.name))
      .map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd })),
  );
  return entries.map(({ url, start, end }) => ({ path: pictureFile(url), start, end }));
}

/** Scrolls to the end of the page, a screen at a time, as a visitor reading it does. */
async function readToTheEnd(page: Page): Promise<void> {
  for (;;) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
}

/**
 * Every picture of the page's main part has left the empty stand-in for its own image and is
 * loaded, and each of the site's own pictures (the demo's art under /images/) has a size. A
 * photo another test uploads for a dish while the suite runs (the Instagram test's, for Sabaya) is
 * one pixel: chosen from a srcset for a 320-px box, its natural width, divided by the candidate's
 * density, rounds to 0 although it is shown. It must have left the stand-in and finished.
 */
async function expectEveryPictureShown(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const images = await page.locator('main img').evaluateAll((all) =>
          (all as HTMLImageElement[]).map((img) => ({
            src: img.currentSrc || img.src,
            complete: img.complete,
            width: img.naturalWidth,
          })),
        );
        return images
          .filter(({ src, complete, width }) => {
            if (!complete || src.startsWith('data:')) return true;
            return width === 0 && pictureFile(src).startsWith('/images/');
          })
          .map(({ src }) => src);
      },
      { message: `${path}: pictures not shown` },
    )
    .toEqual([]);
  const sources = await page
    .locator('main img')
    .evaluateAll((all) => all.map((img) => img.getAttribute('src') ?? ''));
  expect(
    sources.filter((src) => pictureFile(src).startsWith('/images/')).length,
    path,
  ).toBeGreaterThan(1);
}

for (const locale of LOCALES) {
  test(`/: the feast is drawn with the page, and the pictures below it come after the first paint (${locale})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/'));
    // The first screen's picture is a drawing in the page: nothing to wait for, one named image.
    await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(0);
    const feast = page.getByRole('img', { name: HERO_ALT[locale] });
    await expect(feast).toBeVisible();
    await expect(feast.locator('svg')).toHaveCount(1);
    expect((await feast.boundingBox())?.height ?? 0).toBeGreaterThan(150);

    // The dishes' pictures further down are asked for only once the first paint has been shown.
    await expect
      .poll(async () => (await pictureTimes(page)).length, { message: 'pictures that wait' })
      .toBeGreaterThan(0);
    const painted = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    );
    for (const t of await pictureTimes(page))
      expect(t.start, `${t.path} asked for before the first paint`).toBeGreaterThanOrEqual(painted);

    await readToTheEnd(page);
    await expectEveryPictureShown(page, '/');
  });

  for (const path of ['/menu']) {
    test(`${path}: the pictures below the first screen come after it, and all show (${locale})`, async ({
      page,
    }) => {
      // The first screen's picture arrives late (a slow line), and the others wait for it.
      let held: string | null = null;
      await page.route(
        (url) => pictureFile(url.href).startsWith('/images/'),
        async (route) => {
          const asked = pictureFile(route.request().url());
          held ??= asked;
          if (asked === held) await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        },
      );
      await page.goto(localePath(locale, path));
      const firstScreen = page.locator('main img[fetchpriority="high"]');
      await expect(firstScreen).toHaveCount(1);
      const first = pictureFile((await firstScreen.getAttribute('src')) ?? '', page.url());
      expect(held).toBe(first);
      const later = await page
        .locator('main picture img')
        .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src))
        .then((sources) => sources.map((src) => pictureFile(src)));
      expect(later.length, 'pictures that wait').toBeGreaterThan(0);
      expect(later).not.toContain(first);

      // Without a scroll, those near the first screen still come, after it.
      await expect
        .poll(async () => (await pictureTimes(page)).filter((t) => later.includes(t.path)).length)
        .toBeGreaterThan(0);
      const times = await pictureTimes(page);
      const arrived = times.find((t) => t.path === first)!;
      for (const t of times.filter((time) => later.includes(time.path)))
        expect(t.start, `${t.path} asked for before ${first} arrived`).toBeGreaterThanOrEqual(
          arrived.end,
        );

      await readToTheEnd(page);
      await expectEveryPictureShown(page, path);
    });
  }

  test(`the ordering page's dishes, drawn only as they near the screen, all show their pictures (${locale})`, async ({
    page,
  }) => {
    // Its cards are skipped until they near the screen (content-visibility): their pictures
    // still arrive as the guest reads on.
    await page.goto(localePath(locale, '/locations/canton/order'));
    const cards = page.locator('main li.ordering-card');
    expect(await cards.count()).toBeGreaterThan(20);
    await readToTheEnd(page);
    await expectEveryPictureShown(page, 'the ordering page');
  });

  test(`a category's dishes, drawn in the browser after the page came alive, show their pictures (${locale})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/menu'));
    await page.locator('main a[href*="?category="]').nth(1).click();
    await expect(page).toHaveURL(/\?category=/);
    await expect(page.locator('main li img').first()).toBeVisible();
    await readToTheEnd(page);
    await expectEveryPictureShown(page, 'a category');
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`every picture shows as the visitor reads on (${locale})`, async ({ page }) => {
      for (const path of ['/', '/menu', '/menu?category=authentic-entrees']) {
        await page.goto(localePath(locale, path));
        await readToTheEnd(page);
        await expectEveryPictureShown(page, path);
      }
    });
  }
});
