import { preloadPicture } from '@/components/site/picture';

/** A category's picture on the menu's grid (16:9): a third of a desktop, half a tablet, a phone. */
export const CATEGORY_PICTURE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * Asks for the first category's picture with the document, in the size its card will take: the
 * largest thing on a phone's first screen, drawn by the menu's client component.
 */
export function preloadFirstCategoryPicture(url: string | null | undefined): void {
  if (url) preloadPicture({ src: url, alt: '', fill: true, sizes: CATEGORY_PICTURE_SIZES });
}
