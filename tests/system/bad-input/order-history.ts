import type { BadInputCase, Context } from './harness';
import { request, visibleHtml } from './harness';
import { orderAt } from './tickets';

/**
 * The console's order history (/admin/orders/history) asked by a kitchen account limited to
 * Canton: a search of 10,000 characters (cut to 100, and said so), a date that is no day, a range
 * that runs backwards, another restaurant named in the address, the same field twice, a page
 * far past the last. Each is answered without a 500 and without a word of another restaurant's
 * orders; then a search by the phone of its own restaurant's order finds it.
 */

const history = (ctx: Context, query: string) =>
  request(`${ctx.url}/admin/orders/history?${query}`, {
    from: ctx.from,
    headers: { cookie: ctx.cookies.kitchen },
  });

/** Canton's own order, searched by its guest's phone: found, with its number. */
async function findsOwn(ctx: Context) {
  const id = await orderAt(ctx, 'canton');
  const row = await ctx.db.query<{ number: number; phone: string }>(
    'select number, phone from orders where id = $1',
    [id],
  );
  const { number, phone } = row.rows[0]!;
  const answer = await history(ctx, `q=${encodeURIComponent(phone)}`);
  const text = visibleHtml(answer.body);
  if (answer.status !== 200 || !text.includes(`#${number}`)) {
    throw new Error(`order #${number} not found by ${phone}: ${answer.status}`);
  }
}

export function orderHistoryCases(): BadInputCase[] {
  const endpoint = 'GET /admin/orders/history';
  let elsewhere = '';
  let elsewherePhone = '';
  const asked = (kind: string, query: () => string, says: string | null): BadInputCase => ({
    endpoint,
    kind,
    prepare: async (ctx) => {
      if (elsewhere) return;
      elsewhere = await orderAt(ctx, 'east-dearborn');
      const row = await ctx.db.query<{ phone: string }>('select phone from orders where id = $1', [
        elsewhere,
      ]);
      elsewherePhone = row.rows[0]!.phone;
    },
    send: (ctx) => history(ctx, query()),
    expect: {
      bounded: (answer) => {
        const text = visibleHtml(answer.body);
        if (answer.status !== 200) return `answered ${answer.status}`;
        if (says && !text.includes(says)) return `did not say "${says}"`;
        // Nothing of East Dearborn's orders, whatever was asked: no link to one, no restaurant.
        if (answer.body.includes(elsewhere) || text.includes('East Dearborn')) {
          return 'showed another restaurant’s order';
        }
        return null;
      },
    },
    good: findsOwn,
  });
  return [
    asked(
      'a search of 10,000 characters',
      () => `q=${'7'.repeat(10_000)}`,
      'Only the first 100 characters of the search were used.',
    ),
    asked('a date that is no day', () => 'from=2026-02-30', 'A date is not a day of the calendar'),
    asked(
      'a range that ends before it starts',
      () => 'from=2026-11-30&to=2026-11-01',
      'The pickup days must run forward',
    ),
    asked(
      'another restaurant named',
      () => 'location=east-dearborn',
      'That restaurant is not one of yours',
    ),
    asked(
      'another restaurant’s guest’s phone',
      () => `q=${encodeURIComponent(elsewherePhone)}`,
      'No order matches this search.',
    ),
    asked(
      'the restaurant twice, its own then another',
      () => 'location=canton&location=east-dearborn',
      null,
    ),
    asked('a page far past the last', () => 'page=99999999', null),
    asked('text that is only wildcards', () => 'q=%25_%25', 'No order matches this search.'),
  ];
}
