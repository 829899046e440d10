import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { guestAccounts } from '@/server/db/schema';
import { startGuestSession } from '@/features/accounts/server/sessions';
import { request, startApp, type RunningApp } from './app';
import { freshPostgresDatabase } from './services';

/**
 * A guest's session opens nothing of the console (issue 48): with only a signed-in guest's
 * cookie, every console screen sends the browser to the staff's sign-in, and every console route
 * handler refuses, whatever the method. The lists are read from the app's folders, so a new
 * screen or route is in this test by itself.
 */

let app: RunningApp;
let cookie = '';
const cleanups: (() => Promise<void>)[] = [];

/** Every file named `name` under `folder`, as the address it serves (parameters filled in). */
function addressesOf(folder: string, name: string, prefix: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === name) found.push(path.relative(folder, dir));
    }
  };
  walk(folder);
  return found.map((relative) =>
    `${prefix}/${relative}`
      .replace(/\/\([^)]+\)/g, '')
      .replace(/\[\.\.\.[^\]]+\]/g, 'nothing-here')
      .replace(/\[kind\]/g, 'contacts')
      .replace(/\[step\]/g, 'start')
      .replace(/\[[^\]]+\]/g, '00000000-0000-4000-8000-000000000000')
      .replace(/\/$/, ''),
  );
}

beforeAll(async () => {
  const database = await freshPostgresDatabase();
  cleanups.push(database.drop);
  app = await startApp({ env: { DATABASE_URL: database.url } });
  cleanups.unshift(app.remove);
  // A guest signed in as the site signs one in (the app made the signing secret at start).
  const handle = await openDatabase({ url: database.url });
  const [account] = await handle.db
    .insert(guestAccounts)
    .values({ email: 'owner@example.com' })
    .returning();
  const { token } = await startGuestSession(handle.db, account!.id);
  await handle.close();
  cookie = `saba_guest=${token}; saba_signed_in=1`;
  // The cookie is a live guest session: the account page opens with it.
  const account_ = await request(`${app.url}/account`, { headers: { cookie } });
  expect(account_.status).toBe(200);
  expect(account_.body).toContain('owner@example.com');
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
});

it('sends a guest at every console screen to the staff sign-in', async () => {
  const screens = addressesOf(path.join('src', 'app', 'admin', '(console)'), 'page.tsx', '/admin');
  expect(screens.length).toBeGreaterThan(25);
  for (const screen of screens) {
    const answer = await request(`${app.url}${screen}`, { headers: { cookie } });
    expect(answer.status, screen).toBeGreaterThanOrEqual(300);
    expect(answer.status, screen).toBeLessThan(400);
    expect(String(answer.headers.location), screen).toMatch(/\/admin\/login/);
  }
});

it('refuses a guest at every console route, whatever the method', async () => {
  const routes = addressesOf(path.join('src', 'app', 'api', 'admin'), 'route.ts', '/api/admin');
  expect(routes.length).toBeGreaterThan(8);
  for (const route of routes) {
    for (const method of ['GET', 'POST']) {
      const answer = await request(`${app.url}${route}`, {
        method,
        headers: { cookie, origin: app.url, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect([401, 403, 405], `${method} ${route}: ${answer.status}`).toContain(answer.status);
      expect(answer.body, `${method} ${route}`).not.toContain('owner@example.com');
    }
  }
});
