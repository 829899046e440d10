import { getImageProps, type ImageProps } from 'next/image';
import type { ComponentProps } from 'react';

/** An `<img>`'s attributes, ready to draw (components/site/picture-markup.tsx). */
export type ImgAttributes = Omit<ComponentProps<'img'>, 'children'>;

/**
 * The `<img>` attributes of a picture as `next/image` works them out (sizes, srcset, lazy
 * loading): a drawing (SVG) as it is, a photograph in the copies the image optimizer makes.
 */
export function pictureProps(props: ImageProps): ImgAttributes {
  const drawing = typeof props.src === 'string' && props.src.endsWith('.svg');
  return getImageProps({ ...props, unoptimized: props.unoptimized ?? drawing }).props;
}
