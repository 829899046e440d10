// `npm run bench`: HTTP throughput of key routes with autocannon against the production server.
// Server on core 0, load tool on core 1 (2-core machines); a plain Node static server measured in
// the same run gives the ceiling to compare with. Results: reports/bench.json.
//   npm run bench -- --routes /,/ar --duration 10 --runs 3 --connections 50
//   npm run bench -- --server next   Next's own `next start` without the front server (to compare
//                                    runtimes: `node scripts/bench.mjs --server next` runs it on
//                                    whatever `node` is first on PATH)
//   npm run bench -- --redis         with REDIS_URL (a redis-server of its own): the shared cache
//   npm run bench -- --intake        contact forms posted at a steady rate (scripts/bench-intake.mts)
//                                    --rate 300 --duration 30 --db pglite|postgres
//   npm run bench -- --orders        pickup orders placed at a steady rate on PostgreSQL, with a
//                                    kitchen's live feed open (scripts/bench-orders.mts)
//                                    --rate 50 --duration 30
//   npm run bench -- --search        the order history's searches over 100,000 orders, embedded
//                                    and PostgreSQL (scripts/bench-order-search.ts) --count 100000
//   npm run bench -- --board         the kitchen board's interaction to next paint with 200 open
//                                    orders, a trace kept (scripts/bench-board.mts)
//   npm run bench -- --kitchen       the database's work per order with three kitchen screens
//                                    open (scripts/bench-kitchen.mts) --count 6
//   npm run bench -- --first-tap     a guest's first tap on the ordering page, which starts its
//                                    framework, against a tap on a live page (scripts/
//                                    bench-first-tap.mts) --cpu 4 --runs 5
// Each route is compared with a plain Node server sending the same bytes in the same run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { loadConsoleFixture, signInOwner } from './lib/console-owner.mjs';
import { median, pinned, startProductionServer } from './lib/prod-server.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1]]);
    return pairs;
  }, []),
);
if ('search' in args) {
  const run = spawnSync(
    path.join('node_modules', '.bin', 'tsx'),
    ['--conditions=react-server', 'scripts/bench-order-search.ts', ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
}
if ('board' in args) {
  const { benchBoard } = await import('./bench-board.mts');
  await benchBoard();
  process.exit();
}
if ('first-tap' in args) {
  const { benchFirstTap } = await import('./bench-first-tap.mts');
  await benchFirstTap({ cpu: Number(args.cpu ?? 4), runs: Number(args.runs ?? 5) });
  process.exit();
}
if ('kitchen' in args) {
  const { benchKitchen } = await import('./bench-kitchen.mts');
  await benchKitchen({ orders: Number(args.count ?? 6) });
  process.exit();
}
if ('orders' in args) {
  const { benchOrders } = await import('./bench-orders.mts');
  await benchOrders({ rate: Number(args.rate ?? 50), seconds: Number(args.duration ?? 30) });
  process.exit();
}
if ('intake' in args) {
  const { benchIntake } = await import('./bench-intake.mts');
  await benchIntake({
    rate: Number(args.rate ?? 300),
    seconds: Number(args.duration ?? 30),
    db: args.db === 'postgres' ? 'postgres' : 'pglite',
  });
  process.exit();
}

// The home and brand menu pages, and one restaurant's own menu (each restaurant's is cached apart).
const routes = (
  args.routes ?? '/,/ar,/menu,/ar/menu,/locations/canton/menu,/ar/locations/canton/menu'
).split(',');
const duration = Number(args.duration ?? 10);
const runs = Number(args.runs ?? 3);
const connections = Number(args.connections ?? 50);

/**
 * A browser's user agent: each request is a visitor's page view, counted by the site's analytics
 * as a real one is (scripts without it are not counted), so the figures include that cost.
 */
const BROWSER =
  'user-agent=Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';

function autocannon(url, seconds) {
  const [command, commandArgs] = pinned(1, path.join('node_modules', '.bin', 'autocannon'), [
    '-j',
    '-H',
    BROWSER,
    '-c',
    String(connections),
    '-d',
    String(seconds),
    url,
  ]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out));
      } catch (error) {
        reject(error);
      }
    });
  });
}

async function measure(url) {
  await autocannon(url, 3); // warm-up: renders and caches the page
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const r = await autocannon(url, duration);
    samples.push({
      rps: r.requests.average,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    });
  }
  return {
    url,
    reqPerSec: median(samples.map((s) => s.rps)),
    p99Ms: median(samples.map((s) => s.p99)),
    spread: {
      reqPerSec: [Math.min(...samples.map((s) => s.rps)), Math.max(...samples.map((s) => s.rps))],
      p99Ms: [Math.min(...samples.map((s) => s.p99)), Math.max(...samples.map((s) => s.p99))],
    },
    non2xx: samples.reduce((n, s) => n + s.non2xx, 0),
    errors: samples.reduce((n, s) => n + s.errors, 0),
  };
}

/** Headers the static server does not repeat: it sends them itself, or they do not apply. */
const NOT_REPLAYED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

async function startStaticServer(pages) {
  // Same core as the app server: the ceiling a Node process reaches serving bytes from memory.
  // The bytes themselves (a Buffer, encoded once) with the app's own headers, so that both send
  // the same number of bytes (throughput on loopback jumps at some response sizes).
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url) ?? { body: Buffer.alloc(0), headers: [] };
    for (const [name, value] of page.headers) res.appendHeader(name, value);
    res.setHeader('content-length', page.body.length);
    res.end(page.body);
  });
  await new Promise((resolve) => server.listen(3399, resolve));
  return { url: 'http://localhost:3399', stop: () => new Promise((r) => server.close(r)) };
}

/** A redis-server of the bench's own (keeps nothing on disk), for --redis. */
async function startRedis() {
  const port = 3398;
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await new Promise((r) => setTimeout(r, 500));
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGKILL') };
}

// With --admin: the fixture of 5,000 menu items and 10,000 media rows, and the console screens'
// server time measured one request at a time (signed in as the fixture's owner).
const admin = 'admin' in args;
const ADMIN_ROUTES = [
  '/admin/menu/items',
  '/admin/menu/items?q=dish%2049',
  '/admin/menu/items?page=60',
  '/admin/media',
  '/admin/media?q=photo-99',
  '/admin/media?page=200',
];
/** Server time of a signed-in screen: sequential requests, after a warm-up. */
async function timeScreen(url, cookie, count = 30) {
  const once = async () => {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - start;
  };
  for (let i = 0; i < 5; i++) await once();
  const samples = [];
  for (let i = 0; i < count; i++) samples.push(await once());
  samples.sort((a, b) => a - b);
  return {
    medianMs: Math.round(median(samples)),
    p95Ms: Math.round(samples[Math.floor(samples.length * 0.95) - 1]),
    maxMs: Math.round(samples.at(-1)),
  };
}

const bare = args.server === 'next';
const redis = 'redis' in args ? await startRedis() : null;
const app = await startProductionServer({
  port: 3300,
  core: 0,
  bare,
  prepare: admin ? (dataDir) => loadConsoleFixture(dataDir) : undefined,
  env: redis ? { REDIS_URL: redis.url } : {},
});
const results = {
  when: new Date().toISOString(),
  node: process.version,
  server: bare ? 'next start' : 'server.mts',
  redis: Boolean(redis),
  connections,
  duration,
  runs,
  routes: [],
};
console.log(`Node ${process.version}, ${results.server}${redis ? ', REDIS_URL' : ''}`);
try {
  if (admin) {
    const cookie = await signInOwner(app.url);
    results.admin = [];
    for (const route of ADMIN_ROUTES) {
      const r = await timeScreen(`${app.url}${route}`, cookie);
      console.log(`${route}: median ${r.medianMs} ms, p95 ${r.p95Ms} ms, max ${r.maxMs} ms`);
      results.admin.push({ route, ...r });
    }
  }
  for (const route of routes) {
    const r = await measure(`${app.url}${route}`);
    console.log(
      `${route}: ${Math.round(r.reqPerSec)} req/s, p99 ${r.p99Ms} ms, non-2xx ${r.non2xx}`,
    );
    results.routes.push({ route, ...r });
  }
  const pages = new Map();
  for (const route of routes) {
    const response = await fetch(`${app.url}${route}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    pages.set(route, {
      body: Buffer.from(await response.arrayBuffer()),
      headers: [...response.headers].filter(([name]) => !NOT_REPLAYED.has(name)),
    });
  }
  await app.stop();
  const ceiling = await startStaticServer(pages);
  // Pin this process (which serves the static file) to core 0 like the app server.
  if (process.platform === 'linux')
    spawn('taskset', ['-pc', '0', String(process.pid)], { stdio: 'ignore' });
  results.staticCeiling = [];
  for (const r of results.routes) {
    const s = await measure(`${ceiling.url}${r.route}`);
    results.staticCeiling.push({ route: r.route, reqPerSec: s.reqPerSec, p99Ms: s.p99Ms });
    r.bytes = pages.get(r.route).body.length;
    r.staticReqPerSec = s.reqPerSec;
    r.ratioToStatic = Number((r.reqPerSec / s.reqPerSec).toFixed(3));
    console.log(
      `${r.route}: static server ${Math.round(s.reqPerSec)} req/s (p99 ${s.p99Ms} ms), ` +
        `ratio ${r.ratioToStatic}`,
    );
  }
  await ceiling.stop();
} finally {
  await app.stop();
  redis?.stop();
}
fs.mkdirSync('reports', { recursive: true });
const report = admin
  ? 'reports/bench-admin.json'
  : redis
    ? 'reports/bench-redis.json'
    : 'reports/bench.json';
fs.writeFileSync(report, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Written ${report}`);
