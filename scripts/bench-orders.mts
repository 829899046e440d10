// `npm run bench -- --orders`: guests placing pickup orders at a steady rate through the checkout's
// server action (a third with a promo code, a third by card with a tip), against the production server on PostgreSQL, while a kitchen screen's live feed
// is open. Reports orders placed per second, the latencies (p50, p99), what was answered how, and
// whether the kitchen's feed got every order once.
//   npm run bench -- --orders --rate 50 --duration 30
// Server on core 0, this load on core 1 (2-core machines). Results: reports/bench-orders.json.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { request } from './lib/http-client.mts';
import { orderPost, placeOrder } from './lib/order-load.mts';
import { scrape, total as metricTotal } from './lib/metrics-scrape.mts';
import { startProductionServer } from './lib/prod-server.mjs';
import { freshPostgresDatabase } from '../tests/system/services.ts';

type Options = { rate: number; seconds: number };

const OWNER = { email: 'bench.owner@example.test', password: 'bench-saffron-lantern-owner-1' };
/** The server's /api/metrics are read before and after the run: its counts must be the bench's. */
const METRICS_TOKEN = 'bench-metrics-token-7f3a9c2e5b1d';

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** The kitchen's live feed: every order number it sends, each time it is sent as new. */
function watchKitchen(origin: string, cookie: string) {
  const arrivals: number[] = [];
  const req = http.get(
    `${origin}/api/admin/orders/events?location=east-dearborn&since=${new Date().toISOString()}`,
    { headers: { cookie, accept: 'text/event-stream' } },
    (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          // The orders' events only (the feed also says how many wait: `event: waiting`).
          if (!data || !/^event: orders$/m.test(block)) continue;
          for (const order of JSON.parse(data) as { number: number; status: string }[]) {
            if (order.status === 'received') arrivals.push(order.number);
          }
        }
      });
    },
  );
  req.on('error', () => undefined);
  return { arrivals, stop: () => req.destroy() };
}

export async function benchOrders(options: Options): Promise<void> {
  const database = await freshPostgresDatabase();
  const setup = new pg.Client({ connectionString: database.url });
  await setup.connect();
  // The kitchen's owner, made as an operator makes one (the CLI migrates the database first).
  const made = spawnSync(
    path.join('node_modules', '.bin', 'tsx'),
    ['--conditions=react-server', 'scripts/admin.ts', 'create-owner', '--email', OWNER.email],
    { env: { ...process.env, DATABASE_URL: database.url, ADMIN_PASSWORD: OWNER.password } },
  );
  if (made.status !== 0) throw new Error(`create-owner failed: ${String(made.stderr)}`);
  const app = await startProductionServer({
    port: 3301,
    core: 0,
    // Card orders are placed (awaiting payment); no payment page is opened in this run.
    env: {
      DATABASE_URL: database.url,
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench',
      METRICS_TOKEN,
    },
  });
  if (process.platform === 'linux') {
    spawn('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });
  }
  try {
    // Room in every slot for the run (pickup times are tomorrow's and later, in opening hours).
    await setup.query(
      `update locations set ordering_enabled = true, orders_per_slot = 500, tips_enabled = true,
         ordering_paused_until = null where slug = 'east-dearborn'`,
    );
    // A code every third guest types (its uses counted under its lock on each order).
    await setup.query(
      `insert into promo_codes (code, kind, percent_off) values ('BENCH10', 'percent', 10)`,
    );
    const signIn = await request(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify(OWNER),
    });
    const cookie = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const kitchen = watchKitchen(app.url, cookie);
    const metricsBefore = await scrape(app.url, METRICS_TOKEN);
    const latencies: number[] = [];
    const numbers: number[] = [];
    // busy: the front's intake answered 503 with Retry-After (the checkout says "send it again").
    const answers = { ok: 0, refused: 0, busy: 0, errors: 0 };
    const total = Math.round(options.rate * options.seconds);
    console.log(`Orders: ${options.rate}/s for ${options.seconds} s on PostgreSQL (${total})`);
    const started = Date.now();
    const sent: Promise<void>[] = [];
    for (let n = 0; n < total; n += 1) {
      const due = started + (n * 1000) / options.rate;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const t0 = performance.now();
      // A third of the guests type a code; a third pay by card with a 15% tip (half of them
      // with the code too); the rest pay at the counter.
      const kind = n % 3;
      const card = kind === 2;
      const change = {
        ...(kind === 1 || (card && n % 2 === 0) ? { promoCode: 'bench10' } : {}),
        ...(card ? { paymentMethod: 'card', tip: { kind: 'percent', percent: 15 } } : {}),
      };
      sent.push(
        // 20 orders per address in 10 minutes: a new address every 15 orders; card orders
        // (two open at a time per guest) each from an address of their own.
        placeOrder(
          app.url,
          orderPost(String(started), n, change),
          card
            ? `127.1.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`
            : `127.0.${10 + Math.floor(n / 15 / 250)}.${1 + (Math.floor(n / 15) % 250)}`,
        ).then(
          (answer) => {
            latencies.push(performance.now() - t0);
            if (answer.number !== null) {
              answers.ok += 1;
              // A card order reaches the kitchen once paid: not in this run.
              if (!card) numbers.push(answer.number);
            } else if (answer.status === 503) answers.busy += 1;
            else if (answer.status < 500) answers.refused += 1;
            else answers.errors += 1;
          },
          () => {
            answers.errors += 1;
          },
        ),
      );
    }
    await Promise.all(sent);
    const elapsed = (Date.now() - started) / 1000;
    // The feed looks every 5 s at the latest: give it that long.
    await new Promise((r) => setTimeout(r, 6_000));
    kitchen.stop();
    const stored = Number(
      (await setup.query(`select count(*) from orders where email like 'guest-%@example.test'`))
        .rows[0].count,
    );
    const money = (
      await setup.query(
        `select count(*) filter (where discount > 0)::int as discounted,
           count(*) filter (where tip > 0)::int as tipped from orders`,
      )
    ).rows[0] as { discounted: number; tipped: number };
    const metricsAfter = await scrape(app.url, METRICS_TOKEN);
    const counted = (name: string, having = '') =>
      metricTotal(metricsAfter, name, having) - metricTotal(metricsBefore, name, having);
    const fromMetrics = {
      placed: counted('saba_orders_placed_total'),
      refused: counted('saba_orders_refused_total'),
      busy: counted('saba_form_intake_total', 'result="refused"'),
    };
    const seen = new Set(kitchen.arrivals);
    const sorted = [...latencies].sort((a, b) => a - b);
    const summary = {
      when: new Date().toISOString(),
      node: process.version,
      db: 'postgres',
      rate: options.rate,
      seconds: options.seconds,
      sent: total,
      ...answers,
      ordersPerSecond: Number((answers.ok / elapsed).toFixed(1)),
      latencyMs: {
        p50: Math.round(percentile(sorted, 0.5)),
        p99: Math.round(percentile(sorted, 0.99)),
        max: Math.round(sorted.at(-1) ?? 0),
      },
      stored,
      discounted: money.discounted,
      tipped: money.tipped,
      // What /api/metrics counted over the run, beside the bench's own counts.
      metrics: {
        ...fromMetrics,
        agree:
          fromMetrics.placed === answers.ok &&
          fromMetrics.refused === answers.refused &&
          fromMetrics.busy === answers.busy,
      },
      kitchen: {
        received: kitchen.arrivals.length,
        missed: numbers.filter((number) => !seen.has(number)).length,
        duplicated: kitchen.arrivals.length - seen.size,
      },
    };
    console.log(JSON.stringify(summary, null, 2));
    fs.mkdirSync('reports', { recursive: true });
    fs.writeFileSync('reports/bench-orders.json', `${JSON.stringify(summary, null, 2)}\n`);
    console.log('Written reports/bench-orders.json');
    if (
      stored !== answers.ok ||
      !summary.metrics.agree ||
      summary.kitchen.missed > 0 ||
      summary.kitchen.duplicated > 0
    ) {
      process.exitCode = 1;
    }
  } finally {
    await setup.end();
    await app.stop();
    await database.drop();
  }
}
