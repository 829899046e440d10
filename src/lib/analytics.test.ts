import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from './analytics';

afterEach(() => vi.unstubAllGlobals());

function browser(navigatorExtras: Record<string, unknown> = {}, dataLayer?: unknown[]) {
  const beacons: { url: string; body: unknown }[] = [];
  vi.stubGlobal('window', dataLayer ? { dataLayer } : {});
  vi.stubGlobal('document', { documentElement: { lang: 'ar' } });
  vi.stubGlobal('navigator', {
    ...navigatorExtras,
    sendBeacon: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) > 0,
  });
  return beacons;
}

describe('track()', () => {
  it('pushes the event to window.dataLayer when present', () => {
    const dataLayer: unknown[] = [];
    browser({}, dataLayer);
    track('call_click', { location_slug: 'canton' });
    expect(dataLayer).toEqual([{ event: 'call_click', location_slug: 'canton' }]);
  });

  it("reports a location's clicks to the site itself: event, location and language only", () => {
    const beacons = browser();
    track('order_click', { location_slug: 'dearborn' });
    track('direction_click', { location_slug: 'canton', device: 'ios' });
    track('review_click', { location_slug: 'canton', language: 'en' });
    expect(beacons).toEqual([
      { url: '/api/events', body: { event: 'order_click', location: 'dearborn', language: 'ar' } },
      {
        url: '/api/events',
        body: { event: 'direction_click', location: 'canton', language: 'ar' },
      },
      { url: '/api/events', body: { event: 'review_click', location: 'canton', language: 'ar' } },
    ]);
  });

  it('reports nothing for a visitor who asked not to be tracked (DNT, GPC)', () => {
    const withDnt = browser({ doNotTrack: '1' });
    track('call_click', { location_slug: 'canton' });
    expect(withDnt).toEqual([]);
    const withGpc = browser({ globalPrivacyControl: true });
    track('reserve_click', { location_slug: 'canton' });
    expect(withGpc).toEqual([]);
  });

  it('reports only the counted clicks; the rest, and the server, do nothing', () => {
    const beacons = browser();
    track('franchise_submit', { language: 'en' });
    track('contact_submit_error', {});
    expect(beacons).toEqual([]);
    vi.unstubAllGlobals();
    expect(() => track('franchise_submit', { language: 'ar' })).not.toThrow();
  });
});
