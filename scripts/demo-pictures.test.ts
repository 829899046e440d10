import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SEED_CATEGORIES, SEED_ITEMS } from '../src/server/db/seed-data';
import {
  DEMO_PICTURE_HEIGHT,
  DEMO_PICTURE_WIDTH,
  RASTERED_PICTURES,
} from './lib/demo-picture-raster.mts';

const ROOT = process.cwd();
const ART = fs.readdirSync(path.join(ROOT, 'art/dishes')).sort();

describe('the demo menu’s dish pictures (npm run pictures)', () => {
  it('are one WebP picture per illustration, and no other file', () => {
    const pictures = fs.readdirSync(path.join(ROOT, 'public/images/dishes')).sort();
    expect(ART.length).toBe(14);
    expect(pictures).toEqual(ART.map((file) => file.replace(/\.svg$/, '.webp')));
  });

  it('are photographs of 960 by 720, not drawings the browser lays out on the page’s thread', async () => {
    for (const file of ART) {
      const picture = path.join(ROOT, 'public/images/dishes', file.replace(/\.svg$/, '.webp'));
      const meta = await sharp(picture).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual([
        'webp',
        DEMO_PICTURE_WIDTH,
        DEMO_PICTURE_HEIGHT,
      ]);
      // An illustration's colours, not an empty or flat square.
      const { channels } = await sharp(picture).stats();
      expect(channels[0]!.stdev, file).toBeGreaterThan(10);
    }
  });

  it('include the home page’s story, twice the size it is drawn at', async () => {
    const story = RASTERED_PICTURES(ROOT).find((picture) => picture.to.endsWith('sanaa-dusk.webp'));
    const meta = await sharp(story!.to).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1200]);
  });

  it('are what every seeded dish and category shows', () => {
    const used = [
      ...Object.values(SEED_ITEMS)
        .flat()
        .map((item) => item.photoUrl),
      ...SEED_CATEGORIES.map((category) => category.imageUrl),
    ].filter((url): url is string => typeof url === 'string');
    expect(used.length).toBeGreaterThan(20);
    for (const url of used) {
      expect(url).toMatch(/^\/images\/dishes\/[a-z]+\.webp$/);
      expect(fs.existsSync(path.join(ROOT, 'public', url)), url).toBe(true);
    }
  });
});
