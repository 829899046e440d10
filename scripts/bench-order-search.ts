// `npm run bench -- --search`: the order history's searches over 100,000 orders, on the embedded
// database and on PostgreSQL (when one answers): each kind of search (an order number, a phone's
// last digits, an address, a name, a restaurant's pickup days, the newest page) timed as the
// console runs it (the count and the page), median of 7 after a warm-up, with the plan the
// database chose. Results: reports/bench-order-search.json.
//   npm run bench -- --search --count 100000
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { orderSearchSchema } from '@/features/ordering/schemas/order-search';
import {
  searchOrderHistory,
  textCondition,
  type HistoryRestaurant,
} from '@/features/ordering/server/order-history';
import { locations, orders } from '@/server/db/schema';
import { seedDemoContent } from '@/server/db/seed';
import {
  createPgliteTestDatabase,
  createPostgresTestDatabase,
  type TestDatabase,
} from '../tests/setup/db';

const count = Number(process.argv[process.argv.indexOf('--count') + 1]) || 100_000;

const SEARCHES: Record<string, Record<string, string>> = {
  'the newest page': {},
  'an order number': { q: '#54321' },
  'a phone’s last 4 digits': { q: '0142' },
  'a whole phone': { q: '(313) 555-0142' },
  'an address': { q: 'guest.54321@' },
  'a name': { q: 'nadia' },
  'two words of a name': { q: 'nadia saeed' },
  'a restaurant, one week': { location: 'canton', from: '2026-06-01', to: '2026-06-07' },
  'a name at a restaurant, one week': {
    q: 'omar',
    location: 'canton',
    from: '2026-06-01',
    to: '2026-06-07',
  },
};

const FIRST = [
  'Nadia',
  'Omar',
  'Huda',
  'Sara',
  'Yousef',
  'Amal',
  'Khalid',
  'Layla',
  'نادية',
  'عمر',
];
const LAST = ['Saeed', 'Haddad', 'Ali', 'Nasser', 'Mansour', 'Saleh', 'العلي', 'الحداد'];

/** `count` orders over a year at the demo's restaurants, in one statement. */
async function fill(db: TestDatabase) {
  await seedDemoContent(db.db);
  await db.db.execute(sql`
    insert into orders (token_hash, idempotency_key, location_id, status, full_name, phone, email,
      asap, pickup_at, slot_start, payment_method, payment_status, subtotal, tax_rate, tax, total,
      received_at, created_at, updated_at)
    select 'bench-' || g, 'bench-key-' || g,
      (select id from locations order by slug offset (g % (select count(*) from locations)) limit 1),
      'picked_up',
      (array[${sql.raw(FIRST.map((n) => `'${n}'`).join(','))}])[1 + g % ${FIRST.length}] || ' ' ||
        (array[${sql.raw(LAST.map((n) => `'${n}'`).join(','))}])[1 + (g / 10) % ${LAST.length}],
      '+1 ' || (313 + g % 7) || ' 555 ' || lpad((g % 10000)::text, 4, '0'),
      'guest.' || g || '@example.com',
      true, t + interval '20 minutes', t + interval '15 minutes', 'counter', 'unpaid',
      20, 6, 1.2, 21.2, t, t, t
    from generate_series(1, ${count}) as g,
      lateral (select timestamptz '2026-01-01 12:00Z' + (g * interval '5 minutes') * 365 * 288 / ${count} as t) as at
  `);
  await db.db.execute(sql`analyze`);
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measure(db: TestDatabase) {
  const started = performance.now();
  await fill(db);
  const filled = Math.round(performance.now() - started);
  const restaurants: HistoryRestaurant[] = await db.db
    .select({ id: locations.id, slug: locations.slug, name: locations.nameEn })
    .from(locations);
  const results: Record<string, { ms: number; found: number; plan?: string }> = {};
  for (const [name, query] of Object.entries(SEARCHES)) {
    const search = orderSearchSchema.parse(query);
    let found = 0;
    const times: number[] = [];
    for (let run = 0; run < 8; run++) {
      const start = performance.now();
      found = (await searchOrderHistory(db.db, search, restaurants)).total;
      if (run > 0) times.push(performance.now() - start);
    }
    const plan = search.q
      ? (
          (await db.db.execute(
            sql`explain select count(*) from ${orders} where ${textCondition(search.q)}`,
          )) as unknown as { rows: Record<string, string>[] }
        ).rows
          .map((row) => Object.values(row)[0] ?? '')
          .filter((line) => /Index|Scan/.test(line))
          .map((line) =>
            line
              .trim()
              .replace(/^->\s*/, '')
              .replace(/\s*\(cost.*$/, ''),
          )
          .join(' / ')
      : undefined;
    results[name] = { ms: Math.round(median(times) * 10) / 10, found, plan };
    console.log(`${db.label}\t${results[name]!.ms} ms\t${found} found\t${name}\t${plan ?? ''}`);
  }
  return { engine: db.label, orders: count, fillMs: filled, searches: results };
}

const report = [];
const embedded = await createPgliteTestDatabase();
report.push(await measure({ ...embedded, label: 'pglite' }));
await embedded.dispose();
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
try {
  const server = await createPostgresTestDatabase(base);
  report.push(await measure(server));
  await server.dispose();
} catch (error) {
  console.log(`PostgreSQL not measured: ${(error as Error).message}`);
}
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/bench-order-search.json', JSON.stringify(report, null, 2));
process.exit(0);
