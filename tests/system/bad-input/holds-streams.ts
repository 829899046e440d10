import http from 'node:http';
import { expect } from 'vitest';
import type { Answer } from '../app';
import type { BadInputCase, Context } from './harness';
import { actionResult, request } from './harness';
import { callCheckout, checkout, localTime, optionIds, placeGood } from './pickup';

/**
 * What a client may hold open: unpaid card orders (two per address, phone or e-mail), orders paid
 * at pickup (four per phone or e-mail in half an hour) and the kitchen's live streams (three per
 * session). Each case puts the most in place first, then asks for one more.
 */

let serial = 0;

/** A checkout of a guest of their own (or of `change`'s phone and e-mail), for 2 days ahead. */
async function order(ctx: Context, change: Record<string, unknown>) {
  const n = serial++;
  const options = await optionIds(ctx);
  return callCheckout(
    ctx,
    JSON.stringify([
      checkout({
        phone: `+1 734 555 ${String(2000 + n).padStart(4, '0')}`,
        email: `holder.${n}@example.com`,
        pickup: localTime(3, `${String(10 + (n % 10)).padStart(2, '0')}:30`),
        lines: [
          {
            kind: 'item',
            slug: 'lamb-haneeth',
            quantity: 1,
            optionIds: [options['Saffron rice']!],
          },
        ],
        ...change,
      }),
    ]),
  );
}

async function placed(ctx: Context, change: Record<string, unknown>) {
  const answer = await order(ctx, change);
  expect(actionResult(answer)?.status, answer.body.slice(0, 300)).toBe('success');
}

/** Streams held open by a case, ended by its cleanup. */
const open: http.ClientRequest[] = [];

/**
 * The kitchen's stream as the owner reads it for `ms` (as a browser reconnecting, with a
 * Last-Event-ID), then leaves: what came, as an answer.
 */
function readStreamFor(
  ctx: Context,
  query: string,
  ms: number,
  lastEventId?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let body = '';
    const req = http.get(
      `${ctx.url.replace('//localhost:', '//127.0.0.1:')}/api/admin/orders/events${query}`,
      {
        headers: {
          cookie: ctx.cookies.owner,
          host: new URL(ctx.url).host,
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
        localAddress: ctx.from,
        agent: false,
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        setTimeout(() => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        }, ms);
      },
    );
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
  });
}

/** Opens the kitchen's stream as the owner; resolves with its status once the answer begins. */
function openStream(ctx: Context): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${ctx.url.replace('//localhost:', '//127.0.0.1:')}/api/admin/orders/events`,
      {
        headers: { cookie: ctx.cookies.owner, host: new URL(ctx.url).host },
        localAddress: ctx.from,
        agent: false,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    open.push(req);
  });
}

async function closeStreams() {
  for (const req of open.splice(0)) req.destroy();
  // The server sees each close and frees its place.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

export function holdAndStreamCases(): BadInputCase[] {
  const cases: BadInputCase[] = [];
  for (const locale of ['en', 'ar'] as const) {
    cases.push({
      endpoint: `pickup checkout · ${locale}`,
      kind: 'a third unpaid card order from one address',
      locale,
      prepare: async (ctx) => {
        for (let n = 0; n < 2; n++) await placed(ctx, { paymentMethod: 'card', language: locale });
      },
      send: (ctx) => order(ctx, { paymentMethod: 'card', language: locale }),
      expect: { refused: true, message: 'pickup.errors.openPayments' },
      good: placeGood,
    });
    const phone = `+1 248 555 01${locale === 'en' ? '10' : '20'}`;
    cases.push({
      endpoint: `pickup checkout · ${locale}`,
      kind: 'a fifth order paid at pickup from one phone in half an hour',
      locale,
      prepare: async (ctx) => {
        for (let n = 0; n < 4; n++) {
          await placed({ ...ctx, from: `127.0.9.${serial % 250}` }, { phone, language: locale });
        }
      },
      send: (ctx) => order(ctx, { phone, language: locale }),
      expect: { refused: true, message: 'pickup.errors.manyOrders' },
      good: placeGood,
    });
  }
  let old = 0;
  for (const [kind, query] of [
    ['`since` in the year 2000', '?since=2000-01-01T00:00:00Z'],
    ['a Last-Event-ID of 1970 and no `since`', ''],
  ] as const) {
    cases.push({
      endpoint: 'GET /api/admin/orders/events',
      kind,
      prepare: async (ctx) => {
        // An order the kitchen last touched 13 hours ago: older than the screen shows.
        await placed(ctx, {});
        const { rows } = await ctx.db.query<{ number: number }>(
          `update orders set updated_at = now() - interval '13 hours'
           where number = (select max(number) from orders) returning number`,
        );
        old = rows[0]!.number;
      },
      send: (ctx) =>
        query
          ? readStreamFor(ctx, query, 1_500)
          : readStreamFor(ctx, '', 1_500, '1970-01-01T00:00:00.000Z'),
      expect: {
        bounded: (answer) =>
          answer.status !== 200
            ? `answered ${answer.status}`
            : answer.body.includes(`"number":${old},`)
              ? `replayed order ${old}, changed 13 hours ago`
              : null,
      },
      good: async (ctx) => {
        expect((await readStreamFor(ctx, '', 300)).status).toBe(200);
      },
    });
  }
  cases.push({
    endpoint: 'GET /api/admin/orders/events',
    kind: 'a fourth live stream of one session',
    prepare: async (ctx) => {
      for (let n = 0; n < 3; n++) expect(await openStream(ctx)).toBe(200);
    },
    send: (ctx) =>
      request(`${ctx.url}/api/admin/orders/events`, {
        from: ctx.from,
        headers: { cookie: ctx.cookies.owner },
      }),
    expect: { refused: true, status: 429 },
    good: async (ctx) => {
      await closeStreams();
      expect(await openStream(ctx)).toBe(200);
    },
    cleanup: closeStreams,
  });
  return cases;
}
