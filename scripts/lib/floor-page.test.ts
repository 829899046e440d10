import { describe, expect, it } from 'vitest';
import { floorPage, startFloorServer } from './floor-page.mjs';
import { freePort } from './prod-server.mjs';

describe('the floor page (npm run lighthouse)', () => {
  it('is a heading and a paragraph in each language, with no script, picture or font file', () => {
    const en = floorPage('en');
    const ar = floorPage('ar');
    expect(en).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(ar).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(en).toContain('<h1>Contact us</h1><p>Write to us and we will answer within a day.</p>');
    expect(ar).toContain('<h1>اتصل بنا</h1>');
    for (const page of [en, ar]) {
      expect(page).not.toMatch(/<script|<img|<link|@font-face|url\(/);
      expect(page).toContain('<meta name="viewport"');
    }
  });

  it('is served at / and /ar, and nothing else', async () => {
    const server = await startFloorServer(await freePort());
    try {
      const en = await fetch(`${server.url}/`);
      expect(en.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await en.text()).toBe(floorPage('en'));
      expect(await (await fetch(`${server.url}/ar`)).text()).toBe(floorPage('ar'));
      expect((await fetch(`${server.url}/contact`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
