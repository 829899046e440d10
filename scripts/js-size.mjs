// `npm run size`: the JavaScript a first visit downloads, per page, gzipped (level 9), read from
// the production build as served: every <script src> of the page's HTML (the polyfills marked
// `noModule` are skipped: modern browsers do not fetch them), the chunks the paint-first loader
// asks for, and the site's own inline script. The framework's own share is the build's root main
// files (what every page of the App Router loads: React, the router, the runtime), plus the chunks
// that serve only Next's own client components (its layout router loads on every page with a
// layout). Which client components a chunk serves is read from the build's client reference
// manifests. Writes reports/js-size.json; exits 1 when a page's own share is over its budget.
//   npm run size -- --pages /,/ar,/menu
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { startProductionServer } from './lib/prod-server.mjs';

const argv = process.argv.slice(2);
const i = argv.indexOf('--pages');
const pages = (
  i >= 0
    ? argv[i + 1]
    : [
        '/',
        '/ar',
        '/menu',
        '/ar/menu',
        '/locations',
        '/franchise',
        '/franchise/why',
        '/catering',
        '/careers',
        '/privacy',
        '/contact',
        '/reserve',
        '/franchise/apply',
        '/locations/east-dearborn/order',
        '/locations/east-dearborn/order/checkout',
      ].join(',')
).split(',');
/**
 * Our own share (above the framework's), gzipped. A page without the framework carries the site's
 * inline script alone; a form's page its form, whose rules (Zod) load when the form is used.
 */
const OWN_BUDGET_KB = {
  '/': 20,
  '/ar': 20,
  '/menu': 28,
  '/ar/menu': 28,
  '/franchise': 2,
  '/franchise/why': 2,
  '/privacy': 2,
  '/catering': 8,
  '/careers': 8,
  '/contact': 10,
  '/reserve': 10,
  '/franchise/apply': 12,
  // What a guest's taps on the ordering page and the checkout need (ADR 0009, 2026-12-03).
  '/locations/east-dearborn/order': 16.5,
  '/locations/east-dearborn/order/checkout': 20,
};

/** Every client reference manifest of the build, read as the server reads them. */
function* manifests(dir = path.join('.next', 'server', 'app')) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* manifests(file);
    else if (entry.name.endsWith('_client-reference-manifest.js')) {
      const context = { self: {} };
      context.globalThis = context;
      vm.runInNewContext(fs.readFileSync(file, 'utf8'), context);
      yield* Object.values(context.globalThis.__RSC_MANIFEST ?? {});
    }
  }
}

/** Module id → source path of every client component of the build. */
function clientModuleSources() {
  const sources = new Map();
  for (const manifest of manifests()) {
    for (const [id, module] of Object.entries(manifest.clientModules ?? {})) {
      sources.set(String(module.id), id.replace(/#.*$/, '').replace(/^.*\[project\]\//, ''));
    }
  }
  return sources;
}

/** The ids of the modules a Turbopack chunk defines (`…, <id>, (e, t, r) => {…}`). */
const definedModules = (body) =>
  [...body.matchAll(/[,[]\s*(\d+),\s*(?:\([\w$,\s]*\)|[\w$]+)\s*=>/g)].map((m) => m[1]);

const sources = clientModuleSources();
const isNextModule = (source) => source.startsWith('node_modules/next/');

/** A chunk of Next's own: it defines client components, and all of them are Next's. */
function isNextChunk(body) {
  const defined = definedModules(body)
    .map((id) => sources.get(id))
    .filter(Boolean);
  return defined.length > 0 && defined.every(isNextModule);
}

const server = await startProductionServer({ port: 3302 });
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** A build file as a first visit downloads it: its gzipped size, and whether it is Next's alone. */
async function chunk(src) {
  const body = Buffer.from(await (await fetch(server.url + src)).arrayBuffer());
  return {
    src,
    gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
    nextOnly: isNextChunk(body.toString('utf8')),
  };
}

/** The framework's own files: the root main files of the build's manifest. */
async function frameworkAlone() {
  const manifest = JSON.parse(fs.readFileSync(path.join('.next', 'build-manifest.json'), 'utf8'));
  const files = [];
  for (const file of manifest.rootMainFiles) files.push(await chunk(`/_next/${file}`));
  const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { page: null, gzipBytes, gzipKB: kb(gzipBytes), files };
}

async function firstLoad(page) {
  const html = await (await fetch(server.url + page)).text();
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"[^>]*>/g)]
    .filter((m) => !/\bnoModule\b/i.test(m[0]))
    .map((m) => m[1]);
  // Public pages list their chunks in the loader that asks for them after the first paint
  // (src/http/paint-first.mts).
  const loader = /\(document,window,(\[[^\]]*\]),(?:null|\{[^}]*\})\)<\/script>/.exec(html);
  const scripts = [...tags, ...(loader ? JSON.parse(loader[1]) : [])];
  const files = [];
  for (const src of [...new Set(scripts)]) files.push(await chunk(src));
  // The site's own script is inline in every public page (src/http/site-script.mts): ours too,
  // and on a page without the framework the only script there is.
  const inline = /<script id="site-script">([\s\S]*?)<\/script>/.exec(html);
  if (inline) {
    const body = Buffer.from(inline[1], 'utf8');
    files.push({
      src: '(inline) site-script',
      gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
      nextOnly: false,
    });
  }
  const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { page, gzipBytes, gzipKB: kb(gzipBytes), files };
}

try {
  const framework = await frameworkAlone();
  const frameworkFiles = new Set(framework.files.map((f) => f.src));
  const results = [];
  for (const page of pages) results.push(await firstLoad(page));
  console.log(`framework alone (the build's root main files): ${framework.gzipKB} KB`);
  for (const r of results) {
    for (const f of r.files) f.owner = frameworkFiles.has(f.src) || f.nextOnly ? 'next' : 'ours';
    const own = r.files.filter((f) => f.owner === 'ours').reduce((sum, f) => sum + f.gzipBytes, 0);
    r.ownKB = kb(own);
    const budget = OWN_BUDGET_KB[r.page];
    r.ownBudgetKB = budget ?? null;
    const verdict = budget
      ? ` (budget ${budget} KB: ${r.ownKB <= budget ? 'met' : 'NOT met'})`
      : '';
    const nextChunks = r.files.filter((f) => f.nextOnly && !frameworkFiles.has(f.src));
    const nextKB = kb(nextChunks.reduce((sum, f) => sum + f.gzipBytes, 0));
    console.log(
      `${r.page}: ${r.gzipKB} KB, of which ours ${r.ownKB} KB${verdict}; Next's own chunks beyond its root files: ${nextKB} KB`,
    );
  }
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync(
    'reports/js-size.json',
    `${JSON.stringify({ when: new Date().toISOString(), framework, pages: results }, null, 2)}\n`,
  );
  console.log('Written reports/js-size.json');
  const over = results.filter((r) => r.ownBudgetKB !== null && r.ownKB > r.ownBudgetKB);
  if (over.length) {
    console.error(`Over budget: ${over.map((r) => r.page).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
