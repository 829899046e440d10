import { getTranslations } from 'next-intl/server';
import { DishCard } from '@/components/site/dish-card';
import { SectionHeading } from '@/components/site/section-heading';
import type { MenuDish } from '@/features/menu';
import { gridFoldHeight } from '@/components/site/below-fold';

export async function SignatureDishes({
  signature,
  locale,
}: {
  signature: MenuDish[];
  locale: string;
}) {
  const [t, common] = await Promise.all([getTranslations('home'), getTranslations('common')]);
  return (
    <section
      className="below-fold mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-24"
      aria-labelledby="signature-title"
      style={gridFoldHeight(signature.length, { heading: 18, row: 32, wideColumns: 4 })}
    >
      <SectionHeading
        id="signature-title"
        title={t('signatureTitle')}
        subtitle={t('signatureSubtitle')}
      />
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {signature.map((dish) => (
          <DishCard
            key={dish.slug}
            dish={dish}
            locale={locale}
            spicyLabel={common('spicy')}
            vegetarianLabel={common('vegetarian')}
          />
        ))}
      </div>
    </section>
  );
}
