import { describe, expect, it } from 'vitest';
import { isIOS } from '@/lib/ios';
import { directionsHref, mapsHref } from './directions';

const base = {
  latitude: 42.3,
  longitude: -83.1,
  appleMapsLink: 'https://maps.apple.com/?q=x',
  googleMapsLink: 'https://maps.google.com/?q=x',
  googlePlaceId: 'PID',
};

describe('Get Directions', () => {
  it('uses Apple Maps on iOS when there is a link, Google elsewhere', () => {
    expect(directionsHref(base, true)).toBe(base.appleMapsLink);
    expect(directionsHref(base, false)).toBe(base.googleMapsLink);
    expect(directionsHref({ ...base, appleMapsLink: null }, true)).toBe(base.googleMapsLink);
  });
  it('falls back to the Google place id, and hides the link without coordinates', () => {
    expect(directionsHref({ ...base, appleMapsLink: null, googleMapsLink: null }, true)).toContain(
      'place_id:PID',
    );
    expect(directionsHref({ ...base, latitude: null }, false)).toBeNull();
  });
  it('recognises iPhones and iPads', () => {
    expect(isIOS('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isIOS('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIOS('Mozilla/5.0 (Linux; Android 14)')).toBe(false);
  });
  it('gives every card a maps link: its own, else a search for its address', () => {
    expect(mapsHref({ googleMapsLink: 'https://maps.example/own', addressEn: 'x' })).toBe(
      'https://maps.example/own',
    );
    expect(mapsHref({ googleMapsLink: null, addressEn: 'White Plains Rd, Bronx, NY' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=White%20Plains%20Rd%2C%20Bronx%2C%20NY',
    );
  });
});
