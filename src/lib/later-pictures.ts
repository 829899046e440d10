import { blankGifAddress } from './blank-gif';

/**
 * Pictures below the first screen wait until it is complete.
 *
 * A lazy image (`loading="lazy"`) is still asked for at once when the browser places it within
 * its lazy-loading distance of the screen (1,250 px on a fast line in Chromium): on a phone, the
 * home page's signature dishes and a menu's category pictures. On a slow line they then share it
 * with what the first screen is waiting for (the heading face, the picture at the top).
 *
 * Such a picture is drawn inside `<picture>` with a first `<source>` that matches only where
 * scripts run (`(scripting: enabled)`) and shows an empty stand-in with the picture's
 * proportions. The site's script (site-behaviour.ts) turns that source off a frame after the
 * browser has shown the first paint and the first screen's pictures (those asked for with high
 * priority) have arrived, or at the visitor's first scroll, after 3 s at the latest; the image
 * then loads as the lazy image it is. The framework's scripts do not hold it back. Without
 * scripts, or in a browser that does not know the media feature, the source never matches and the
 * image is an ordinary lazy image.
 */
export const LATER_MEDIA = '(scripting: enabled)';

/**
 * An empty image with the proportions `width` × `height` (1 × 1 for a picture that fills its box),
 * as a `srcset` candidate: a transparent GIF (lib/blank-gif.ts), decoded as a bitmap where an
 * empty SVG would have been a document made on the page's main thread; no blank in it, and no
 * comma but the one a data address has.
 */
export function standIn(width?: number | string, height?: number | string): string {
  return blankGifAddress(Number(width) || undefined, Number(height) || undefined);
}
