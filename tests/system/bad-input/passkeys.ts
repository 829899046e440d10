import { expect } from 'vitest';
import type { BadInputCase, Context, Locale } from './harness';
import { actionResult, postFormAction, request } from './harness';
import { guestCookie } from './accounts';

/**
 * A guest's passkeys, sent what a careless or hostile client sends: an answer without its
 * ceremony, one that is not a passkey's (not an object, 20 KB, a credential nobody added), adding
 * one without a guest's session, removing one that is not theirs or not an id. Each refused with
 * its message in the page's language and nothing written.
 */

const pagePath = (locale: Locale, path: string) => `${locale === 'ar' ? '/ar' : ''}${path}`;

/** A passkey action as the page's script calls it (one JSON argument), with cookies. */
function callPasskey(
  ctx: Context,
  locale: Locale,
  path: string,
  action: string,
  input: unknown,
  cookies: string[] = [],
) {
  return request(`${ctx.url}${pagePath(locale, path)}`, {
    method: 'POST',
    from: ctx.from,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      'next-action': ctx.actionId(action),
      origin: ctx.url,
      ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}),
    },
    body: JSON.stringify([input]),
  });
}

/** A ceremony started as the page starts it: the cookie holding its key. */
async function ceremonyCookie(
  ctx: Context,
  locale: Locale,
  action: 'guestPasskeySignInOptions' | 'guestPasskeyAddOptions',
  cookies: string[] = [],
): Promise<string> {
  const path = action === 'guestPasskeyAddOptions' ? '/account' : '/account/sign-in';
  const answer = await callPasskey(ctx, locale, path, action, {}, cookies);
  expect(actionResult(answer), answer.body.slice(0, 300)).toMatchObject({ status: 'success' });
  const set = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  const cookie = set.map((c) => c.split(';')[0]!).find((c) => c.includes('saba_passkey='));
  expect(cookie, set.join(' | ')).toBeDefined();
  return cookie!;
}

/** The good request: signing in still works (a code; a passkey needs a real device). */
async function signsInGood(ctx: Context) {
  await guestCookie(ctx);
}

const NOT_A_PASSKEY = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {} };

export function passkeyCases(): BadInputCase[] {
  const cases: BadInputCase[] = [];
  for (const locale of ['en', 'ar'] as const) {
    const signIn = `guest passkey sign-in · ${locale}`;
    let ceremony = '';
    const answer = (kind: string, response: unknown, message: string, withCeremony = true) =>
      cases.push({
        endpoint: signIn,
        kind,
        locale,
        prepare: async (ctx) => {
          ceremony = withCeremony
            ? await ceremonyCookie(ctx, locale, 'guestPasskeySignInOptions')
            : '';
        },
        send: (ctx) =>
          callPasskey(ctx, locale, '/account/sign-in', 'signInGuestWithPasskey', { response }, [
            ...(ceremony ? [ceremony] : []),
          ]),
        expect: { refused: true, message },
        good: signsInGood,
      });
    answer('an answer without its ceremony', NOT_A_PASSKEY, 'account.errors.passkeyExpired', false);
    answer('a credential nobody added', NOT_A_PASSKEY, 'account.errors.passkeyUnknown');
    answer('an answer that is not an object', 'passkey', 'account.errors.passkeyFailed');
    answer(
      'an answer of 20 KB',
      { ...NOT_A_PASSKEY, response: { clientDataJSON: 'A'.repeat(20_000) } },
      'account.errors.passkeyFailed',
    );

    const add = `account passkey add · ${locale}`;
    let guest = '';
    cases.push({
      endpoint: add,
      kind: 'no guest session',
      locale,
      send: (ctx) =>
        callPasskey(ctx, locale, '/account', 'addGuestPasskey', { response: NOT_A_PASSKEY }),
      expect: { refused: true, message: 'account.errors.signInRequired' },
      good: signsInGood,
    });
    cases.push({
      endpoint: add,
      kind: 'an answer that is not a new passkey',
      locale,
      prepare: async (ctx) => {
        guest = await guestCookie(ctx, locale);
        ceremony = await ceremonyCookie(ctx, locale, 'guestPasskeyAddOptions', [guest]);
      },
      send: (ctx) =>
        callPasskey(ctx, locale, '/account', 'addGuestPasskey', { response: NOT_A_PASSKEY }, [
          guest,
          ceremony,
        ]),
      expect: { refused: true, message: 'account.errors.passkeyFailed' },
      good: signsInGood,
    });

    const remove = `account passkey remove · ${locale}`;
    for (const [kind, id, message] of [
      [
        'a passkey that is not theirs',
        '7d0e8f7a-1c3b-4e5d-9f00-000000000000',
        'account.errors.passkeyGone',
      ],
      ['an id that is not one', "1' or '1'='1", 'account.errors.passkeyGone'],
    ] as const) {
      cases.push({
        endpoint: remove,
        kind,
        locale,
        prepare: async (ctx) => {
          guest = await guestCookie(ctx, locale);
        },
        send: (ctx) =>
          postFormAction(
            ctx,
            pagePath(locale, '/account'),
            'removeGuestPasskey',
            { id, language: locale },
            guest,
          ),
        expect: { refused: true, message },
        good: signsInGood,
      });
    }
  }
  return cases;
}
