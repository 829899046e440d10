import { expect as playwrightExpect, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '@/server/auth/accounts';
import { openDatabase } from '@/server/db/client';
import { startSmtp } from '../setup/smtp';
import {
  hiddenFieldsOfForm,
  multipart,
  postContactForm,
  request,
  startApp,
  visibleHtml,
  type RunningApp,
} from './app';
import { addCategory, cookieHeader, launchBrowser, signIn } from './browser';
import { freshPostgresDatabase, startBucket, startRedis } from './services';

/**
 * Two instances of the same build behind one PostgreSQL database, one Redis and one bucket, as
 * a brand that outgrows one process runs them: whatever staff do through one, the other serves
 * on the next request; sessions, limits, photos and the mail outbox are shared and exactly-once.
 */

const OWNER = { email: 'owner@two.test', password: 'amber-cardamom-owner-2' };
const EDITOR = { email: 'editor@two.test', password: 'amber-cardamom-editor-2' };
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

let a: RunningApp;
let b: RunningApp;
let browser: Browser;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const [database, redis, bucket, smtp] = await Promise.all([
    freshPostgresDatabase(),
    startRedis(),
    startBucket(),
    startSmtp(),
  ]);
  cleanups.push(database.drop, redis.stop, bucket.stop, smtp.close);
  shared.smtp = smtp;

  const handle = await openDatabase({ url: database.url });
  await createStaffAccount(handle.db, { ...OWNER, role: 'owner' });
  await createStaffAccount(handle.db, { ...EDITOR, role: 'editor' });
  await handle.close();

  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    BETTER_AUTH_SECRET: 'two-instances-share-this-secret-0123456789',
    OUTBOX_INTERVAL_MS: '200',
    ...bucket.env,
  };
  [a, b] = await Promise.all([startApp({ env }), startApp({ env })]);
  cleanups.push(a.remove, b.remove);
  browser = await launchBrowser();
  cleanups.push(() => browser.close());
}, 300_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const shared: { smtp?: Awaited<ReturnType<typeof startSmtp>> } = {};

async function consoleOn(app: RunningApp, who = OWNER): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, app.url, who.email, who.password);
  return page;
}

const textOf = async (url: string) => visibleHtml((await request(url)).body);

describe('two instances, one database, one Redis, one bucket', () => {
  it('serves a category created through A from B at once, in English and Arabic', async () => {
    // B has the menu cached before the edit.
    expect(await textOf(`${b.url}/menu`)).not.toContain('Soups of the Day');
    expect(await textOf(`${b.url}/ar/menu`)).not.toContain('شوربات اليوم');

    const page = await consoleOn(a);
    await addCategory(page, a.url, {
      slug: 'soups-of-the-day',
      en: 'Soups of the Day',
      ar: 'شوربات اليوم',
    });
    await page.close();

    expect(await textOf(`${b.url}/menu`)).toContain('Soups of the Day');
    expect(await textOf(`${b.url}/ar/menu`)).toContain('شوربات اليوم');
  });

  it('serves a price changed through A from B on the next request', async () => {
    expect(await textOf(`${b.url}/`)).toContain('$26.99');
    const page = await consoleOn(a, EDITOR);
    await page.goto(`${a.url}/admin/menu/items?q=Lamb%20Haneeth`);
    await page
      .getByRole('row')
      .filter({ hasText: 'Lamb Haneeth' })
      .getByRole('button', { name: 'Edit Lamb Haneeth' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Update Menu Item' });
    await dialog.getByLabel('Price ($)').fill('29.49');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await playwrightExpect(page.getByText('Menu item updated')).toBeVisible();
    await page.close();

    const home = await textOf(`${b.url}/`);
    expect(home).toContain('$29.49');
    expect(home).not.toContain('$26.99');
    expect(await textOf(`${b.url}/ar/menu?category=authentic-entrees`)).toContain('$29');
  });

  it("serves one restaurant's own price changed through A from B; the others keep the brand's", async () => {
    const grill = '?category=mediterranean-grill';
    const kofta = (text: string) => /Kofta Plate[^$]*\$(\d+)/.exec(text)?.[1];
    const koftaAr = (text: string) => /طبق كفتة[^$]*\$(\d+)/.exec(text)?.[1];
    // B has each menu cached before the change: the brand's price ($15.99 shows $16) everywhere.
    expect(kofta(await textOf(`${b.url}/locations/canton/menu${grill}`))).toBe('16');
    expect(koftaAr(await textOf(`${b.url}/ar/locations/canton/menu${grill}`))).toBe('16');
    expect(kofta(await textOf(`${b.url}/locations/west-dearborn/menu${grill}`))).toBe('16');
    expect(await textOf(`${b.url}/menu${grill}`)).not.toContain('Price varies by restaurant');

    const page = await consoleOn(a, EDITOR);
    await page.goto(`${a.url}/admin/menu/items?location=canton&q=Kofta`);
    const price = page.getByLabel('Price at Saba Canton: Kofta Plate');
    await price.fill('23.75');
    await price.press('Enter');
    await playwrightExpect(page.getByText('Price at Saba Canton saved')).toBeVisible();
    await page.close();

    expect(kofta(await textOf(`${b.url}/locations/canton/menu${grill}`))).toBe('24');
    expect(koftaAr(await textOf(`${b.url}/ar/locations/canton/menu${grill}`))).toBe('24');
    expect(kofta(await textOf(`${b.url}/locations/west-dearborn/menu${grill}`))).toBe('16');
    const brand = await textOf(`${b.url}/menu${grill}`);
    expect(kofta(brand)).toBe('16');
    expect(brand).toContain('Price varies by restaurant');
  });

  it('serves opening hours changed through A from B, in English and Arabic', async () => {
    const page = await consoleOn(a);
    await page.goto(`${a.url}/admin/locations`);
    await page.getByRole('link', { name: 'Edit Saba Canton' }).click();
    await page.getByLabel('Monday opens').fill('07:15');
    await page.getByRole('button', { name: 'Update' }).click();
    await playwrightExpect(page.getByText('Location updated')).toBeVisible();
    await page.close();

    expect(await textOf(`${b.url}/locations/canton`)).toMatch(/7:15/);
    expect(await textOf(`${b.url}/ar/locations/canton`)).toMatch(/7:15|٧:١٥/);
  });

  it('serves a setting changed through A from B', async () => {
    const page = await consoleOn(a);
    await page.goto(`${a.url}/admin/settings`);
    await page.getByLabel('Phone', { exact: true }).fill('+1 (313) 555-0123');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await playwrightExpect(page.getByText('Settings saved')).toBeVisible();
    await page.close();

    expect(await textOf(`${b.url}/contact`)).toContain('+1 (313) 555-0123');
    expect(await textOf(`${b.url}/ar/contact`)).toContain('+1 (313) 555-0123');
  });

  it('takes a staff session made on A on B', async () => {
    const page = await consoleOn(a);
    const cookie = await cookieHeader(page);
    await page.close();
    const dashboard = await request(`${b.url}/admin`, { headers: { cookie } });
    expect(dashboard.status).toBe(200);
    expect(visibleHtml(dashboard.body)).toContain('Dashboard');
    expect(visibleHtml(dashboard.body)).toContain(OWNER.email);
  });

  it('counts a form’s rate limit across both instances', async () => {
    const from = '127.0.1.77';
    const post = async (app: RunningApp, n: number) => {
      const hidden = hiddenFieldsOfForm(
        (await request(`${app.url}/`)).body,
        'id="newsletter-email"',
      );
      const form = multipart({ ...hidden, email: `both-${n}@two.test` });
      return visibleHtml(
        (
          await request(`${app.url}/`, {
            method: 'POST',
            from,
            headers: { 'content-type': form.type, origin: app.url },
            body: form.body,
          })
        ).body,
      );
    };
    for (let n = 0; n < 10; n++) {
      expect(await post(n % 2 ? a : b, n)).toContain('Thanks for subscribing!');
    }
    expect(await post(a, 10)).toContain('Too many attempts');
    expect(await post(b, 11)).toContain('Too many attempts');
  });

  it('serves a photo uploaded through A (to the bucket) from B', async () => {
    const page = await consoleOn(a, EDITOR);
    const upload = await page.request.post(`${a.url}/api/admin/media`, {
      headers: { origin: a.url },
      multipart: { file: { name: 'tray.png', mimeType: 'image/png', buffer: PNG_1PX } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { data } = (await upload.json()) as { data: { filePath: string } };
    await page.close();
    const photo = await fetch(`${b.url}${data.filePath}`);
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });

  it('sends each staff e-mail exactly once with both instances draining the outbox', async () => {
    const smtp = shared.smtp!;
    const before = smtp.received.length;
    const tickets: string[] = [];
    for (let n = 0; n < 8; n++) {
      tickets.push(await postContactForm(n % 2 ? a : b, n, `127.0.2.${n + 1}`));
    }
    const deadline = Date.now() + 30_000;
    const mentions = (ticket: string) =>
      smtp.received.slice(before).filter((m) => m.raw.includes(ticket)).length;
    while (Date.now() < deadline && tickets.some((t) => mentions(t) === 0)) {
      await new Promise((r) => setTimeout(r, 250));
    }
    // Give a duplicate every chance to arrive.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(tickets.map(mentions)).toEqual(tickets.map(() => 1));
  });

  it("shows a pickup order placed through A on B's kitchen screen within 2 seconds", async () => {
    const kitchen = await consoleOn(b);
    await kitchen.goto(`${b.url}/admin/orders?location=east-dearborn`);
    await playwrightExpect(kitchen.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({
      timeout: 20_000,
    });

    // A guest orders on A: a combo (no choices), at the first time offered.
    const guest = await browser.newPage();
    await guest.goto(`${a.url}/locations/east-dearborn/order`);
    const combo = guest.locator('li', {
      has: guest.getByRole('heading', { name: 'Family Feast for Four' }),
    });
    await playwrightExpect(combo.getByRole('button')).toBeEnabled({ timeout: 20_000 });
    await combo.getByRole('button').click();
    await guest
      .getByRole('dialog', { name: 'Family Feast for Four' })
      .getByRole('button', { name: /Add to order/ })
      .click();
    await guest.goto(`${a.url}/locations/east-dearborn/order/checkout`);
    const place = guest.getByRole('button', { name: /Place order/ });
    await playwrightExpect(place).toBeEnabled({ timeout: 20_000 });
    await guest.getByLabel('Full name').fill('Two Instances');
    await guest.getByLabel('Phone').fill('313-555-0123');
    await guest.getByLabel('E-mail').fill('two.instances@example.com');
    await place.click();
    await guest.waitForURL(/\/orders\//, { timeout: 20_000 });
    const placedAt = Date.now();
    const number = (await guest.getByRole('heading', { level: 1 }).textContent())!.match(/\d+/)![0];

    await playwrightExpect(kitchen.locator(`[data-order="${number}"]`)).toBeVisible({
      timeout: 2_000,
    });
    expect(Date.now() - placedAt).toBeLessThan(2_500);
    await guest.close();
    await kitchen.close();
  });
});
