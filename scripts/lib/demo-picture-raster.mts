import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Pictures the browser gets as photographs (WebP), drawn from illustrations (SVG). A drawing used
 * as a picture is a document the browser parses, styles, lays out and paints on the page's own
 * thread, one per file (an ordering page draws fourteen while a phone is still loading it); a
 * photograph is decoded off that thread. Each is twice the widest place it is shown on a phone of
 * two to three device pixels to one (a signature dish's card across the screen); the image
 * optimizer makes each smaller size from it (ADR 0028).
 */
export const DEMO_PICTURE_WIDTH = 960;
export const DEMO_PICTURE_HEIGHT = 720;

export type RasteredPicture = { from: string; to: string; width: number; height: number };

/** Every picture npm run pictures writes: the demo menu's dishes and the home page's story. */
export function RASTERED_PICTURES(root: string): RasteredPicture[] {
  const art = path.join(root, 'art', 'dishes');
  const dishes = fs
    .readdirSync(art)
    .filter((file) => file.endsWith('.svg'))
    .sort()
    .map((file) => ({
      from: path.join(art, file),
      to: path.join(root, 'public', 'images', 'dishes', file.replace(/\.svg$/, '.webp')),
      width: DEMO_PICTURE_WIDTH,
      height: DEMO_PICTURE_HEIGHT,
    }));
  // The Bronx's page shows the same drawing as its first picture, as a drawing (it is small).
  const story = {
    from: path.join(root, 'public', 'images', 'sanaa-dusk.svg'),
    to: path.join(root, 'public', 'images', 'sanaa-dusk.webp'),
    width: 1600,
    height: 1200,
  };
  return [...dishes, story];
}

/** An illustration as the WebP file npm run pictures writes, `width` by `height`. */
export function demoPicture(drawing: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(drawing, { density: 300 })
    .resize(width, height, { fit: 'cover' })
    .webp({ quality: 82, effort: 6 })
    .toBuffer();
}
