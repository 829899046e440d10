import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * The image markup `next/image` renders (sizes, srcset, lazy loading, priority), drawn on the
 * server: unlike `<Image>`, which is a client component, a page's pictures ship no JavaScript.
 * `preload` also asks for the image in the document head, as `<Image preload>` does.
 */
export function Picture(props: ImageProps) {
  const { props: img } = getImageProps(props);
  if (props.preload) {
    preloadResource(img.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
    });
  }
  // alt is required by ImageProps and passed through.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...img} />;
}
