import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generationOf, invalidatePages } from './cache-generation.mts';
import { compressionsSettled } from './compression.mts';
import { encodedBody, PageCache } from './page-cache.mts';
import { appScriptHashes } from './security-headers.mts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const push = (n: number) => `self.__next_f.push([1,"menu ${n}"])`;
const page = Buffer.from(`<p>${'menu '.repeat(500)}</p><script>${push(1)}</script>`);

function cacheCounting() {
  const counter = { built: 0 };
  const cache = new PageCache((html) => {
    counter.built++;
    return appScriptHashes(html).hashes.join(' ');
  });
  return { cache, counter };
}

describe('the front server’s store of public pages', () => {
  it('works a page out once per version and compresses it once per encoding', () => {
    const { cache, counter } = cacheCounting();
    const first = cache.prepare('/menu', page);
    expect(first.policy).toBe(sha(push(1)));
    expect(brotliDecompressSync(encodedBody(first, 'br')!.body).equals(page)).toBe(true);
    const again = cache.prepare('/menu', Buffer.from(page));
    expect(counter.built).toBe(1);
    expect(again).toBe(first);
    expect(gunzipSync(encodedBody(again, 'gzip')!.body).equals(page)).toBe(true);
    expect(encodedBody(again, null)).toBeNull();
    // A new version of the page (staff changed the menu): worked out again.
    const changed = Buffer.from(page.toString().replace(push(1), push(2)));
    expect(cache.prepare('/menu', changed).policy).toBe(sha(push(2)));
    expect(counter.built).toBe(2);
  });

  it('sends a page again only within its generation and lifetime', () => {
    const { cache } = cacheCounting();
    const now = Date.now();
    const servable = {
      status: 200,
      headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][],
      generation: generationOf('/'),
      expiresAt: now + 60_000,
    };
    cache.prepare('/', page, servable);
    expect(cache.servable('/', now)).not.toBeNull();
    expect(cache.servable('/', now + 61_000)).toBeNull();

    cache.prepare('/', page, { ...servable, generation: generationOf('/') });
    expect(cache.servable('/', now)).not.toBeNull();
    // An edit anywhere: the kept page is old.
    invalidatePages(['menu']);
    expect(cache.servable('/', now)).toBeNull();
    // A one-off answer (a form post) is not kept at all.
    cache.prepare(null, Buffer.from('<p>thanks</p>'), servable);
    expect(cache.servable('null', now)).toBeNull();
  });

  it("keeps every other page when one restaurant's own menu changes", () => {
    const { cache } = cacheCounting();
    const now = Date.now();
    const keys = [
      '/menu',
      '/locations/canton',
      '/locations/canton/menu',
      '/ar/locations/canton/menu?category=desserts',
      '/locations/west-dearborn/menu',
    ];
    for (const key of keys) {
      cache.prepare(key, page, {
        status: 200,
        headers: [],
        generation: generationOf(key),
        expiresAt: now + 60_000,
      });
    }
    invalidatePages(['menu@canton']);
    const kept = keys.filter((key) => cache.servable(key, now) !== null);
    expect(kept).toEqual(['/menu', '/locations/canton', '/locations/west-dearborn/menu']);
    // A brand-wide edit (a dish's name): every page is old.
    invalidatePages(['menu']);
    expect(keys.filter((key) => cache.servable(key, now) !== null)).toEqual([]);
  });

  it('sends a stored page compressed quickly at first and at its smallest once that is made', async () => {
    // A menu page's kind of text: names, prices and markup, repeated with differences.
    const dishes = ['Saltah', 'Fahsa', 'Mandi', 'Haneeth', 'Zurbian', 'Aseeda', 'Shafoot'];
    const html = Buffer.from(
      Array.from(
        { length: 1500 },
        (_, i) =>
          `<li class="card" data-n="${(i * 7919) % 1000}"><h3>${dishes[i % 7]} ${i}</h3><p>$${(i * 37) % 90}.${i % 10}9</p></li>`,
      ).join(''),
    );
    const { cache } = cacheCounting();
    const stored = cache.prepare('/menu', html, {
      status: 200,
      headers: [],
      generation: generationOf('/menu'),
      expiresAt: Date.now() + 60_000,
    });
    const quick = encodedBody(stored, 'br')!.body;
    expect(brotliDecompressSync(quick).equals(html)).toBe(true);
    await compressionsSettled();
    const best = encodedBody(stored, 'br')!.body;
    expect(brotliDecompressSync(best).equals(html)).toBe(true);
    const brotli11 = brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    expect(best.equals(brotli11)).toBe(true);
    expect(best.length).toBeLessThan(quick.length * 0.95);
    const gzipped = encodedBody(stored, 'gzip')!.body;
    await compressionsSettled();
    const gzipBest = encodedBody(stored, 'gzip')!.body;
    expect(gunzipSync(gzipBest).equals(html)).toBe(true);
    expect(gzipBest.length).toBeLessThanOrEqual(gzipped.length);

    // A one-off answer (a form post's page) is compressed quickly and not worked on further.
    const oneOff = cache.prepare(null, html);
    const sent = encodedBody(oneOff, 'br')!.body;
    await compressionsSettled();
    expect(encodedBody(oneOff, 'br')!.body).toBe(sent);
  });
});
