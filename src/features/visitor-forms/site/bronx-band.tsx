import { getTranslations } from 'next-intl/server';
import { BronxNotifyForm } from '@/features/visitor-forms/site/bronx-notify-form';
import { foldHeight } from '@/components/site/below-fold';

/** The Bronx, coming soon: ask to be told when it opens. */
export async function BronxBand({ locale, brand }: { locale: string; brand: string }) {
  const [common, notify] = await Promise.all([
    getTranslations('common'),
    getTranslations('notify'),
  ]);
  return (
    <section
      className="below-fold bg-coffee text-cream"
      aria-labelledby="notify-title"
      style={foldHeight(34, 24, 18)}
    >
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between md:px-6">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-saffron">
            {common('comingSoon')}
          </p>
          <h2 id="notify-title" className="mt-2 font-display text-3xl font-bold">
            {notify('homeTitle')}
          </h2>
          <p className="mt-2 max-w-xl text-sand">{notify('homeBody', { brand })}</p>
        </div>
        <BronxNotifyForm id="notify-home" locale={locale} success="successHome" />
      </div>
    </section>
  );
}
