import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { LATER_MEDIA, standIn } from '@/lib/later-pictures';

/** The `<img>` attributes of a picture: a drawing (SVG) as it is, a photograph's sized copies. */
function pictureProps(props: ImageProps) {
  const drawing = typeof props.src === 'string' && props.src.endsWith('.svg');
  return getImageProps({ ...props, unoptimized: props.unoptimized ?? drawing }).props;
}

/**
 * Asks for a picture in the document's head, with high priority, exactly as its `<img>` will
 * (the same srcset and sizes): for the largest thing on a first screen, drawn by a client
 * component the server cannot see into.
 */
export function preloadPicture(props: ImageProps): void {
  const img = pictureProps(props);
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
  // alt is required by ImageProps and passed through.
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
