import { getLocale, getTranslations } from 'next-intl/server';
import { getHomeReviews } from '@/server/settings/queries';
import { SectionHeading } from '@/components/site/section-heading';
import { StarRow } from '@/components/site/star-row';
import { foldHeight } from '@/components/site/below-fold';

/** Three guests' words: the owners' (Settings → Home page), else the catalogues'. */
export async function Testimonials({ brand }: { brand: string }) {
  const [t, locale, reviews] = await Promise.all([
    getTranslations('home'),
    getLocale(),
    getHomeReviews(),
  ]);
  const ar = locale === 'ar';
  const testimonials = reviews
    ? reviews.testimonials.map((item) => ({
        quote: ar ? item.quoteAr : item.quoteEn,
        author: ar ? item.authorAr : item.authorEn,
      }))
    : [
        { quote: t('testimonial1'), author: t('testimonial1Author') },
        { quote: t('testimonial2', { brand }), author: t('testimonial2Author') },
        { quote: t('testimonial3'), author: t('testimonial3Author') },
      ];
  return (
    <section
      className="below-fold bg-sand/60 py-16 md:py-24"
      aria-labelledby="testimonials-title"
      style={foldHeight(72, 58, 40)}
    >
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <SectionHeading id="testimonials-title" title={t('testimonialsTitle')} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((item, i) => (
            <li key={i}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-card">
                <StarRow
                  count={5}
                  label={t('starsLabel', { count: 5 })}
                  className="h-4 w-auto self-start text-saffron"
                />
                <blockquote className="mt-4 flex-1 text-lg text-charcoal">
                  “{item.quote}”
                </blockquote>
                <figcaption className="mt-4 font-semibold text-coffee">{item.author}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
