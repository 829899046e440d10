import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_ICON_HREF, SITE_ICON_SVG } from './site-icon';

describe('site icon', () => {
  it('is the file the structured data names as the logo', () => {
    expect(readFileSync('public/icon.svg', 'utf8').trim()).toBe(SITE_ICON_SVG);
  });

  it('is named in the page as a PNG picture, not a drawing', () => {
    expect(SITE_ICON_HREF.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(SITE_ICON_HREF.slice('data:image/png;base64,'.length), 'base64');
    // The PNG signature, then the header chunk: 32 by 32 pixels.
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.readUInt32BE(16)).toBe(32);
    expect(png.readUInt32BE(20)).toBe(32);
    // Small enough for every page's head: under a kilobyte.
    expect(png.length).toBeLessThan(1024);
  });
});
