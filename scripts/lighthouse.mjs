// `npm run lighthouse`: Lighthouse (mobile) on the public pages in English and Arabic against the
// production server, 3 runs each, medians to reports/lighthouse.json.
//   npm run lighthouse -- --pages /,/menu --runs 3
// With --signed-in: the console's screens (English only), signed in as an owner made for the
// run (the demo content and scripts/lib/console-owner.mjs), to reports/lighthouse-console.json.
//   npm run lighthouse -- --signed-in [--pages /admin,/admin/menu/items,/admin/reservations]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import chromiumHelper from './chromium.cjs';
import { loadConsoleFixture, signInOwner } from './lib/console-owner.mjs';
import { median, startProductionServer } from './lib/prod-server.mjs';

const { CHROMIUM_FLAGS, findChromium } = chromiumHelper;
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const signedIn = argv.includes('--signed-in');
const pages = option(
  'pages',
  signedIn
    ? '/admin,/admin/menu/items,/admin/reservations'
    : '/,/menu,/locations,/locations/canton/menu,/franchise,/contact',
).split(',');
/** The console is English; the public pages are measured in both languages. */
const locales = signedIn ? ['en'] : ['en', 'ar'];
const runs = Number(option('runs', 3));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** What the largest paint was, and where its time went (TTFB, load delay, load, render delay). */
function lcpDetails(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = items[0]?.items?.[0]?.node;
  const phases = items[1]?.items ?? [];
  return {
    element: element
      ? `${element.selector ?? ''} ${String(element.snippet ?? '').slice(0, 120)}`
      : null,
    phases: Object.fromEntries(phases.map((p) => [p.phase, Math.round(p.timing)])),
    renderBlocking: (lhr.audits['render-blocking-resources']?.details?.items ?? []).map(
      (r) => `${r.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(r.wastedMs ?? 0)} ms`,
    ),
  };
}

const server = await startProductionServer({
  port: 3301,
  prepare: signedIn ? (dataDir) => loadConsoleFixture(dataDir, { bulk: false }) : undefined,
});
const cookie = signedIn ? await signInOwner(server.url) : null;
const headers = cookie ? { cookie } : {};
const chromePath = findChromium();
if (!chromePath) throw new Error('No Chromium found: install it or set CHROME_PATH');
const results = { when: new Date().toISOString(), formFactor: 'mobile', runs, pages: [] };

try {
  for (const page of pages) {
    for (const locale of locales) {
      const url = `${server.url}${locale === 'ar' ? (page === '/' ? '/ar' : `/ar${page}`) : page}`;
      const status = (await fetch(url, { headers, redirect: 'manual' })).status;
      if (status !== 200) {
        console.log(`${url}: HTTP ${status}, skipped`);
        results.pages.push({ url, status, skipped: true });
        continue;
      }
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-lh-'));
        const chrome = await chromeLauncher.launch({
          chromePath,
          chromeFlags: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`],
          userDataDir: false,
        });
        try {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
          });
          const lhr = result.lhr;
          // A run Lighthouse could not finish (it says why) is reported, not counted.
          if (lhr.runtimeError) {
            console.log(`  run ${i + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
            continue;
          }
          samples.push({
            ...Object.fromEntries(
              CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
            ),
            lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
            fcpMs: lhr.audits['first-contentful-paint']?.numericValue,
            speedIndexMs: lhr.audits['speed-index']?.numericValue,
            lcp: lcpDetails(lhr),
            tbtMs: lhr.audits['total-blocking-time']?.numericValue,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue,
            failing: Object.values(lhr.audits)
              .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
              .map((a) => a.id),
          });
        } finally {
          await chrome.kill();
          fs.rmSync(userDataDir, { recursive: true, force: true });
        }
      }
      if (samples.length === 0) {
        results.pages.push({ url, status, failed: true });
        continue;
      }
      const medians = Object.fromEntries(
        [...CATEGORIES, 'lcpMs', 'fcpMs', 'speedIndexMs', 'tbtMs', 'cls'].map((k) => [
          k,
          median(samples.map((s) => s[k])),
        ]),
      );
      console.log(
        `${url}: ${CATEGORIES.map((c) => `${c} ${medians[c]}`).join(', ')}, LCP ${Math.round(medians.lcpMs)} ms, FCP ${Math.round(medians.fcpMs)} ms, SI ${Math.round(medians.speedIndexMs)} ms`,
      );
      const last = samples.at(-1).lcp;
      console.log(`  LCP element: ${last.element}`);
      console.log(`  LCP phases: ${JSON.stringify(last.phases)}`);
      if (last.renderBlocking.length)
        console.log(`  render-blocking: ${last.renderBlocking.join(', ')}`);
      results.pages.push({ url, status, median: medians, samples });
    }
  }
} finally {
  await server.stop();
}
fs.mkdirSync('reports', { recursive: true });
const report = signedIn ? 'reports/lighthouse-console.json' : 'reports/lighthouse.json';
fs.writeFileSync(report, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Written ${report}`);
