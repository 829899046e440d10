import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '@/server/auth/accounts';
import { openDatabase } from '@/server/db/client';
import {
  hiddenFieldsOfForm,
  multipart,
  request,
  startApp,
  visibleHtml,
  type RunningApp,
} from './app';

/**
 * The findings of the security review, each against a real server process with the default
 * configuration (no trusted proxy): what a client on the internet can and cannot do.
 */

const EDITOR = { email: 'editor@system.test', password: 'amber-cardamom-editor' };
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

let app: RunningApp;

beforeAll(async () => {
  // An editor account, written before the server holds the embedded database.
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'saba-security-'));
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await createStaffAccount(handle.db, { ...EDITOR, role: 'editor' });
  await handle.close();
  app = await startApp({ dataDir });
});
afterAll(async () => {
  await app?.remove();
  const { rmSync } = await import('node:fs');
  if (app) rmSync(app.dataDir, { recursive: true, force: true });
});

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json', origin: app.url },
  body: JSON.stringify(body),
});

describe('client addresses come from the socket, not from headers', () => {
  it('sign-in: ten misses, then 429, and a new X-Forwarded-For changes nothing', async () => {
    const from = '127.0.1.10';
    const signIn = (n: number, forwarded: string) =>
      request(`${app.url}/api/auth/sign-in/email`, {
        method: 'POST',
        from,
        ...json({ email: `nobody-${n}@system.test`, password: 'wrong-password' }),
        headers: { ...json({}).headers, 'x-forwarded-for': forwarded },
      });
    for (let n = 0; n < 10; n++) expect((await signIn(n, `198.51.100.${n}`)).status).toBe(401);
    expect((await signIn(10, '198.51.100.10')).status).toBe(429);
    expect((await signIn(11, '203.0.113.99')).status).toBe(429);
    expect((await signIn(12, '')).status).toBe(429);
    // Another client (another source address) is not affected.
    const other = await request(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      from: '127.0.1.11',
      ...json({ email: 'nobody-x@system.test', password: 'wrong-password' }),
    });
    expect(other.status).toBe(401);
  });

  it('forms: the newsletter without JavaScript is limited per client, headers or not', async () => {
    const home = await request(`${app.url}/`);
    const hidden = hiddenFieldsOfForm(home.body, 'id="newsletter-email"');
    const subscribe = (n: number) => {
      const form = multipart({ ...hidden, email: `reader-${n}@system.test` });
      return request(`${app.url}/`, {
        method: 'POST',
        from: '127.0.1.20',
        headers: {
          'content-type': form.type,
          origin: app.url,
          'x-forwarded-for': `192.0.2.${n}`,
        },
        body: form.body,
      });
    };
    for (let n = 0; n < 10; n++) {
      const answer = await subscribe(n);
      expect(answer.status).toBe(200);
      expect(visibleHtml(answer.body)).toContain('Thanks for subscribing!');
    }
    const refused = await subscribe(10);
    expect(visibleHtml(refused.body)).toContain(TOO_MANY);
    expect(visibleHtml(refused.body)).not.toContain('Thanks for subscribing!');
  });
});

describe('headers on every kind of answer', () => {
  it('pages, the console, files and refusals carry the security headers; no HSTS on http', async () => {
    for (const pathname of ['/', '/ar/menu', '/admin/login', '/robots.txt', '/nope']) {
      const answer = await request(`${app.url}${pathname}`);
      expect(answer.headers['x-frame-options'], pathname).toBe('DENY');
      expect(answer.headers['x-content-type-options'], pathname).toBe('nosniff');
      expect(answer.headers['referrer-policy'], pathname).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy'], pathname).toContain('camera=()');
      expect(answer.headers['content-security-policy'], pathname).toContain(
        "frame-ancestors 'none'",
      );
      expect(answer.headers['strict-transport-security'], pathname).toBeUndefined();
    }
    const page = await request(`${app.url}/menu`);
    const scripts = String(page.headers['content-security-policy'])
      .split('; ')
      .find((d) => d.startsWith('script-src'));
    // Hashes of the page's own inline scripts; never 'unsafe-inline', never a nonce.
    expect(scripts).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    const console = await request(`${app.url}/admin/login`);
    expect(String(console.headers['content-security-policy'])).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  });

  it('keeps other windows away from every answer that depends on who asks, not from shared pages', async () => {
    const opener = async (pathname: string) =>
      (await request(`${app.url}${pathname}`)).headers['cross-origin-opener-policy'];
    // A public page is the same for everyone: rendered, then sent again from the front's store.
    for (const pathname of [
      '/',
      '/',
      '/ar/menu',
      '/locations/east-dearborn/order/checkout',
      '/no-such-page',
    ]) {
      expect(await opener(pathname), pathname).toBe('unsafe-none');
    }
    for (const pathname of [
      '/admin/login',
      '/admin',
      '/api/health',
      '/orders/no-such-order-token',
      '/robots.txt',
    ]) {
      expect(await opener(pathname), pathname).toBe('same-origin');
    }
  });
});

describe('what a CDN may keep, for every kind of answer', () => {
  it('public pages a minute (stale for a day); nothing personal at all', async () => {
    const cacheOf = async (pathname: string, options: Parameters<typeof request>[1] = {}) =>
      String((await request(`${app.url}${pathname}`, options)).headers['cache-control']);
    const page = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400';
    expect(await cacheOf('/')).toBe(page);
    // Again, now sent from the front server's store: the same policy.
    expect(await cacheOf('/')).toBe(page);
    expect(await cacheOf('/ar/menu')).toBe(page);
    expect(await cacheOf('/menu?category=breakfast')).toBe(page);
    // The navigation payload: kept by a CDN, never served stale by a browser.
    expect(await cacheOf('/menu?_rsc=', { headers: { rsc: '1' } })).toBe(
      'public, max-age=0, s-maxage=60',
    );
    for (const personal of ['/admin/login', '/admin', '/api/auth/get-session', '/api/health']) {
      expect(await cacheOf(personal), personal).toMatch(/no-store/);
    }
    const signIn = await request(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      from: '127.0.1.40',
      ...json(EDITOR),
    });
    expect(signIn.headers['set-cookie']).toBeDefined();
    expect(signIn.headers['cache-control']).toBe('private, no-store');
    const home = await request(`${app.url}/`);
    const form = multipart({
      ...hiddenFieldsOfForm(home.body, 'id="newsletter-email"'),
      email: 'cdn@system.test',
    });
    const answer = await request(`${app.url}/`, {
      method: 'POST',
      from: '127.0.1.41',
      headers: { 'content-type': form.type, origin: app.url },
      body: form.body,
    });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(await cacheOf('/no-such-page')).toMatch(/no-store/);
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(await cacheOf(script!)).toMatch(/max-age=31536000, immutable/);
    // Nothing is kept by a CDN for a year any more.
    for (const pathname of ['/', '/menu', '/robots.txt', '/sitemap.xml']) {
      expect(await cacheOf(pathname), pathname).not.toMatch(/s-maxage=31536000/);
    }
  });
});

describe('bodies and paths', () => {
  it('refuses a 12 MB contact post with 413 before reading it, and serves the next one', async () => {
    const started = Date.now();
    const answer = await request(`${app.url}/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(12 * 1024 * 1024),
      },
      body: Buffer.alloc(64 * 1024, 'a'),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('What you sent is too large');
    expect(Date.now() - started).toBeLessThan(5_000);
    const arabic = await request(`${app.url}/ar/contact`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '20000000' },
      body: 'x',
    });
    expect(arabic.body).toContain('ما أرسلته كبير جداً');
    expect((await request(`${app.url}/contact`)).status).toBe(200);
  });

  it('answers 404 for media keys that are no file of ours', async () => {
    for (const key of [
      '%00.png',
      '..%2f..%2fetc%2fpasswd.png',
      'menu/%2e%2e/x.png',
      'a%00b/c.png',
    ]) {
      expect((await request(`${app.url}/menu-media/${key}`)).status, key).toBe(404);
    }
  });

  it('media uploads: size and session first, and another site’s page is refused', async () => {
    const big = await request(`${app.url}/api/admin/media`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
        origin: app.url,
      },
      body: 'x',
    });
    expect(big.status).toBe(413);
    const form = multipart({ note: 'x' });
    const anonymous = await request(`${app.url}/api/admin/media`, {
      method: 'POST',
      headers: { 'content-type': form.type, origin: app.url },
      body: form.body,
    });
    expect(anonymous.status).toBe(401);

    const signIn = await request(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      from: '127.0.1.30',
      ...json(EDITOR),
    });
    expect(signIn.status, signIn.body).toBe(200);
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const foreign = await request(`${app.url}/api/admin/media`, {
      method: 'POST',
      headers: { 'content-type': form.type, origin: 'https://evil.example', cookie },
      body: form.body,
    });
    expect(foreign.status).toBe(403);
    const own = await request(`${app.url}/api/admin/media`, {
      method: 'POST',
      headers: { 'content-type': form.type, origin: app.url, cookie },
      body: form.body,
    });
    expect(own.status).toBe(422);
  });
});

/**
 * Sends only a request's head, declaring a body it never sends, and returns the status line the
 * server answers with before any of the body is there (or null when it waits for the body).
 */
function answerBeforeBody(url: string, head: Record<string, string>, path: string) {
  const { hostname, port } = new URL(url);
  return new Promise<string | null>((resolve) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, 4_000);
    socket.once('data', (data) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(data.toString('latin1').split('\r\n')[0] ?? '');
    });
    socket.once('error', () => resolve(null));
    const lines = Object.entries({ host: new URL(url).host, ...head }).map(
      ([name, value]) => `${name}: ${value}`,
    );
    socket.write(`POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
  });
}

describe('the second review: what reaches the app, and under which key', () => {
  it('a large body sent to the console without a session is refused before it is read', async () => {
    const multipartHead = {
      'content-type': 'multipart/form-data; boundary=xyz',
      'content-length': String(5 * 1024 * 1024),
      origin: app.url,
    };
    // A media upload, and a console screen's server action (a photo for a dish).
    expect(await answerBeforeBody(app.url, multipartHead, '/api/admin/media')).toMatch(/ 401 /);
    expect(
      await answerBeforeBody(
        app.url,
        { ...multipartHead, 'next-action': 'a'.repeat(42) },
        '/admin/menu/items',
      ),
    ).toMatch(/ 401 /);
    // A stolen-looking cookie is no session either.
    expect(
      await answerBeforeBody(
        app.url,
        { ...multipartHead, cookie: 'better-auth.session_token=forged.value' },
        '/api/admin/media',
      ),
    ).toMatch(/ 401 /);
  });

  it('a repeated category cannot put one menu page under another’s key (both languages)', async () => {
    for (const prefix of ['', '/ar']) {
      const poisoned = await request(
        `${app.url}${prefix}/menu?category=vegetarian&category=desserts`,
      );
      expect(poisoned.status).toBe(308);
      expect(poisoned.headers.location).toBe(`${prefix}/menu?category=vegetarian`);
      // Asked twice: the second answer comes from the front's store.
      for (let n = 0; n < 2; n++) {
        const page = await request(`${app.url}${prefix}/menu?category=vegetarian`);
        const title = /<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? '';
        expect(title).toMatch(prefix ? /نباتي/ : /Vegetarian/);
        expect(title).not.toMatch(/Desserts|الحلويات/);
      }
    }
  });

  it('a visitor’s own query is never in a page kept for others, by Next or the front', async () => {
    // Pages Next renders on first demand and then keeps, in both languages.
    for (const page of ['/ar', '/locations/east-dearborn/order']) {
      // The first to ask, with a query of their own (a campaign's, a shared link's).
      const own = await request(`${app.url}${page}?ref=first-visitor-secret`);
      expect(own.status).toBe(200);
      // Everyone after them: twice, the second from the front's store.
      for (let n = 0; n < 2; n++) {
        const next = await request(`${app.url}${page}`);
        expect(next.status).toBe(200);
        expect(next.body).toMatch(/<h1/);
        expect(next.body).not.toContain('first-visitor-secret');
      }
      const later = await request(`${app.url}${page}?ref=later-visitor-secret`);
      expect(later.status).toBe(200);
      expect(later.body).not.toContain('later-visitor-secret');
    }
    // A page that reads its query still does: the reservation page's day.
    const reserve = await request(`${app.url}/reserve?date=2031-01-15`);
    expect(reserve.status).toBe(200);
    expect(reserve.body).toContain('2031-01-15');
  });

  it('the same page asked for another way is sent to its one address', async () => {
    for (const [asked, canonical] of [
      ['/./menu', '/menu'],
      ['/menu/../contact', '/contact'],
      ['//menu', '/menu'],
      ['/%6Denu', '/menu'],
      ['/ar/./menu', '/ar/menu'],
    ]) {
      const answer = await request(app.url, { rawPath: asked });
      expect(answer.status, asked).toBe(308);
      expect(answer.headers.location, asked).toBe(canonical);
    }
  });
});

describe('the app runs only behind its front', () => {
  it('`next start` refuses to start, saying why', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(path.join('node_modules', '.bin', 'next'), ['start', '-p', '0'], {
      env: { ...process.env, DATA_DIR: app.dataDir + '-next-start', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 60_000);
      child.once('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code, output).toBe(1);
    expect(output).toMatch(/Cannot start: this app runs behind its front server/);
    expect(output).toMatch(/npm start/);
  });
});

describe('a public (https) site', () => {
  it('stops at start without BETTER_AUTH_SECRET, and sends HSTS with one', async () => {
    await expect(startApp({ env: { SITE_URL: 'https://saba.example' } })).rejects.toThrow(
      /Cannot start:[\s\S]*BETTER_AUTH_SECRET/,
    );
    const secure = await startApp({
      env: { SITE_URL: 'https://saba.example', BETTER_AUTH_SECRET: 'x'.repeat(40) },
    });
    try {
      const answer = await request(`${secure.url}/`);
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(String(answer.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await secure.remove();
    }
  });
});
