import { Leaf, Star, Wheat } from '@/components/ui/line-icons';
import { getTranslations } from 'next-intl/server';
import { BRAND } from '@/lib/brand';
import { getHomeReviews } from '@/server/settings/queries';

/** The rating (the owners' figure, else the brand's), halal and fresh bread, on a dark band. */
export async function RatingStrip() {
  const t = await getTranslations('home');
  const rating = (await getHomeReviews())?.rating ?? BRAND.rating;
  return (
    <section aria-label={t('ratingLabel', { rating })} className="bg-coffee text-cream">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-10 gap-y-3 px-4 py-5 text-sm font-semibold md:text-base">
        <li className="flex items-center gap-2">
          <Star aria-hidden="true" className="size-5 fill-saffron text-saffron" />
          <span>{t('ratingLabel', { rating })}</span>
        </li>
        <li className="flex items-center gap-2">
          <Leaf aria-hidden="true" className="size-5 text-saffron" />
          <span>{t('halal')}</span>
        </li>
        <li className="flex items-center gap-2">
          <Wheat aria-hidden="true" className="size-5 text-saffron" />
          <span>{t('freshBread')}</span>
        </li>
      </ul>
    </section>
  );
}
