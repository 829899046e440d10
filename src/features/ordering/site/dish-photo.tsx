import { Picture } from '@/components/site/picture';
import { cx } from '@/lib/cn';

/** A dish's photo at a phone's thumbnail size (80-96 px), on a card or in its dialog. */
export function DishPhoto({
  src,
  alt,
  dimmed = false,
  later,
}: {
  src: string;
  alt: string;
  dimmed?: boolean;
  /** False for a photo drawn in the browser (the dialog's). */
  later?: boolean;
}) {
  return (
    <div className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-sand sm:size-24">
      <Picture
        src={src}
        alt={alt}
        // A fixed size: the optimizer's copies for one and two device pixels to one, no more.
        width={96}
        height={96}
        later={later}
        className={cx('size-full object-cover', dimmed && 'grayscale')}
      />
    </div>
  );
}
