import type { ImageProps } from 'next/image';
import { pictureProps } from '@/lib/picture-props';
import { preload as preloadResource } from 'react-dom';
import { PictureMarkup } from './picture-markup';

/**
 * Asks for a picture in the document's head, with high priority, exactly as its `<img>` will
 * (the same srcset and sizes): for the largest thing on a first screen, drawn by a client
 * component the server cannot see into.
 */
export function preloadPicture(props: ImageProps): void {
  const img = pictureProps(props);
  if (typeof img.src !== 'string') return;
  preloadResource(img.src, {
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: img.srcSet,
    imageSizes: img.sizes,
  });
}

type Props = ImageProps & {
  /**
   * Whether a lazy picture waits for the first screen to be complete (see lib/later-pictures.ts).
   * True by default; a client component passes false for what it draws after the page came
   * alive (use-later-pictures.ts), which then loads as any lazy picture does.
   */
  later?: boolean;
};

/**
 * The image markup `next/image` renders (sizes, srcset, lazy loading, priority), drawn on the
 * server: unlike `<Image>`, which is a client component, a page's pictures ship no JavaScript.
 * A photograph (any file but an SVG) is served in the sizes the page needs by the image
 * optimizer; a drawing as it is.
 * `preload` also asks for the image in the document head, as `<Image preload>` does. A lazy
 * picture is asked for once the first screen is complete (lib/later-pictures.ts).
 */
export function Picture({ later = true, ...props }: Props) {
  const img = pictureProps(props);
  if (props.preload) preloadPicture(props);
  return <PictureMarkup img={img} later={later} />;
}
