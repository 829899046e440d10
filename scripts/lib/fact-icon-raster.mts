import sharp from 'sharp';

/**
 * The dish facts' icons as the browser gets them: pictures of 48 by 48 pixels (an icon of 16 CSS
 * pixels on a screen of three device pixels to one), of which only the opacity counts (they are
 * masks). A drawing (SVG) used as a picture is a document the browser parses, styles and lays out
 * on the page's own thread, one per file; a picture is decoded off it (ADR 0028).
 */
export const FACT_ICON_PIXELS = 48;

/** An icon's drawing (fact-icon-shapes.ts) as the picture file npm run icons writes. */
export function factIconPicture(drawing: string): Promise<Buffer> {
  return sharp(Buffer.from(drawing), { density: (72 * FACT_ICON_PIXELS) / 24 })
    .resize(FACT_ICON_PIXELS, FACT_ICON_PIXELS)
    .greyscale()
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A picture's pixels, with its size: `channels` values each, opacity last. */
export async function pixelsOf(
  picture: Buffer,
): Promise<{ width: number; height: number; channels: number; data: Buffer }> {
  const { data, info } = await sharp(picture)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, data };
}

/** A picture's opacity, pixel by pixel, with its size: what a mask takes from it. */
export async function opacityOf(
  picture: Buffer,
): Promise<{ width: number; height: number; alpha: Buffer }> {
  const { width, height, channels, data } = await pixelsOf(picture);
  const alpha = Buffer.alloc(width * height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = data[i * channels + channels - 1]!;
  return { width, height, alpha };
}
