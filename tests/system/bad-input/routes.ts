import { expect } from 'vitest';
import { multipart } from '../../../scripts/lib/http-client.mts';
import type { BadInputCase, Context } from './harness';
import { request } from './harness';

/**
 * Route handlers (the console's files and exports, health, menu photos), the auth endpoints, and
 * paths no link of ours makes (dot-dot, NUL, encoded slashes).
 */

const NO_SUCH_ID = '7d0e8f7a-1c3b-4e5d-9f00-000000000000';

type Who = 'owner' | 'editor' | null;

function send(
  ctx: Context,
  method: string,
  pathname: string,
  options: {
    as?: Who;
    body?: string | Buffer;
    contentType?: string;
    headers?: Record<string, string>;
  } = {},
) {
  return request(`${ctx.url}${pathname}`, {
    method,
    from: ctx.from,
    headers: {
      origin: ctx.url,
      ...(options.contentType ? { 'content-type': options.contentType } : {}),
      ...(options.as ? { cookie: ctx.cookies[options.as] } : {}),
      ...options.headers,
    },
    body: options.body,
  });
}

/** The corpus's server answers /api/metrics with this token only (issue 49). */
export const CORPUS_METRICS_TOKEN = 'corpus-metrics-token-5d8e2a7c41f0';

/** The good scrape: the token as a bearer token gives the metrics. */
async function scrapes(ctx: Context) {
  const answer = await request(`${ctx.url}/api/metrics`, {
    from: ctx.from,
    headers: { authorization: `Bearer ${CORPUS_METRICS_TOKEN}` },
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('saba_http_requests_total');
}

async function healthy(ctx: Context) {
  const answer = await request(`${ctx.url}/api/health`, { from: ctx.from });
  expect(answer.status).toBe(200);
}

async function ownerSignsIn(ctx: Context) {
  const answer = await send(ctx, 'POST', '/api/auth/sign-in/email', {
    contentType: 'application/json',
    body: JSON.stringify({ email: 'owner@corpus.test', password: 'corpus-saffron-lantern-owner' }),
  });
  expect(answer.status, answer.body.slice(0, 300)).toBe(200);
}

export function routeCases(): BadInputCase[] {
  const cases: BadInputCase[] = [];
  const add = (
    endpoint: string,
    kind: string,
    sendIt: BadInputCase['send'],
    status?: number,
    good: BadInputCase['good'] = healthy,
  ) => cases.push({ endpoint, kind, send: sendIt, expect: { refused: true, status }, good });

  // The console's route handlers.
  const get =
    (pathname: string, as: Who = 'owner') =>
    (ctx: Context) =>
      send(ctx, 'GET', pathname, { as });
  add('GET /api/admin/export/[kind]', 'signed out', get('/api/admin/export/contacts', null), 401);
  add(
    'GET /api/admin/export/[kind]',
    'a kind that does not exist',
    get('/api/admin/export/passwords'),
    404,
  );
  add(
    'GET /api/admin/export/[kind]',
    'an encoded dot-dot for a kind',
    get('/api/admin/export/%2e%2e%2fsettings'),
    404,
  );
  add(
    'GET /api/admin/export/[kind]',
    'a NUL in the kind',
    get('/api/admin/export/contacts%00'),
    404,
  );
  add(
    'GET /api/admin/export/[kind]',
    'impossible dates and a page of NaN (ignored)',
    get('/api/admin/export/contacts?from=2026-02-30&to=9999-99-99&page=NaN&status[]=x'),
    200,
  );
  add('GET /api/admin/export/lists', 'signed out', get('/api/admin/export/lists', null), 401);
  add(
    'GET /api/admin/export/analytics',
    'signed out',
    get('/api/admin/export/analytics', null),
    401,
  );
  add(
    'GET /api/admin/export/analytics',
    'an editor',
    get('/api/admin/export/analytics', 'editor'),
    403,
  );
  add(
    'GET /api/admin/export/analytics',
    'a period not offered (30 days instead)',
    get('/api/admin/export/analytics?days=100000&days=-1'),
    200,
  );
  // The clicks the site's script reports: anything else is ignored with the same empty answer.
  const report =
    (body: string | Buffer, contentType = 'text/plain;charset=UTF-8') =>
    (ctx: Context) =>
      send(ctx, 'POST', '/api/events', { body, contentType });
  add('POST /api/events', 'not JSON', report('{"event": order_click'), 204);
  add(
    'POST /api/events',
    'an event it does not count',
    report('{"event":"purchase","location":"dearborn"}'),
    204,
  );
  add(
    'POST /api/events',
    'a location that does not exist',
    report('{"event":"call_click","location":"nowhere-town"}'),
    204,
  );
  add(
    'POST /api/events',
    'a path for a location',
    report('{"event":"call_click","location":"../../etc"}'),
    204,
  );
  add(
    'POST /api/events',
    'a pickup click for a restaurant that does not exist',
    report('{"event":"pickup_click","location":"atlantis"}'),
    204,
  );
  add('POST /api/events', 'an array', report('[1,2,3]'), 204);
  add(
    'POST /api/events',
    'two kilobytes',
    report(JSON.stringify({ event: 'call_click', pad: 'x'.repeat(2048) })),
    413,
  );
  add(
    'GET /api/admin/export/lists',
    'a list that does not exist (ignored)',
    get('/api/admin/export/lists?list=../../etc'),
    200,
  );
  add(
    'GET /api/admin/contacts/[id]/attachment',
    'signed out',
    get(`/api/admin/contacts/${NO_SUCH_ID}/attachment`, null),
    401,
  );
  add(
    'GET /api/admin/contacts/[id]/attachment',
    'an id that is not an id',
    get('/api/admin/contacts/1%20OR%201=1/attachment'),
    404,
  );
  add(
    'GET /api/admin/contacts/[id]/attachment',
    'an encoded path for an id',
    get('/api/admin/contacts/..%2F..%2F..%2Fetc%2Fpasswd/attachment'),
    404,
  );
  add(
    'GET /api/admin/contacts/[id]/attachment',
    'an id with a NUL',
    get(`/api/admin/contacts/${NO_SUCH_ID}%00/attachment`),
    404,
  );
  add(
    'GET /api/admin/contacts/[id]/attachment',
    'an inquiry that is not there',
    get(`/api/admin/contacts/${NO_SUCH_ID}/attachment`),
    404,
  );
  add(
    'GET /api/admin/visitor-data',
    'signed out',
    get('/api/admin/visitor-data?email=a@b.co', null),
    401,
  );
  add(
    'GET /api/admin/visitor-data',
    'an editor',
    get('/api/admin/visitor-data?email=a@b.co', 'editor'),
    403,
  );
  add('GET /api/admin/visitor-data', 'no address', get('/api/admin/visitor-data'), 400);
  add(
    'GET /api/admin/visitor-data',
    'an address twice',
    get('/api/admin/visitor-data?email=a@b.co&email=c@d.co'),
    400,
  );
  add(
    'GET /api/admin/visitor-data',
    'an address of 2,000 characters',
    get(`/api/admin/visitor-data?email=${'a'.repeat(2000)}@b.co`),
    400,
  );
  add(
    'GET /api/admin/visitor-data',
    'an address with a NUL',
    get('/api/admin/visitor-data?email=a%00@b.co'),
    400,
  );
  add('GET /api/admin/backup', 'signed out', get('/api/admin/backup', null), 401);
  add('GET /api/admin/backup', 'an editor', get('/api/admin/backup', 'editor'), 403);
  add(
    'POST /api/admin/backup',
    'a post',
    (ctx) =>
      send(ctx, 'POST', '/api/admin/backup', {
        as: 'owner',
        contentType: 'application/json',
        body: '{}',
      }),
    405,
  );
  const media = (
    kind: string,
    status: number,
    as: Who,
    body: () => { body: Buffer | string; type: string },
  ) =>
    add(
      'POST /api/admin/media',
      kind,
      (ctx) => {
        const made = body();
        return send(ctx, 'POST', '/api/admin/media', {
          as,
          body: made.body,
          contentType: made.type,
        });
      },
      status,
    );
  const file = (filename: string, type: string, data: Buffer | string) =>
    multipart({ file: { filename, type, data: Buffer.isBuffer(data) ? data : Buffer.from(data) } });
  media('signed out, a megabyte', 401, null, () =>
    file('big.png', 'image/png', Buffer.alloc(1024 * 1024, 1)),
  );
  media('a web page named .png', 422, 'owner', () =>
    file('x.png', 'image/png', '<html><script>alert(1)</script></html>'),
  );
  media('a program named .jpg', 422, 'owner', () =>
    file('x.jpg', 'image/jpeg', Buffer.from('4d5a90000300000004000000ffff', 'hex')),
  );
  media('no file at all', 422, 'owner', () => multipart({ alt: 'nothing' }));
  media('a file field that is text', 422, 'owner', () => multipart({ file: 'C:\\photo.png' }));
  media('JSON instead of a form', 400, 'owner', () => ({
    body: '{"file":"x"}',
    type: 'application/json',
  }));
  media('a form cut off in the middle', 400, 'owner', () => {
    const made = file('x.png', 'image/png', Buffer.alloc(2048, 7));
    return { body: made.body.subarray(0, 1500), type: made.type };
  });
  add(
    'POST /api/admin/media',
    'a body declared over the limit',
    (ctx) =>
      send(ctx, 'POST', '/api/admin/media', {
        as: 'owner',
        contentType: 'multipart/form-data; boundary=x',
        body: '--x--\r\n',
        headers: { 'content-length': String(500 * 1024 * 1024) },
      }),
    413,
  );
  // The metrics: only with the token as a bearer token, never in the address; nothing said.
  for (const [kind, query, authorization] of [
    ['no token', '', undefined],
    ['a wrong token', '', `Bearer ${CORPUS_METRICS_TOKEN.slice(0, -1)}x`],
    ['the token in the query string', `?token=${CORPUS_METRICS_TOKEN}`, undefined],
    ['the token in the query and the header', `?token=x`, `Bearer ${CORPUS_METRICS_TOKEN}`],
    [
      'the token as a password',
      '',
      `Basic ${Buffer.from(`x:${CORPUS_METRICS_TOKEN}`).toString('base64')}`,
    ],
  ] as const) {
    add(
      'GET /api/metrics',
      kind,
      async (ctx) => {
        const answer = await request(`${ctx.url}/api/metrics${query}`, {
          from: ctx.from,
          ...(authorization ? { headers: { authorization } } : {}),
        });
        expect(answer.body).not.toContain('saba_');
        return answer;
      },
      401,
      scrapes,
    );
  }
  add(
    'GET /api/health',
    'a post',
    (ctx) => send(ctx, 'POST', '/api/health', { contentType: 'application/json', body: '{}' }),
    405,
  );

  // Menu photos and paths no link of ours makes.
  for (const [kind, pathname] of [
    ['dot-dot out of the photo folder', '/menu-media/..%2F..%2F..%2Fetc%2Fpasswd'],
    ['dot-dot into private files', '/menu-media/..%2F..%2Fprivate%2Fcontact%2Fx.pdf'],
    ['double-encoded dot-dot', '/menu-media/menu-items/%252e%252e%252fsecret.png'],
    ['a NUL before the extension', '/menu-media/menu-items/x%00.png'],
    ['an encoded slash in a name', '/menu-media/menu-items%2Fx.png'],
    ['a name that is not there', '/menu-media/menu-items/nothing-here.png'],
    ['a type that is not an image', '/menu-media/menu-items/x.html'],
    ['a backslash path', '/menu-media/..%5C..%5Cwindows%5Cwin.ini'],
  ] as const) {
    add('GET /menu-media/[...key]', kind, get(pathname, null), 404);
  }
  for (const [kind, pathname] of [
    ['encoded dot-dot above the site', '/%2e%2e/%2e%2e/etc/passwd'],
    ['an encoded slash into the console', '/ar/..%2Fadmin%2Fsettings'],
    ['a NUL in a page path', '/menu%00.html'],
    ['a locale that does not exist', '/xx/menu'],
    ['the private folder', '/private/contact/x.pdf'],
    ['the data folder', '/data/db/PG_VERSION'],
    ['a page path of 4,000 characters', `/${'a'.repeat(4000)}`],
  ] as const) {
    add('GET pages', kind, get(pathname, null), 404);
  }

  // The front's page store and page counts: one address per page (src/http/canonical-url.mts).
  // Each is sent to that address; the page then stored under it is the one it names.
  const asWritten = (rawPath: string) => (ctx: Context) =>
    request(ctx.url, { from: ctx.from, rawPath });
  const servesOwnPage = (path: string, title: RegExp) => async (ctx: Context) => {
    const page = await request(`${ctx.url}${path}`, { from: ctx.from });
    expect(page.status).toBe(200);
    expect(/<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? '').toMatch(title);
  };
  for (const [kind, rawPath, path, title] of [
    [
      'a category twice',
      '/menu?category=vegetarian&category=desserts',
      '/menu?category=vegetarian',
      /Vegetarian/,
    ],
    [
      'a category twice',
      '/ar/menu?category=desserts&category=vegetarian',
      '/ar/menu?category=desserts',
      /الحلويات/,
    ],
    ['a category in capitals', '/menu?category=Desserts', '/menu', /Menu/],
    [
      'a category spelled with escapes',
      '/menu?category=%64esserts',
      '/menu?category=desserts',
      /Desserts/,
    ],
    ['an empty category', '/ar/menu?category=', '/ar/menu', /قائمة الطعام/],
  ] as const) {
    add('GET /menu', kind, asWritten(rawPath), 308, servesOwnPage(path, title));
  }
  for (const [kind, rawPath] of [
    ['a dot segment', '/./menu'],
    ['a dot-dot to another page', '/menu/../contact'],
    ['an encoded dot-dot', '/%2e%2e/%2e%2e/menu'],
    ['a doubled slash', '//menu'],
    ['a backslash', '/\\menu'],
    ['a letter spelled as an escape', '/ar/%6Denu'],
  ] as const) {
    add('GET pages', kind, asWritten(rawPath), 308);
  }

  // The auth endpoints.
  const auth = (
    pathname: string,
    kind: string,
    body: string | Buffer,
    status: number,
    contentType = 'application/json',
    headers: Record<string, string> = {},
  ) =>
    add(
      `POST /api/auth${pathname}`,
      kind,
      (ctx) => send(ctx, 'POST', `/api/auth${pathname}`, { body, contentType, headers }),
      status,
      ownerSignsIn,
    );
  const signIn = (kind: string, body: string | Buffer, status: number, contentType?: string) =>
    auth('/sign-in/email', kind, body, status, contentType);
  signIn('wrong types', '{"email":123,"password":["a"]}', 400);
  signIn('nothing', '{}', 400);
  signIn('an address and no password', '{"email":"owner@corpus.test"}', 400);
  signIn(
    'a NUL in the address',
    '{"email":"owner\\u0000@corpus.test","password":"corpus-saffron-lantern-owner"}',
    400,
  );
  signIn(
    'a lone surrogate in the password',
    '{"email":"owner@corpus.test","password":"\\ud800"}',
    400,
  );
  signIn(
    'a password of 10,000 characters',
    JSON.stringify({ email: 'owner@corpus.test', password: 'p'.repeat(10_000) }),
    400,
  );
  signIn(
    'a body over the limit',
    JSON.stringify({ email: 'owner@corpus.test', password: 'p'.repeat(200 * 1024) }),
    413,
  );
  signIn(
    'prototype keys',
    '{"__proto__":{"emailVerified":true,"role":"owner"},"constructor":{"prototype":{"x":1}},"email":"x@corpus.test","password":"wrong-password"}',
    401,
  );
  signIn('JSON cut off', '{"email":"owner@corpus.test","pass', 400);
  signIn(
    'a list instead of an object',
    '[{"email":"owner@corpus.test","password":"corpus-saffron-lantern-owner"}]',
    400,
  );
  signIn('XML', '<login><email>owner@corpus.test</email></login>', 415, 'application/xml');
  signIn('a form without a boundary', 'email=owner', 400, 'multipart/form-data');
  auth(
    '/sign-in/email',
    'another site as origin',
    JSON.stringify({ email: 'owner@corpus.test', password: 'corpus-saffron-lantern-owner' }),
    403,
    'application/json',
    { origin: 'https://evil.example' },
  );
  auth(
    '/sign-up/email',
    'a stranger signing up',
    JSON.stringify({
      email: 'stranger@corpus.test',
      password: 'stranger-saffron-lantern',
      name: 'S'.repeat(5000),
    }),
    400,
  );
  auth(
    '/sign-up/email',
    'a NUL in the name',
    JSON.stringify({
      email: 'stranger2@corpus.test',
      password: 'stranger-saffron-lantern',
      name: 'a\u0000b',
    }),
    400,
  );
  auth('/two-factor/verify-totp', 'a code of letters without a sign-in', '{"code":"abcdef"}', 401);
  auth(
    '/reset-password',
    'a token that is a path',
    JSON.stringify({ token: '../../../etc/passwd', newPassword: 'new-saffron-lantern-123' }),
    400,
  );
  auth(
    '/reset-password',
    'a password of 10,000 characters',
    JSON.stringify({ token: 'x', newPassword: 'p'.repeat(10_000) }),
    400,
  );
  auth(
    '/change-password',
    'signed out',
    JSON.stringify({ currentPassword: 'a', newPassword: 'b'.repeat(20) }),
    401,
  );
  // Single sign-on (no provider is configured on this server): nothing signs in, links or
  // unlinks on a request alone.
  auth(
    '/sign-in/social',
    'a provider that is not configured',
    '{"provider":"google","callbackURL":"/admin"}',
    404,
  );
  auth(
    '/sign-in/social',
    'a provider sending the browser to another site',
    '{"provider":"google","callbackURL":"https://evil.example/admin"}',
    403,
  );
  auth('/link-social', 'signed out', '{"provider":"google"}', 401);
  auth(
    '/sign-up/email',
    'a common password',
    JSON.stringify({
      email: 'common@corpus.test',
      password: 'Password1234!',
      name: 'common@corpus.test',
    }),
    400,
  );
  const ownerAuth = (pathname: string, kind: string, body: unknown, status: number) =>
    add(
      `POST /api/auth${pathname}`,
      kind,
      (ctx) =>
        send(ctx, 'POST', `/api/auth${pathname}`, {
          as: 'owner',
          body: JSON.stringify(body),
          contentType: 'application/json',
        }),
      status,
      ownerSignsIn,
    );
  ownerAuth('/unlink-account', 'the password, the last way in', { providerId: 'credential' }, 400);
  add(
    'GET /api/auth/callback/[provider]',
    'a forged state',
    (ctx) => send(ctx, 'GET', '/api/auth/callback/google?code=stolen-code&state=forged'),
    302,
  );
  add(
    'GET /api/auth/callback/[provider]',
    'a provider that does not exist',
    (ctx) => send(ctx, 'GET', '/api/auth/callback/evil?code=x&state=y'),
    302,
  );
  const askCode = (kind: string, body: unknown, status: number) =>
    auth('/email-otp/send-verification-otp', kind, JSON.stringify(body), status);
  askCode('a NUL in the address', { email: 'owner\u0000@corpus.test', type: 'sign-in' }, 400);
  askCode(
    'an address of 5,000 characters',
    { email: `${'a'.repeat(5000)}@x.test`, type: 'sign-in' },
    400,
  );
  askCode('a password-reset code', { email: 'owner@corpus.test', type: 'forget-password' }, 400);
  askCode('an address-change code', { email: 'owner@corpus.test', type: 'change-email' }, 400);
  askCode('no type', { email: 'owner@corpus.test' }, 400);
  const signInWithCode = (kind: string, body: unknown, status: number) =>
    auth('/sign-in/email-otp', kind, JSON.stringify(body), status);
  signInWithCode('a code never sent', { email: 'owner@corpus.test', otp: '123456' }, 400);
  signInWithCode(
    'a code of 10,000 digits',
    { email: 'owner@corpus.test', otp: '1'.repeat(10_000) },
    400,
  );
  signInWithCode('a code as a list', { email: 'owner@corpus.test', otp: ['123456'] }, 400);
  auth(
    '/sign-in/magic-link',
    'a callback to another site',
    JSON.stringify({ email: 'owner@corpus.test', callbackURL: 'https://evil.example/' }),
    403,
  );
  add(
    'GET /api/auth/magic-link/verify',
    'a token never sent',
    get(
      '/api/auth/magic-link/verify?token=abcdefghijklmnopqrstuvwxyz012345&callbackURL=/admin',
      null,
    ),
    302,
  );
  auth(
    '/email-otp/reset-password',
    'a password reset by code (not offered)',
    JSON.stringify({ email: 'owner@corpus.test', otp: '123456', password: 'taken-over-1' }),
    404,
  );
  const fakeCredential = {
    id: 'AAAA',
    rawId: 'AAAA',
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  };
  auth(
    '/passkey/sign-in',
    'a passkey answer without a challenge',
    JSON.stringify({ response: fakeCredential }),
    400,
  );
  auth(
    '/passkey/sign-in',
    'a passkey answer of 100 KB',
    JSON.stringify({ response: { ...fakeCredential, id: 'A'.repeat(100 * 1024) } }),
    413,
  );
  auth('/passkey/sign-in', 'a passkey answer of the wrong type', '{"response":"AAAA"}', 400);
  auth(
    '/passkey/register',
    'a passkey registered signed out',
    JSON.stringify({ response: fakeCredential, name: 'Laptop' }),
    401,
  );
  auth('/passkey/registration-options', 'passkey options signed out', '{}', 401);
  auth(
    '/passkey/invitation-options',
    'passkey options for an invitation that does not exist',
    '{"token":"not-a-real-invitation"}',
    400,
  );
  auth(
    '/passkey/accept-invitation',
    'an invitation accepted with a passkey and no challenge',
    JSON.stringify({ token: 'not-a-real-invitation', response: fakeCredential, name: 'Laptop' }),
    400,
  );
  auth('/no-such-endpoint', 'an endpoint that does not exist', '{}', 404);
  return cases;
}
