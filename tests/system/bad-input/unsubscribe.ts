import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { BadInputCase, Context, Locale } from './harness';
import { postFormAction, request } from './harness';

/**
 * An unsubscribe link (a list message's): its one-click address (RFC 8058) and its page's button,
 * sent a link altered to name another address, a cut signature, no token, a huge one. Each is
 * refused and writes nothing; a good link still unsubscribes its own address.
 */

/** A well-formed token for an address, signed with a key that is not the site's. */
function signed(secret: string, email: string): string {
  const signature = createHmac('sha256', secret).update(`saba unsubscribe:${email}`).digest();
  return Buffer.concat([signature.subarray(0, 24), Buffer.from(email)]).toString('base64url');
}

const BAD_TOKENS: [string, string][] = [
  ['a link signed by someone else', signed('not the site secret', 'victim@example.com')],
  ['a link cut short', signed('not the site secret', 'victim@example.com').slice(0, 30)],
  ['no signature', Buffer.from('victim@example.com').toString('base64url')],
  ['a token of 100,000 characters', 'A'.repeat(100_000)],
];

function oneClick(ctx: Context, token: string) {
  return request(`${ctx.url}/api/unsubscribe/${encodeURIComponent(token)}`, {
    method: 'POST',
    from: ctx.from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
}

function press(ctx: Context, locale: Locale, token: string) {
  return postFormAction(ctx, `${locale === 'ar' ? '/ar' : ''}/unsubscribe/x`, 'unsubscribeLink', {
    token,
  });
}

let readers = 0;

/**
 * The good request: a confirmed reader's own link, made as the site makes it (the address and the
 * first 24 bytes of its HMAC under the site's secret, read from the database), unsubscribes them
 * with one click.
 */
async function unsubscribesGood(ctx: Context) {
  const email = `corpus-reader-${readers++}@example.com`;
  await ctx.db.query(
    `insert into newsletter_subscribers (email, language, confirmed_at) values ($1, 'en', now())`,
    [email],
  );
  const { rows } = await ctx.db.query<{ value: unknown }>(
    `select value from settings where key = 'auth.secret'`,
  );
  const answer = await oneClick(ctx, signed(String(rows[0]!.value), email));
  expect(answer.status, answer.body.slice(0, 300)).toBe(200);
  const left = await ctx.db.query('select 1 from newsletter_subscribers where email = $1', [email]);
  expect(left.rowCount).toBe(0);
}

export function unsubscribeCases(): BadInputCase[] {
  const cases: BadInputCase[] = [];
  for (const [kind, token] of BAD_TOKENS) {
    cases.push({
      endpoint: 'POST /api/unsubscribe/<token> (one click)',
      kind,
      send: (ctx) => oneClick(ctx, token),
      // A request line past the server's 16 KB header limit is refused before the app (431).
      expect: { refused: true, status: token.length > 16_000 ? 431 : 404 },
      good: unsubscribesGood,
    });
    for (const locale of ['en', 'ar'] as const) {
      cases.push({
        endpoint: `unsubscribe page · ${locale}`,
        kind,
        locale,
        send: (ctx) => press(ctx, locale, token),
        expect: { refused: true, message: 'unsubscribe.unknown' },
        good: unsubscribesGood,
      });
    }
  }
  return cases;
}
