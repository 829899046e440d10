import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blankGifAddress, proportions, transparentGif } from './blank-gif';

/** Width, height and the largest alpha of a GIF, read by libvips (not by the code under test). */
async function decode(gif: Uint8Array) {
  const { data, info } = await sharp(gif).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let alpha = 0;
  for (let i = 3; i < data.length; i += 4) alpha = Math.max(alpha, data[i] ?? 0);
  return { width: info.width, height: info.height, alpha };
}

describe('proportions', () => {
  it('reduces a picture’s size to the smallest whole sides', () => {
    expect(proportions(800, 600)).toEqual([4, 3]);
    expect(proportions(1200, 800)).toEqual([3, 2]);
    expect(proportions(1080, 1350)).toEqual([4, 5]);
    expect(proportions(500, 500)).toEqual([1, 1]);
    expect(proportions(64, 63)).toEqual([64, 63]);
  });

  it('approximates proportions that do not reduce to sides of 64 or less', () => {
    // 1600 : 1067 is 1.4995; 3 : 2 is off by 0.03 % (a 400-px box by 0.1 px).
    expect(proportions(1600, 1067)).toEqual([3, 2]);
    // 1000 : 562 is 1.7794; 16 : 9 is 1.7778.
    expect(proportions(1000, 562)).toEqual([16, 9]);
    expect(proportions(562, 1000)).toEqual([9, 16]);
  });
});

describe('transparentGif', () => {
  it('decodes to the size asked for, every pixel transparent', async () => {
    for (const [width, height] of [
      [1, 1],
      [4, 3],
      [3, 2],
      [16, 9],
      [64, 63],
      [1, 64],
      [64, 64],
    ] as const) {
      expect(await decode(transparentGif(width, height))).toEqual({ width, height, alpha: 0 });
    }
  });

  it('is a few dozen bytes', () => {
    expect(transparentGif(4, 3)).toHaveLength(44);
    expect(transparentGif(64, 64).length).toBeLessThan(160);
  });
});

describe('blankGifAddress', () => {
  it('is a data address of the GIF in the picture’s proportions', async () => {
    const address = blankGifAddress(800, 600);
    expect(address).toBe(
      'data:image/gif;base64,R0lGODlhBAADAIAAAAAAAAAAACH5BAEAAAAALAAAAAAEAAMAAAIDhI9WADs=',
    );
    const bytes = Buffer.from(address.slice(address.indexOf(',') + 1), 'base64');
    expect(await decode(bytes)).toEqual({ width: 4, height: 3, alpha: 0 });
  });

  it('is one pixel without a size, or with one that is not a size', async () => {
    for (const address of [
      blankGifAddress(),
      blankGifAddress(0, 600),
      blankGifAddress(-4, 3),
      blankGifAddress(Number.NaN, 3),
    ]) {
      const bytes = Buffer.from(address.slice(address.indexOf(',') + 1), 'base64');
      expect(await decode(bytes)).toEqual({ width: 1, height: 1, alpha: 0 });
    }
  });
});
