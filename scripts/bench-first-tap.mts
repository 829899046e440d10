// `npm run bench -- --first-tap`: what a guest's first tap costs on a page whose framework waits
// for a touch (docs/decisions/0027). The production server, the ordering page on a phone-sized
// Chromium with the CPU slowed (4x by default: --cpu 6), in English and Arabic: the time from the
// tap on a dish's Add to its dialog on screen, when the tap is the page's first touch (the
// framework's files fetched ahead, then run by the tap, which is held and made again) and when
// the page is already live. Median of --runs (5). Results: reports/bench-first-tap.json.
//   npm run bench -- --first-tap --cpu 4 --runs 5
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import chromiumPath from './chromium.cjs';
import { median, startProductionServer } from './lib/prod-server.mjs';

const DISH = { en: 'Lamb Haneeth', ar: 'حنيذ لحم' } as const;

/** Marks the tap and the dialog's opening in the page's own clock (performance.now). */
function marks() {
  const w = window as unknown as { tapAt?: number; openAt?: number };
  addEventListener('pointerdown', () => (w.tapAt ??= performance.now()), { capture: true });
  new MutationObserver(() => {
    if (w.openAt === undefined && document.querySelector('dialog[open]'))
      requestAnimationFrame(() => (w.openAt ??= performance.now()));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
}

async function oneTap(
  browser: Browser,
  url: string,
  dish: string,
  cpu: number,
  live: boolean,
): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.addInitScript(marks);
  await page.goto(url, { waitUntil: 'load' });
  // The files are fetched ahead after the first paint: a guest reads the menu for a moment.
  await page.waitForTimeout(2000);
  if (live) {
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => delete (window as unknown as { tapAt?: number }).tapAt);
  }
  const add = page
    .locator('li', { has: page.getByRole('heading', { name: dish, exact: true }) })
    .getByRole('button');
  await add.tap();
  await page.getByRole('dialog', { name: dish }).waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => (window as unknown as { openAt?: number }).openAt);
  const ms = await page.evaluate(() => {
    const w = window as unknown as { tapAt: number; openAt: number };
    return w.openAt - w.tapAt;
  });
  await context.close();
  return ms;
}

export async function benchFirstTap({ cpu = 4, runs = 5 } = {}): Promise<void> {
  const app = await startProductionServer({ port: 3302 });
  const browser = await chromium.launch({ executablePath: chromiumPath.chromiumLauncher() });
  const results: Record<string, { firstTapMs: number; liveTapMs: number; samples: number[][] }> =
    {};
  try {
    for (const locale of ['en', 'ar'] as const) {
      const url = `${app.url}${locale === 'ar' ? '/ar' : ''}/locations/east-dearborn/order`;
      const first: number[] = [];
      const live: number[] = [];
      for (let i = 0; i < runs; i++) {
        first.push(await oneTap(browser, url, DISH[locale], cpu, false));
        live.push(await oneTap(browser, url, DISH[locale], cpu, true));
      }
      results[locale] = {
        firstTapMs: Math.round(median(first)),
        liveTapMs: Math.round(median(live)),
        samples: [first.map(Math.round), live.map(Math.round)],
      };
      console.log(
        `${locale}: first tap to dialog ${results[locale].firstTapMs} ms, on a live page ${results[locale].liveTapMs} ms (CPU ${cpu}x, median of ${runs})`,
      );
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync(
    'reports/bench-first-tap.json',
    `${JSON.stringify({ when: new Date().toISOString(), cpu, runs, results }, null, 2)}\n`,
  );
}
