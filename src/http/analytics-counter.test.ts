import { describe, expect, it } from 'vitest';
import { asksNotToBeTracked, countOne, isVisitor, takeCounts } from './analytics-counter.mts';

describe('who is counted', () => {
  it('counts browsers', () => {
    expect(
      isVisitor(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(true);
    expect(
      isVisitor('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe(true);
  });

  it('does not count crawlers, link previews, measuring tools or scripts', () => {
    for (const agent of [
      undefined,
      '',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0 Safari/537.36',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      'node',
      'python-requests/2.32',
    ]) {
      expect(isVisitor(agent), String(agent)).toBe(false);
    }
  });

  it('honours Do Not Track and Global Privacy Control', () => {
    expect(asksNotToBeTracked({ dnt: '1' })).toBe(true);
    expect(asksNotToBeTracked({ 'sec-gpc': '1' })).toBe(true);
    expect(asksNotToBeTracked({ dnt: '0' })).toBe(false);
    expect(asksNotToBeTracked({})).toBe(false);
  });
});

describe('the counters in memory', () => {
  it('stop taking new keys when full, so a flood of made-up pages cannot grow them', () => {
    takeCounts();
    for (let i = 0; i < 6_000; i++) {
      countOne({
        day: '2026-11-25',
        kind: 'page_view',
        page: `/p${i}`,
        locationSlug: '',
        language: 'en',
      });
    }
    // A known key still counts.
    countOne({
      day: '2026-11-25',
      kind: 'page_view',
      page: '/p0',
      locationSlug: '',
      language: 'en',
    });
    const { rows } = takeCounts();
    expect(rows).toHaveLength(5_000);
    expect(rows.find((row) => row.page === '/p0')?.count).toBe(2);
    expect(takeCounts().rows).toHaveLength(0);
  });
});
