import { PictureMarkup } from '@/components/site/picture-markup';
import { DISH_PHOTO_PX, type DishPhotoSource } from '@/features/ordering/rules/cart';
import { cx } from '@/lib/cn';

/** A dish's photo at a phone's thumbnail size (80-96 px), on a card or in its dialog. */
export function DishPhoto({
  photo,
  alt,
  dimmed = false,
  later = true,
}: {
  photo: DishPhotoSource;
  alt: string;
  dimmed?: boolean;
  /** False for a photo drawn in the browser (the dialog's). */
  later?: boolean;
}) {
  return (
    <div className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-sand sm:size-24">
      <PictureMarkup
        later={later}
        img={{
          ...photo,
          alt,
          width: DISH_PHOTO_PX,
          height: DISH_PHOTO_PX,
          loading: 'lazy',
          decoding: 'async',
          // Until it has loaded, the alternative text is not shown over the box (as next/image).
          style: { color: 'transparent' },
          className: cx('size-full object-cover', dimmed && 'grayscale'),
        }}
      />
    </div>
  );
}
