import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site/site-link';
import { foldHeight } from '@/components/site/below-fold';

/** Catering and partnership, with their two ways on. */
export async function CateringBand({ brand }: { brand: string }) {
  const t = await getTranslations('home');
  return (
    <section
      className="below-fold mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-24"
      aria-labelledby="catering-title"
      style={foldHeight(46, 32)}
    >
      <div className="grid items-center gap-8 rounded-[2rem] bg-pomegranate p-8 text-white shadow-card md:grid-cols-[1.6fr_1fr] md:p-12">
        <div>
          <h2 id="catering-title" className="font-display text-3xl font-bold md:text-4xl">
            {t('cateringTitle')}
          </h2>
          <p className="mt-4 text-lg text-white/90">{t('cateringBody', { brand })}</p>
        </div>
        <div className="flex flex-wrap gap-3 md:justify-end">
          <SiteLink
            href="/catering"
            className="inline-flex min-h-12 items-center rounded-full bg-white px-6 font-semibold text-pomegranate-deep hover:bg-cream"
          >
            {t('cateringCta')}
          </SiteLink>
          <SiteLink
            href="/franchise"
            className="inline-flex min-h-12 items-center rounded-full border-2 border-white/70 px-6 font-semibold text-white hover:bg-white/10"
          >
            {t('franchiseCta')}
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
