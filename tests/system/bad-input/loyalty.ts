import { expect } from 'vitest';
import type { BadInputCase, Context, Locale } from './harness';
import { actionResult } from './harness';
import { guestCookie } from './accounts';
import { callAction } from './admin';
import { callCheckout, checkout, optionIds, placeGood } from './pickup';

/**
 * Loyalty points: a reward spent at checkout without the points, by a guest not signed in, or
 * not a reward at all (in both languages); and the owners' console asked for an adjustment
 * without a reason, of nothing, past its bounds, for an address without an account, by an editor;
 * a reward or rules out of bounds. Each is refused with the field's message and writes nothing.
 */

/** The program on with one reward of 100 points ($5 off): its id. */
async function rewardOnOffer(ctx: Context): Promise<string> {
  await ctx.db.query(
    `insert into settings (key, value) values ('loyalty', '{"enabled":true,"pointsPerDollar":10,"expiryMonths":12}')
     on conflict (key) do update set value = excluded.value`,
  );
  const found = await ctx.db.query<{ id: string }>(
    `select id from loyalty_rewards where points = 100 and kind = 'amount' limit 1`,
  );
  if (found.rows[0]) return found.rows[0].id;
  const made = await ctx.db.query<{ id: string }>(
    `insert into loyalty_rewards (points, kind, amount_off) values (100, 'amount', 5) returning id`,
  );
  return made.rows[0]!.id;
}

/** A checkout from the page in `locale`, as a signed-in guest or not. */
const placeWith = (ctx: Context, locale: Locale, input: unknown, cookie?: string) =>
  callCheckout(ctx, JSON.stringify([input]), { arabic: locale === 'ar', cookie });

let guests = 0;

/** An owner's good adjustment: points given to a guest's account, with a reason. */
async function adjustsGood(ctx: Context) {
  const email = `points-corpus-${guests++}-${Date.now() % 1_000_000}@example.com`;
  await ctx.db.query('insert into guest_accounts (email) values ($1)', [email]);
  const answer = await callAction(
    ctx,
    'adjustGuestPoints',
    JSON.stringify([{ email, points: 25, reason: 'Welcome back' }]),
  );
  expect(actionResult(answer), answer.body.slice(0, 300)).toMatchObject({ status: 'success' });
}

export function loyaltyCases(): BadInputCase[] {
  const cases: BadInputCase[] = [];
  for (const locale of ['en', 'ar'] as const) {
    const endpoint = `pickup checkout with a reward · ${locale}`;
    let reward = '';
    let cookie = '';
    let email = '';
    let phone = '';
    let lines: unknown[] = [];
    const signedInGuest = async (ctx: Context) => {
      const options = await optionIds(ctx);
      lines = [
        { kind: 'item', slug: 'lamb-haneeth', quantity: 1, optionIds: [options['Saffron rice']!] },
      ];
      reward = await rewardOnOffer(ctx);
      const n = guests++;
      email = `reward-corpus-${n}-${Date.now() % 1_000_000}@example.com`;
      phone = `+1 313 555 ${String(7000 + n).padStart(4, '0')}`;
      cookie = await guestCookie(ctx, locale, email);
    };
    cases.push(
      {
        endpoint,
        kind: 'a reward without the points',
        locale,
        prepare: signedInGuest,
        send: (ctx) =>
          placeWith(
            ctx,
            locale,
            checkout({ email, phone, lines, language: locale, reward }),
            cookie,
          ),
        expect: { refused: true, message: 'pickup.errors.rewardPoints' },
        good: placeGood,
      },
      {
        endpoint,
        kind: 'a reward by a guest not signed in',
        locale,
        prepare: signedInGuest,
        send: (ctx) =>
          placeWith(ctx, locale, checkout({ email, phone, lines, language: locale, reward })),
        expect: { refused: true, message: 'pickup.errors.rewardSignIn' },
        good: placeGood,
      },
      {
        endpoint,
        kind: 'a reward that is not one',
        locale,
        prepare: signedInGuest,
        send: (ctx) =>
          placeWith(
            ctx,
            locale,
            checkout({ email, phone, language: locale, reward: "1' or '1'='1" }),
            cookie,
          ),
        expect: { refused: true, message: 'pickup.errors.rewardUnknown' },
        good: placeGood,
      },
    );
  }

  const console = (name: string, kind: string, input: unknown, message: string, as?: 'editor') =>
    cases.push({
      endpoint: `console action ${name}`,
      kind,
      send: (ctx) => callAction(ctx, name, JSON.stringify([input]), as ? { as } : {}),
      expect: { refused: true, message },
      good: adjustsGood,
    });
  const adjustment = { email: 'owner.adjusts@example.com', points: 50, reason: 'Late order' };
  console(
    'adjustGuestPoints',
    'an adjustment without a reason',
    { ...adjustment, reason: '' },
    'admin.loyalty.reasonRequired',
  );
  console(
    'adjustGuestPoints',
    'a reason of two letters',
    { ...adjustment, reason: 'ok' },
    'admin.loyalty.reasonRequired',
  );
  console(
    'adjustGuestPoints',
    'a reason of spaces',
    { ...adjustment, reason: '     ' },
    'admin.loyalty.reasonRequired',
  );
  console(
    'adjustGuestPoints',
    'a reason of 5,000 characters',
    { ...adjustment, reason: 'x'.repeat(5000) },
    'admin.validation.tooLong',
  );
  console(
    'adjustGuestPoints',
    'an adjustment of nothing',
    { ...adjustment, points: 0 },
    'admin.loyalty.adjustInvalid',
  );
  console(
    'adjustGuestPoints',
    'a billion points',
    { ...adjustment, points: 1e9 },
    'admin.loyalty.adjustInvalid',
  );
  console(
    'adjustGuestPoints',
    'half a point',
    { ...adjustment, points: 0.5 },
    'admin.loyalty.adjustInvalid',
  );
  console(
    'adjustGuestPoints',
    'an address without an account',
    adjustment,
    'admin.loyalty.noAccount',
  );
  console('adjustGuestPoints', 'an editor', adjustment, 'errors.forbidden', 'editor');
  console(
    'saveLoyaltyReward',
    'an amount reward without an amount',
    { points: 100, kind: 'amount', amountOff: '' },
    'admin.loyalty.amountInvalid',
  );
  console(
    'saveLoyaltyReward',
    'a dish reward without a dish',
    { points: 100, kind: 'dish' },
    'admin.loyalty.dishRequired',
  );
  console(
    'saveLoyaltyReward',
    'a reward of 5 points',
    { points: 5, kind: 'amount', amountOff: '5' },
    'admin.loyalty.pointsInvalid',
  );
  console(
    'saveLoyaltyRules',
    'no points per dollar',
    { enabled: true, pointsPerDollar: 0, expiryMonths: 12 },
    'admin.loyalty.perDollarInvalid',
  );
  console(
    'saveLoyaltyRules',
    'expiry in 1,000 months',
    { enabled: true, pointsPerDollar: 10, expiryMonths: 1000 },
    'admin.loyalty.expiryInvalid',
  );
  return cases;
}
