import { describe, expect, it } from 'vitest';
import { SITE_ICON_HREF, SITE_ICON_SVG } from '../src/lib/site-icon';
import { pixelsOf } from './lib/fact-icon-raster.mts';
import { siteIconPicture, SITE_ICON_PIXELS } from './lib/site-icon-raster.mts';

const written = () => Buffer.from(SITE_ICON_HREF.slice('data:image/png;base64,'.length), 'base64');

describe('the pages’ icon (npm run icons)', () => {
  it('is the brand’s mark drawn at 32 pixels, pixel for pixel', async () => {
    const icon = await pixelsOf(written());
    const drawn = await pixelsOf(await siteIconPicture(SITE_ICON_SVG));
    expect([icon.width, icon.height]).toEqual([SITE_ICON_PIXELS, SITE_ICON_PIXELS]);
    expect(icon.data.equals(drawn.data), 'run npm run icons').toBe(true);
  });

  it('is a rounded pomegranate tile with the cream arch', async () => {
    const { data: rgba, width, channels } = await pixelsOf(written());
    expect(channels).toBe(4);
    const at = (x: number, y: number) => [
      ...rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4),
    ];
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, i) => Math.abs(value - expected[i]!) <= 6);
    // The corners are rounded off: nothing drawn there.
    for (const [x, y] of [
      [0, 0],
      [31, 0],
      [0, 31],
      [31, 31],
    ] as const)
      expect(at(x, y)[3]).toBe(0);
    // The tile's edge, halfway down: #9e2a2b, opaque.
    expect(near(at(2, 16), [0x9e, 0x2a, 0x2b, 255]), String(at(2, 16))).toBe(true);
    // Inside the arch, beside the cross: #e0a526 (saffron).
    expect(near(at(13, 22), [0xe0, 0xa5, 0x26, 255]), String(at(13, 22))).toBe(true);
  });
});
