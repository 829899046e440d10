import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { BadInputCase, Context } from './harness';
import { actionResult } from './harness';
import { callAction } from './admin';

/**
 * The owners' money actions. Refunds from an order's console page, asked as its script asks them, by an owner who confirmed
 * who they are a moment ago (a fresh sign-in), with what the dialog never sends: over what is
 * left, an unpaid order, the same key twice, dishes of another order, no reason. Each is refused
 * with the console's message and writes nothing; a good refund of a cent is taken afterwards.
 */

let made = 0;

/** A picked-up order at East Dearborn, $20.00 paid by card, or $20.00 to pay at the counter. */
async function insertOrder(ctx: Context, paid: boolean): Promise<string> {
  const n = made++;
  const rows = await ctx.db.query<{ id: string }>(
    `insert into orders (token_hash, idempotency_key, location_id, status, full_name, phone, email,
       asap, pickup_at, slot_start, payment_method, payment_status, subtotal, tax_rate, tax, total,
       payment_intent_id)
     select $1, $1, id, 'picked_up', 'Corpus Guest', '+1 313 555 0100', 'corpus.guest@example.com',
       true, now() - interval '1 day', now() - interval '1 day', $2, $3, 18.87, 6, 1.13, 20.00, $4
     from locations where slug = 'east-dearborn' returning id`,
    [
      `corpus-refund-${Date.now()}-${n}`,
      paid ? 'card' : 'counter',
      paid ? 'paid' : 'unpaid',
      paid ? `pi_corpus_${n}` : null,
    ],
  );
  return rows.rows[0]!.id;
}

type Refund = Record<string, unknown>;

const refund = (orderId: string, change: Refund = {}): Refund => ({
  orderId,
  key: randomUUID(),
  kind: 'amount',
  amount: '0.01',
  reason: 'Corpus refund',
  ...change,
});

export function refundCases(): BadInputCase[] {
  const at: { paid?: string; unpaid?: string; owner?: string; key?: string } = {};
  const send = (ctx: Context, input: Refund, as: 'owner' | 'editor' | 'kitchen' = 'owner') =>
    callAction(ctx, 'refundOrder', JSON.stringify([input]), {
      cookie: as === 'owner' ? at.owner! : ctx.cookies[as],
    });
  const prepare = async (ctx: Context) => {
    at.paid ??= await insertOrder(ctx, true);
    at.unpaid ??= await insertOrder(ctx, false);
    // Refunds ask for a confirmation in the last five minutes: signing in is one.
    at.owner = await ctx.signInOwner(ctx.from);
  };
  const good = async (ctx: Context) => {
    const answer = await send(ctx, refund(at.paid!));
    expect(actionResult(answer)?.status, answer.body.slice(0, 400)).toBe('success');
  };
  const cases: BadInputCase[] = [];
  const add = (
    kind: string,
    input: (ctx: Context) => Refund,
    message: string,
    as?: 'editor' | 'kitchen',
    before?: (ctx: Context) => Promise<void>,
  ) =>
    cases.push({
      endpoint: 'console action refundOrder',
      kind,
      prepare: async (ctx) => {
        await prepare(ctx);
        await before?.(ctx);
      },
      send: (ctx) => send(ctx, input(ctx), as),
      expect: { refused: true, message },
      good,
    });

  add(
    'a refund over what is left',
    () => refund(at.paid!, { amount: '1000' }),
    'admin.orders.refund.overLeft',
  );
  add(
    'a refund of an order paid at the counter',
    () => refund(at.unpaid!, { kind: 'whole' }),
    'admin.orders.refund.notPaid',
  );
  add(
    'the same refund sent twice with one key',
    () => refund(at.paid!, { key: at.key }),
    'admin.orders.refund.already',
    undefined,
    async (ctx) => {
      at.key = randomUUID();
      const first = await send(ctx, refund(at.paid!, { key: at.key }));
      expect(actionResult(first)?.status, first.body.slice(0, 400)).toBe('success');
    },
  );
  add(
    'a dish of another order',
    () => refund(at.paid!, { kind: 'lines', lines: [{ lineId: randomUUID(), quantity: 1 }] }),
    'admin.orders.refund.linesInvalid',
  );
  add(
    'no dishes',
    () => refund(at.paid!, { kind: 'lines', lines: [] }),
    'admin.orders.refund.linesRequired',
  );
  add(
    'a negative amount',
    () => refund(at.paid!, { amount: '-5.00' }),
    'admin.orders.refund.amountInvalid',
  );
  add(
    'an amount with three decimals',
    () => refund(at.paid!, { amount: '1.005' }),
    'admin.orders.refund.amountInvalid',
  );
  add('no reason', () => refund(at.paid!, { reason: '   ' }), 'admin.orders.refund.reasonRequired');
  add(
    'a key that is not one',
    () => refund(at.paid!, { key: "1' OR '1'='1" }),
    'admin.orders.refund.keyInvalid',
  );
  add('an editor', () => refund(at.paid!), 'errors.forbidden', 'editor');
  add('a kitchen account', () => refund(at.paid!), 'errors.forbidden', 'kitchen');
  return cases;
}

/**
 * Connecting a restaurant to its own Stripe account (an owner, confirmed a moment ago): an account
 * id Stripe does not know, one that is not an account id, a brand fee out of its range; an editor.
 * A good request afterwards: the brand fee set to 0.
 */
export function connectCases(): BadInputCase[] {
  const at: { location?: string; owner?: string } = {};
  const send = (ctx: Context, name: string, input: Record<string, unknown>, as?: 'editor') =>
    callAction(ctx, name, JSON.stringify([{ locationId: at.location, ...input }]), {
      cookie: as ? ctx.cookies[as] : at.owner!,
    });
  const prepare = async (ctx: Context) => {
    at.location ??= (
      await ctx.db.query<{ id: string }>("select id from locations where slug = 'canton'")
    ).rows[0]!.id;
    at.owner = await ctx.signInOwner(ctx.from);
  };
  const good = async (ctx: Context) => {
    const answer = await send(ctx, 'saveBrandFee', { percent: '0' });
    expect(actionResult(answer)?.status, answer.body.slice(0, 400)).toBe('success');
  };
  const cases: [string, string, Record<string, unknown>, string, 'editor'?][] = [
    [
      'connectStripe',
      'an account id Stripe does not know',
      { accountId: 'acct_corpus0000000000' },
      'admin.connect.unknownAccount',
    ],
    [
      'connectStripe',
      'a secret key instead of an account id',
      { accountId: 'sk_live_corpus' },
      'admin.connect.accountIdFormat',
    ],
    [
      'connectStripe',
      'an account id with a path',
      { accountId: 'acct_../../v1/charges' },
      'admin.connect.accountIdFormat',
    ],
    [
      'connectStripe',
      'an editor',
      { accountId: 'acct_corpus0000000000' },
      'errors.forbidden',
      'editor',
    ],
    ['saveBrandFee', 'a brand fee over 50%', { percent: '51' }, 'admin.connect.feeRange'],
    ['saveBrandFee', 'a negative brand fee', { percent: '-1' }, 'admin.connect.feeRange'],
    [
      'saveBrandFee',
      'a brand fee with three decimals',
      { percent: '2.125' },
      'admin.connect.feeRange',
    ],
  ];
  return cases.map(([name, kind, input, message, as]) => ({
    endpoint: `console action ${name}`,
    kind,
    prepare,
    send: (ctx) => send(ctx, name, input, as),
    expect: { refused: true, message },
    good,
  }));
}
