import { expect } from 'vitest';
import type { BadInputCase, Context } from './harness';
import { actionResult, request, visibleHtml } from './harness';
import { callCheckout, checkout, localTime, optionIds } from './pickup';

/**
 * An order's kitchen ticket (/admin/orders/<id>/ticket): a kitchen account limited to Canton
 * asks for an East Dearborn order's, for ids that are not ids, and signed out. Each is refused
 * (not found, or the sign-in page) and the next ticket of its own restaurant is printed.
 */

let serial = 0;

/** Places a pickup order at a restaurant (a guest of its own) and returns its id. */
export async function orderAt(ctx: Context, slug: string): Promise<string> {
  const n = serial++;
  const rice = (await optionIds(ctx))['Saffron rice']!;
  const answer = await callCheckout(
    ctx,
    JSON.stringify([
      checkout({
        locationSlug: slug,
        phone: `+1 734 555 ${String(3000 + n).padStart(4, '0')}`,
        email: `ticket.guest.${n}@example.com`,
        pickup: localTime(4, `${String(11 + (n % 8)).padStart(2, '0')}:15`),
        lines: [{ kind: 'item', slug: 'lamb-haneeth', quantity: 1, optionIds: [rice] }],
      }),
    ]),
  );
  expect(actionResult(answer)?.status, answer.body.slice(0, 300)).toBe('success');
  const row = await ctx.db.query<{ id: string }>(
    `select o.id from orders o join locations l on l.id = o.location_id
      where l.slug = $1 order by o.created_at desc limit 1`,
    [slug],
  );
  return row.rows[0]!.id;
}

const ticket = (ctx: Context, id: string, as: 'kitchen' | null) =>
  request(`${ctx.url}/admin/orders/${id}/ticket`, {
    from: ctx.from,
    headers: as ? { cookie: ctx.cookies[as] } : {},
  });

/** The kitchen's own restaurant's ticket: printed, with the order's number. */
async function ownTicket(ctx: Context) {
  const id = await orderAt(ctx, 'canton');
  const answer = await ticket(ctx, id, 'kitchen');
  expect(answer.status).toBe(200);
  const number = await ctx.db.query<{ number: number }>('select number from orders where id = $1', [
    id,
  ]);
  expect(visibleHtml(answer.body)).toContain(`#${number.rows[0]!.number}`);
}

export function ticketCases(): BadInputCase[] {
  const endpoint = 'GET /admin/orders/<id>/ticket';
  let elsewhere = '';
  const refusedAs = (
    kind: string,
    id: () => string,
    as: 'kitchen' | null,
    status: number,
  ): BadInputCase => ({
    endpoint,
    kind,
    prepare: async (ctx) => {
      elsewhere ||= await orderAt(ctx, 'east-dearborn');
    },
    send: async (ctx) => {
      const answer = await ticket(ctx, id(), as);
      // Refused without a word of the order: neither its number nor its guest.
      expect(visibleHtml(answer.body)).not.toContain('Corpus Guest');
      return answer;
    },
    expect: { refused: true, status },
    good: ownTicket,
  });
  return [
    refusedAs(
      'another restaurant’s order, to a kitchen limited to Canton',
      () => elsewhere,
      'kitchen',
      404,
    ),
    refusedAs('an id that is not an id', () => "1' OR '1'='1", 'kitchen', 404),
    refusedAs('an id of 10,000 characters', () => 'a'.repeat(10_000), 'kitchen', 404),
    refusedAs(
      'an order that does not exist',
      () => '7d0e8f7a-1c3b-4e5d-9f00-000000000000',
      'kitchen',
      404,
    ),
    refusedAs('signed out', () => elsewhere, null, 307),
  ];
}
