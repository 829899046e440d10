import { ArrowRight } from '@/components/ui/line-icons';
import { getTranslations } from 'next-intl/server';
import { Picture } from '@/components/site/picture';
import { SiteLink } from '@/components/site/site-link';
import { foldHeight } from '@/components/site/below-fold';

export async function OurStory({ brand }: { brand: string }) {
  const [t, common] = await Promise.all([getTranslations('home'), getTranslations('common')]);
  return (
    <section
      className="below-fold bg-coffee text-cream"
      aria-labelledby="story-title"
      style={foldHeight(72)}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:px-6 md:py-24">
        <Picture
          src="/images/sanaa-dusk.webp"
          alt={t('storyImageAlt')}
          width={800}
          height={600}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="w-full rounded-[2rem] shadow-card"
        />
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-saffron">
            {t('storyEyebrow')}
          </p>
          <h2 id="story-title" className="mt-3 font-display text-3xl font-bold md:text-4xl">
            {t('storyTitle')}
          </h2>
          <p className="mt-5 text-lg text-sand">{t('storyBody', { brand })}</p>
          <SiteLink
            href="/franchise/why"
            className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full bg-saffron px-6 font-semibold text-charcoal hover:bg-cream"
          >
            {common('learnMore')}
            <span className="sr-only">: {t('storyTitle')}</span>
            <ArrowRight aria-hidden="true" className="flip-rtl size-4" />
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
