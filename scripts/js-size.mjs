// `npm run size`: the JavaScript a first visit downloads, per page, gzipped (level 9), read from
// the production build as served: every <script src> of the page's HTML (the polyfills marked
// `noModule` are skipped: modern browsers do not fetch them). The framework's own share is the
// global not-found page, which has no component of ours. Writes reports/js-size.json.
//   npm run size -- --pages /,/ar,/menu
import fs from 'node:fs';
import zlib from 'node:zlib';
import { startProductionServer } from './lib/prod-server.mjs';

const argv = process.argv.slice(2);
const i = argv.indexOf('--pages');
const pages = (
  i >= 0
    ? argv[i + 1]
    : '/,/ar,/menu,/ar/menu,/locations,/franchise,/catering,/careers,/privacy,/contact'
).split(',');
const FRAMEWORK_PAGE = '/__no-such-locale__';
/** Our own share (above the framework's), gzipped: the home page, and the pages with no form. */
const OWN_BUDGET_KB = {
  '/': 20,
  '/ar': 20,
  '/franchise': 8,
  '/catering': 8,
  '/careers': 8,
  '/privacy': 8,
};

const server = await startProductionServer({ port: 3302 });
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

async function firstLoad(page) {
  const html = await (await fetch(server.url + page)).text();
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"[^>]*>/g)]
    .filter((m) => !/\bnoModule\b/i.test(m[0]))
    .map((m) => m[1]);
  const files = [];
  for (const src of [...new Set(scripts)]) {
    const body = Buffer.from(await (await fetch(server.url + src)).arrayBuffer());
    files.push({ src, gzipBytes: zlib.gzipSync(body, { level: 9 }).length });
  }
  const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { page, gzipBytes, gzipKB: kb(gzipBytes), files };
}

try {
  const framework = await firstLoad(FRAMEWORK_PAGE);
  const results = [];
  for (const page of pages) results.push(await firstLoad(page));
  console.log(`framework alone (global not-found page): ${framework.gzipKB} KB`);
  for (const r of results) {
    r.ownKB = kb(r.gzipBytes - framework.gzipBytes);
    const budget = OWN_BUDGET_KB[r.page];
    r.ownBudgetKB = budget ?? null;
    const verdict = budget
      ? ` (budget ${budget} KB: ${r.ownKB <= budget ? 'met' : 'NOT met'})`
      : '';
    console.log(`${r.page}: ${r.gzipKB} KB, of which ours ${r.ownKB} KB${verdict}`);
  }
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync(
    'reports/js-size.json',
    `${JSON.stringify({ when: new Date().toISOString(), framework, pages: results }, null, 2)}\n`,
  );
  console.log('Written reports/js-size.json');
} finally {
  await server.stop();
}
