import 'server-only';
import { pictureProps } from '@/lib/picture-props';
import { DISH_PHOTO_PX, type DishPhotoSource } from '@/features/ordering/rules/cart';

/** A dish's photo as the ordering page draws it: the optimizer's copies for DISH_PHOTO_PX. */
export function dishPhotoSource(url: string | null): DishPhotoSource | null {
  if (!url) return null;
  const { src, srcSet } = pictureProps({
    src: url,
    alt: '',
    width: DISH_PHOTO_PX,
    height: DISH_PHOTO_PX,
  });
  return typeof src === 'string' ? { src, ...(srcSet ? { srcSet } : {}) } : null;
}
