import { expect } from 'vitest';
import type { BadInputCase, Context, Locale } from './harness';
import { actionResult, postFormAction, request } from './harness';
import { placeGood } from './pickup';

/**
 * A guest's account: asking for a sign-in code, typing it, the account's details and its
 * deletion, sent what a careless or hostile client sends (no address, a huge one, a code of the
 * wrong shape, a wrong code, a code asked for again at once, details out of bounds, a delete
 * without its box, a staff session instead of a guest's), in both languages. Each is refused
 * with a message in the guest's language and writes nothing.
 */

let guests = 0;
const freshEmail = () => `guest-corpus-${guests++}-${Date.now() % 1_000_000}@example.com`;
const pagePath = (locale: Locale, path: string) => `${locale === 'ar' ? '/ar' : ''}${path}`;

const post = postFormAction;

const askForCode = (ctx: Context, locale: Locale, email: string) =>
  post(ctx, pagePath(locale, '/account/sign-in'), 'requestGuestCode', { email, language: locale });

/** The code waiting in the outbox for the address (the outbox is not drained in this run). */
async function mailedCode(ctx: Context, email: string): Promise<string> {
  const { rows } = await ctx.db.query<{ secret: string }>(
    `select secret from email_outbox where kind = 'guest-sign-in-code' and $1 = any(to_addresses)
     order by created_at desc limit 1`,
    [email],
  );
  expect(rows[0]?.secret).toMatch(/^\d{6}$/);
  return rows[0]!.secret;
}

/** Signs a new guest in: their session's cookie. */
export async function guestCookie(
  ctx: Context,
  locale: Locale = 'en',
  email = freshEmail(),
): Promise<string> {
  const asked = await askForCode(ctx, locale, email);
  expect(actionResult(asked)?.status, asked.body.slice(0, 300)).toBe('success');
  const answer = await post(ctx, pagePath(locale, '/account/sign-in'), 'signInGuest', {
    email,
    code: await mailedCode(ctx, email),
    language: locale,
  });
  const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  const session = cookies.map((c) => c.split(';')[0]!).find((c) => c.includes('saba_guest='));
  expect(session, answer.body.slice(0, 300)).toBeDefined();
  return session!;
}

/** The good requests: a code asked for and typed makes a session; details are saved. */
async function signsInGood(ctx: Context) {
  await guestCookie(ctx);
}

async function savesGood(ctx: Context) {
  const cookie = await guestCookie(ctx);
  const answer = await post(
    ctx,
    '/account',
    'saveGuestDetails',
    { name: 'Noor Ahmed', phone: '313 555 0142', language: 'en' },
    cookie,
  );
  expect(actionResult(answer), answer.body.slice(0, 300)).toMatchObject({ status: 'success' });
}

/** "Order again" as the account page's script calls it (a JSON argument), with a cookie. */
function orderAgain(ctx: Context, locale: Locale, input: unknown, cookie?: string) {
  return request(`${ctx.url}${pagePath(locale, '/account')}`, {
    method: 'POST',
    from: ctx.from,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      'next-action': ctx.actionId('orderAgain'),
      origin: ctx.url,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify([input]),
  });
}

/** The good "Order again": a guest places an order, signs in with its address, orders it again. */
async function ordersAgainGood(ctx: Context) {
  await placeGood(ctx);
  const { rows } = await ctx.db.query<{ number: number; email: string }>(
    'select number, email from orders order by created_at desc limit 1',
  );
  const cookie = await guestCookie(ctx, 'en', rows[0]!.email);
  const answer = await orderAgain(ctx, 'en', { number: rows[0]!.number, language: 'en' }, cookie);
  expect(actionResult(answer), answer.body.slice(0, 300)).toMatchObject({ status: 'success' });
}

export function accountCases(): BadInputCase[] {
  const cases: BadInputCase[] = [];
  for (const locale of ['en', 'ar'] as const) {
    const codeEndpoint = `guest sign-in code · ${locale}`;
    const signInEndpoint = `guest sign-in · ${locale}`;
    const detailsEndpoint = `guest account details · ${locale}`;
    const deleteEndpoint = `guest account deletion · ${locale}`;
    for (const [kind, email, message] of [
      ['no address', '', 'validation.signupEmail'],
      ['not an address', 'huda-at-example.com', 'validation.signupEmail'],
      ['an address of 400 characters', `${'a'.repeat(390)}@example.com`, 'validation.emailMax'],
      [
        'an address with a line break',
        'huda@example.com\r\nBcc: all@example.com',
        'validation.signupEmail',
      ],
    ] as const) {
      cases.push({
        endpoint: codeEndpoint,
        kind,
        locale,
        send: (ctx) => askForCode(ctx, locale, email),
        expect: { refused: true, message },
        good: signsInGood,
      });
    }
    let waiting = '';
    cases.push({
      endpoint: codeEndpoint,
      kind: 'a second code asked for within the minute',
      locale,
      prepare: async (ctx) => {
        waiting = freshEmail();
        await askForCode(ctx, locale, waiting);
      },
      send: (ctx) => askForCode(ctx, locale, waiting),
      expect: { refused: true, message: 'account.errors.codeWait' },
      good: signsInGood,
    });
    for (const [kind, code] of [
      ['a code of five digits', '12345'],
      ['a code of letters', 'abcdef'],
      ['a code of 10,000 digits', '1'.repeat(10_000)],
    ] as const) {
      cases.push({
        endpoint: signInEndpoint,
        kind,
        locale,
        send: (ctx) =>
          post(ctx, pagePath(locale, '/account/sign-in'), 'signInGuest', {
            email: freshEmail(),
            code,
            language: locale,
          }),
        expect: { refused: true, message: 'account.errors.codeInvalid' },
        good: signsInGood,
      });
    }
    cases.push({
      endpoint: signInEndpoint,
      kind: 'a code for an address that was sent none',
      locale,
      send: (ctx) =>
        post(ctx, pagePath(locale, '/account/sign-in'), 'signInGuest', {
          email: freshEmail(),
          code: '123456',
          language: locale,
        }),
      expect: { refused: true, message: 'account.errors.codeExpired' },
      good: signsInGood,
    });
    let asked = '';
    let right = '';
    cases.push({
      endpoint: signInEndpoint,
      kind: 'a wrong code',
      locale,
      prepare: async (ctx) => {
        asked = freshEmail();
        await askForCode(ctx, locale, asked);
        right = await mailedCode(ctx, asked);
      },
      send: (ctx) =>
        post(ctx, pagePath(locale, '/account/sign-in'), 'signInGuest', {
          email: asked,
          code: right === '000000' ? '111111' : '000000',
          language: locale,
        }),
      expect: { refused: true, message: 'account.errors.codeWrong' },
      good: signsInGood,
    });
    let cookie = '';
    const details = (kind: string, fields: Record<string, string>, message: string) =>
      cases.push({
        endpoint: detailsEndpoint,
        kind,
        locale,
        prepare: async (ctx) => {
          cookie = await guestCookie(ctx, locale);
        },
        send: (ctx) =>
          post(
            ctx,
            pagePath(locale, '/account'),
            'saveGuestDetails',
            {
              language: locale,
              ...fields,
            },
            cookie,
          ),
        expect: { refused: true, message },
        good: savesGood,
      });
    details('a phone number of five digits', { phone: '12345' }, 'validation.validPhoneRequired');
    details('a name of 10,000 characters', { name: 'n'.repeat(10_000) }, 'validation.nameMax');
    details(
      'a restaurant that is not an id',
      { favouriteLocationId: "1' or '1'='1" },
      'errors.invalidInput',
    );
    details(
      'a restaurant that does not exist',
      { favouriteLocationId: '00000000-0000-4000-8000-000000000000' },
      'account.errors.restaurantUnknown',
    );
    cases.push({
      endpoint: detailsEndpoint,
      kind: 'no guest session (a staff owner’s instead)',
      locale,
      send: (ctx) =>
        post(
          ctx,
          pagePath(locale, '/account'),
          'saveGuestDetails',
          {
            name: 'Staff Member',
            language: locale,
          },
          ctx.cookies.owner,
        ),
      expect: { refused: true, message: 'account.errors.signInRequired' },
      good: savesGood,
    });
    const againEndpoint = `order again · ${locale}`;
    for (const [kind, number, message] of [
      ['an order number of letters', 'abc', 'errors.invalidInput'],
      ['a negative order number', -1, 'errors.invalidInput'],
      ['an order number past any integer', 1e30, 'errors.invalidInput'],
      ['another guest’s order', 1, 'account.errors.orderUnknown'],
    ] as const) {
      cases.push({
        endpoint: againEndpoint,
        kind,
        locale,
        prepare: async (ctx) => {
          cookie = await guestCookie(ctx, locale);
        },
        send: (ctx) => orderAgain(ctx, locale, { number, language: locale }, cookie),
        expect: { refused: true, message },
        good: ordersAgainGood,
      });
    }
    cases.push({
      endpoint: againEndpoint,
      kind: 'no guest session',
      locale,
      send: (ctx) => orderAgain(ctx, locale, { number: 1, language: locale }),
      expect: { refused: true, message: 'account.errors.signInRequired' },
      good: ordersAgainGood,
    });
    cases.push({
      endpoint: deleteEndpoint,
      kind: 'the box not ticked',
      locale,
      prepare: async (ctx) => {
        cookie = await guestCookie(ctx, locale);
      },
      send: (ctx) =>
        post(ctx, pagePath(locale, '/account'), 'deleteGuestAccount', { language: locale }, cookie),
      expect: { refused: true, message: 'account.errors.deleteConfirmRequired' },
      good: savesGood,
    });
    cases.push({
      endpoint: deleteEndpoint,
      kind: 'no guest session (a staff owner’s instead)',
      locale,
      send: (ctx) =>
        post(
          ctx,
          pagePath(locale, '/account'),
          'deleteGuestAccount',
          {
            language: locale,
            confirm: 'on',
          },
          ctx.cookies.owner,
        ),
      expect: { refused: true, message: 'account.errors.signInRequired' },
      good: savesGood,
    });
  }
  return cases;
}
