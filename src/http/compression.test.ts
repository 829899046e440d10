import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  compressBest,
  compressionsSettled,
  compressQuick,
  preferredEncoding,
  waitingForBest,
} from './compression.mts';

/** Text like a page's: markup, names and prices, repeated with differences. */
function pageLike(seed: number, items = 1200): Buffer {
  const dishes = ['Saltah', 'Fahsa', 'Mandi', 'Haneeth', 'Zurbian', 'Aseeda', 'Shafoot'];
  return Buffer.from(
    Array.from(
      { length: items },
      (_, i) =>
        `<li class="card" data-n="${(i * 7919 + seed) % 1000}"><h3>${dishes[i % 7]} ${i}</h3><p>$${(i * 37) % 90}.${i % 10}9</p></li>`,
    ).join(''),
  );
}

describe('compression', () => {
  it('reads Accept-Encoding, refusals included', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeNull();
    expect(acceptsGzip('br, gzip')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
  });

  it('makes Brotli at its best one body at a time, each smaller than the quick form', async () => {
    const bodies = [pageLike(1), pageLike(2), pageLike(3)];
    const made = bodies.map((body) => compressBest(body, 'br'));
    expect(waitingForBest()).toBe(3);
    const order: number[] = [];
    made.forEach((p, i) => void p.then(() => order.push(i)));
    const results = await Promise.all(made);
    await compressionsSettled();
    expect(waitingForBest()).toBe(0);
    expect(order).toEqual([0, 1, 2]);
    results.forEach((best, i) => {
      expect(brotliDecompressSync(best).equals(bodies[i]!)).toBe(true);
      const quick = compressQuick(bodies[i]!, 'br');
      expect(brotliDecompressSync(quick).equals(bodies[i]!)).toBe(true);
      expect(best.length).toBeLessThan(quick.length * 0.95);
    });
  });

  it('makes gzip at its best at once, beside the line', async () => {
    const body = pageLike(4);
    const inLine = compressBest(pageLike(5), 'br');
    const gzipped = compressBest(body, 'gzip');
    expect(waitingForBest()).toBe(1);
    const first = await Promise.race([gzipped.then(() => 'gzip'), inLine.then(() => 'br')]);
    expect(first).toBe('gzip');
    expect(gunzipSync(await gzipped).equals(body)).toBe(true);
    await inLine;
    await compressionsSettled();
    expect(waitingForBest()).toBe(0);
  });
});
