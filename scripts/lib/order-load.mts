// Pickup orders as the checkout page's script places them: the server action by its id (from the
// build's manifest), one order a call, from a chosen loopback address. Shared by the system tests
// and `npm run bench -- --orders` (run by Node 24 directly: erasable types only).
import fs from 'node:fs';
import path from 'node:path';
import { request } from './http-client.mts';

const ids = new Map<string, string>();

/** The id of a server action by its exported name, in a build's server-reference manifest. */
export function actionIdIn(manifestJson: string, name: string): string {
  const manifest = JSON.parse(manifestJson) as { node: Record<string, { exportedName?: string }> };
  const found = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === name);
  if (!found) throw new Error(`no server action ${name} in the build`);
  return found[0];
}

/** The id of a server action by its exported name, from the build in this folder. */
export function actionId(name: string): string {
  const known = ids.get(name);
  if (known) return known;
  const id = actionIdIn(
    fs.readFileSync(path.join('.next', 'server', 'server-reference-manifest.json'), 'utf8'),
    name,
  );
  ids.set(name, id);
  return id;
}

/**
 * The n-th order's pickup time at a demo restaurant (open 9 AM to 10 PM in Detroit): tomorrow
 * onwards, 12:00 to 21:45 in 15-minute steps, then the next day.
 */
export function pickupSlot(n: number, now = new Date()): string {
  const day = new Date(now.getTime() + (1 + (Math.floor(n / 40) % 6)) * 24 * 60 * 60_000);
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Detroit',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(day);
  const minutes = 12 * 60 + (n % 40) * 15;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${date}T${time}`;
}

/**
 * A guest's order of mango juice at East Dearborn, its key made from `run` and `n`; `change`
 * sets what else the checkout sends (a promo code, a card payment with a tip).
 */
export function orderPost(run: string, n: number, change: Record<string, unknown> = {}) {
  return JSON.stringify([
    {
      idempotencyKey: `order-${run}-${n}`.slice(0, 64),
      locationSlug: 'east-dearborn',
      lines: [{ kind: 'item', slug: 'mango-juice', quantity: 1 + (n % 3), optionIds: [] }],
      fullName: `Load Guest ${n}`,
      // A guest of their own each: one phone places only a few orders paid at pickup at a time.
      phone: `+1 313 555 ${String(n % 10_000).padStart(4, '0')}`,
      email: `guest-${n}@example.test`,
      language: n % 2 ? 'ar' : 'en',
      note: '',
      pickup: pickupSlot(n),
      paymentMethod: 'counter',
      ...change,
    },
  ]);
}

/** Places one order; its number when the server took it, else null with the answer. */
export async function placeOrder(
  origin: string,
  body: string,
  from: string,
  timeoutMs = 30_000,
  /** The action's id in the build that serves `origin`, when it is not the one in this folder. */
  action = actionId('placePickupOrder'),
): Promise<{ number: number | null; status: number; text: string; retryAfter?: string }> {
  const answer = await request(`${origin}/locations/east-dearborn/order/checkout`, {
    method: 'POST',
    from,
    timeoutMs,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      'next-action': action,
      origin,
    },
    body,
  });
  const number = /"status":"success","data":\{"token":"[^"]+","number":(\d+)/.exec(answer.body);
  const retryAfter = answer.headers['retry-after'];
  return {
    number: number ? Number(number[1]) : null,
    status: answer.status,
    text: answer.body,
    ...(typeof retryAfter === 'string' ? { retryAfter } : {}),
  };
}
