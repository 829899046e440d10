import { expect } from 'vitest';
import { multipart } from '../../../scripts/lib/http-client.mts';
import type { BadInputCase, Context, Locale } from './harness';
import { actionResult, postFormAction, request } from './harness';

/**
 * A sign-up's confirmation link (double opt-in): its page's button, sent an altered, missing,
 * oversized or expired token, by the page's script and by a plain browser, in both languages. The
 * outbox is not drained in this run, so the link's token is read from the message waiting in it.
 */

let signups = 0;

/** Signs a fresh address up for the newsletter; returns its confirmation link's token. */
async function pendingToken(ctx: Context, language: Locale): Promise<string> {
  const email = `confirm-corpus-${signups++}-${Date.now() % 1_000_000}@example.com`;
  const answer = await postFormAction(ctx, '/', 'subscribeToNewsletter', { email, language });
  expect(actionResult(answer)?.status, answer.body.slice(0, 300)).toBe('success');
  const { rows } = await ctx.db.query<{ secret: string }>(
    `select secret from email_outbox where kind = 'signup-confirm' and $1 = any(to_addresses)`,
    [email],
  );
  expect(rows[0]?.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return rows[0]!.secret;
}

const pagePath = (locale: Locale, token: string) =>
  `${locale === 'ar' ? '/ar' : ''}/subscriptions/${token}`;

/** Presses the page's button with a token of the case's making, as a script or a plain browser. */
async function press(ctx: Context, locale: Locale, script: boolean, page: string, token: string) {
  if (script) return postFormAction(ctx, page, 'confirmSignupLink', { token });
  const hidden = await ctx.hiddenFields(page, 'name="token"');
  const encoded = multipart([
    ...Object.entries(hidden).filter(([name]) => name !== 'token'),
    ['token', token],
  ]);
  return request(`${ctx.url}${page}`, {
    method: 'POST',
    from: ctx.from,
    headers: { 'content-type': encoded.type, origin: ctx.url },
    body: encoded.body,
  });
}

/** The good request: a fresh sign-up's own link confirms it. */
async function confirmsGood(ctx: Context) {
  const token = await pendingToken(ctx, 'en');
  const answer = await press(ctx, 'en', true, pagePath('en', token), token);
  expect(actionResult(answer), answer.body.slice(0, 300)).toMatchObject({ status: 'success' });
}

export function signupCases(): BadInputCase[] {
  const cases: BadInputCase[] = [];
  for (const locale of ['en', 'ar'] as const) {
    for (const script of [true, false]) {
      const endpoint = `sign-up confirmation · ${locale} · ${script ? 'JavaScript' : 'no JavaScript'}`;
      let token = '';
      const one = (kind: string, sent: (token: string) => string, expired = false) =>
        cases.push({
          endpoint,
          kind,
          locale,
          prepare: async (ctx) => {
            token = await pendingToken(ctx, locale);
            if (expired) {
              await ctx.db.query(
                `update newsletter_subscribers set confirm_sent_at = now() - interval '8 days'
                 where confirmed_at is null and confirm_sent_at > now() - interval '1 minute'`,
              );
            }
          },
          send: (ctx) => press(ctx, locale, script, pagePath(locale, token), sent(token)),
          expect: { refused: true, message: `subscriptions.${expired ? 'expired' : 'unknown'}` },
          good: confirmsGood,
        });
      one('an altered token', (t) => `${t.slice(0, -2)}${t.endsWith('AA') ? 'BB' : 'AA'}`);
      one('no token', () => '');
      one('a token of 100,000 characters', (t) => t.repeat(2_400));
      one('a token with a quote and a tag', () => `"><script>alert(1)</script>`);
      if (script) one('a link past its seven days', (t) => t, true);
    }
  }
  return cases;
}
