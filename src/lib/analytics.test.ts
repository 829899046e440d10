import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from './analytics';

afterEach(() => vi.unstubAllGlobals());

describe('track()', () => {
  it('pushes the event to window.dataLayer when present', () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal('window', { dataLayer });
    track('call_click', { location_slug: 'canton' });
    expect(dataLayer).toEqual([{ event: 'call_click', location_slug: 'canton' }]);
  });
  it('does nothing without an analytics facility, or on the server', () => {
    vi.stubGlobal('window', {});
    expect(() => track('contact_submit_error', {})).not.toThrow();
    vi.unstubAllGlobals();
    expect(() => track('franchise_submit', { language: 'ar' })).not.toThrow();
  });
});
