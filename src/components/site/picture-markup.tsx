import { LATER_MEDIA, standIn } from '@/lib/later-pictures';
import type { ImgAttributes } from '@/lib/picture-props';

/**
 * Draws a picture from attributes already worked out: as a plain image, or, for a lazy one that
 * waits for the first screen (`later`, lib/later-pictures.ts), behind a source that shows an empty
 * stand-in where scripts run. No image code of its own: a client component draws a picture from
 * attributes the server worked out (a dish's photo in its dialog) without shipping the framework's
 * image module.
 */
export function PictureMarkup({ img, later }: { img: ImgAttributes; later: boolean }) {
  // alt comes with the attributes.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  const element = <img {...img} />;
  if (!later || img.loading !== 'lazy') return element;
  return (
    <picture>
      <source media={LATER_MEDIA} srcSet={standIn(img.width, img.height)} data-later="" />
      {element}
    </picture>
  );
}
