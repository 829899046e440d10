import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../tests/setup/db';
import { resetServerEnvForTests } from '@/env';
import { metrics } from '@/http/metrics.mts';
import { emailOutbox } from '../db/schema';
import { answerScrape } from './scrape';

/*
 * `/api/metrics`: off without METRICS_TOKEN; with it, only for `Authorization: Bearer <token>`
 * (401 and nothing else said for none, a wrong one, another scheme, or a token in the query);
 * the answer is Prometheus's text format with the counters and the outbox read at the scrape.
 */

const TOKEN = 'scrape-token-0123456789abcdef';
const NOW = Date.now();

describeEachEngine('metrics scrape', (engine) => {
  const db = freshAppDatabase(engine);
  const before = process.env.METRICS_TOKEN;
  beforeAll(() => {
    process.env.METRICS_TOKEN = TOKEN;
    resetServerEnvForTests();
  });
  afterAll(() => {
    if (before === undefined) delete process.env.METRICS_TOKEN;
    else process.env.METRICS_TOKEN = before;
    resetServerEnvForTests();
  });

  const scrape = (headers: Record<string, string> = {}, query = '') =>
    answerScrape(new Request(`http://localhost/api/metrics${query}`, { headers }));

  it('answers 401 and says nothing without the right bearer token', async () => {
    for (const [headers, query] of [
      [{}, ''],
      [{ authorization: `Bearer ${TOKEN}x` }, ''],
      [{ authorization: `Bearer ${TOKEN.slice(1)}` }, ''],
      [{ authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` }, ''],
      [{ authorization: TOKEN }, ''],
      [{}, `?token=${TOKEN}`],
      [{ authorization: `Bearer ${TOKEN}` }, `?token=${TOKEN}`],
    ] as const) {
      const answer = await scrape(headers, query);
      expect(answer.status, JSON.stringify([headers, query])).toBe(401);
      expect(await answer.text()).toBe('Unauthorized');
    }
  });

  it('gives the counters and the outbox as Prometheus reads them', async () => {
    metrics().ordersPlaced.inc({ payment: 'counter' });
    await db()
      .db.insert(emailOutbox)
      .values({
        kind: 'test',
        toAddresses: ['ops@example.com'],
        subject: 'Waiting',
        textBody: 'Waiting.',
        nextAttemptAt: new Date(NOW - 90_000),
      });
    const answer = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    expect(text).toMatch(/^saba_orders_placed_total\{payment="counter"\} [1-9]\d*$/m);
    expect(text).toMatch(/^saba_outbox_pending 1$/m);
    const age = Number(/^saba_outbox_oldest_pending_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(600);
    expect(text).toMatch(/^saba_kitchen_streams_open 0$/m);
    expect(text).toMatch(/^saba_process_cpu_seconds_total /m);
    if (engine.label === 'postgres')
      expect(text).toMatch(/^saba_db_pool_connections\{state="total"\} \d+$/m);
  });
});

it('is off (404) while METRICS_TOKEN is not set', async () => {
  const before = process.env.METRICS_TOKEN;
  delete process.env.METRICS_TOKEN;
  resetServerEnvForTests();
  try {
    const answer = await answerScrape(new Request('http://localhost/api/metrics'));
    expect(answer.status).toBe(404);
  } finally {
    if (before !== undefined) process.env.METRICS_TOKEN = before;
    resetServerEnvForTests();
  }
});
