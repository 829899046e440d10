import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTED_CLICKS, pingUrl, track } from './analytics';
import { tagEvent } from './tag-event';

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

describe('the counted clicks', () => {
  // Spec: the site counts these per location; the rest go to an analytics tag only.
  const counted = [
    'order_click',
    'pickup_click',
    'call_click',
    'direction_click',
    'reserve_click',
    'review_click',
  ];
  const uncounted = [
    'franchise_submit',
    'career_application_submit',
    'contact_submit_success',
    'contact_submit_error',
  ];

  it('are the same for the link that reports itself and for the script that reports it', () => {
    for (const event of [...counted, ...uncounted]) {
      const beacons = browser();
      track(event as 'order_click', { location_slug: 'canton' });
      const ping = pingUrl(
        event as 'order_click',
        { location_slug: 'canton' },
        'https://saba.test',
      );
      expect(beacons.length === 1, event).toBe(counted.includes(event));
      expect(ping !== null, event).toBe(counted.includes(event));
    }
    expect([...COUNTED_CLICKS].sort()).toEqual([...counted].sort());
  });
});

describe('tagEvent()', () => {
  it("gives an analytics tag a form's event as track() does, and reports nothing to the site", () => {
    const fromTrack: unknown[] = [];
    browser({}, fromTrack);
    track('career_application_submit', { position: 'Cook' });
    track('contact_submit_success', { inquiry_type: 'general', location: 'canton' });
    const fromTag: unknown[] = [];
    const beacons = browser({}, fromTag);
    tagEvent('career_application_submit', { position: 'Cook' });
    tagEvent('contact_submit_success', { inquiry_type: 'general', location: 'canton' });
    expect(fromTag).toEqual([
      { event: 'career_application_submit', position: 'Cook' },
      { event: 'contact_submit_success', inquiry_type: 'general', location: 'canton' },
    ]);
    expect(fromTag).toEqual(fromTrack);
    expect(beacons).toEqual([]);
  });

  it('does nothing without a tag, and on the server', () => {
    browser();
    expect(() => tagEvent('franchise_submit', { language: 'ar' })).not.toThrow();
    vi.unstubAllGlobals();
    expect(() => tagEvent('contact_submit_error', {})).not.toThrow();
  });
});
