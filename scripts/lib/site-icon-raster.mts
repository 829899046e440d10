import sharp from 'sharp';

/**
 * The brand's mark as a page's icon: a picture of 32 by 32 pixels (a tab's 16 CSS pixels on a
 * screen of two device pixels to one). A browser fetches and decodes a page's icon in the page's
 * own process, on its main thread, while the page loads; a drawing (SVG) is a document it
 * parses, styles and lays out there (traced: 2-15 ms), a picture is decoded in a fraction of one.
 */
export const SITE_ICON_PIXELS = 32;

/** The mark's drawing (src/lib/site-icon.ts) as the PNG npm run icons writes. */
export function siteIconPicture(drawing: string): Promise<Buffer> {
  return sharp(Buffer.from(drawing), { density: (72 * SITE_ICON_PIXELS) / 40 })
    .resize(SITE_ICON_PIXELS, SITE_ICON_PIXELS)
    .png({ compressionLevel: 9, palette: true, colours: 64, dither: 0 })
    .toBuffer();
}

/** The module npm run icons writes: the picture, as base64, for a page's icon link. */
export async function siteIconModule(drawing: string): Promise<string> {
  const base64 = (await siteIconPicture(drawing)).toString('base64');
  return [
    "// Written by `npm run icons` (scripts/fact-icons.mts) from the mark in site-icon.ts: the pages'",
    `// icon, a PNG of ${SITE_ICON_PIXELS} by ${SITE_ICON_PIXELS} pixels, in base64. Not to be edited by hand.`,
    `export const SITE_ICON_PNG_BASE64 =\n  '${base64}';`,
    '',
  ].join('\n');
}
