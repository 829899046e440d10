import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/format';
import { localized } from '@/lib/localized';
import type { ShownCombo } from '@/features/menu/server/public-menu';

/** Combos and family trays on the menu page: what each holds and its one price. */
export async function CombosSection({ combos, locale }: { combos: ShownCombo[]; locale: string }) {
  if (combos.length === 0) return null;
  const t = await getTranslations('menu.combos');
  const menu = await getTranslations('menu');
  return (
    <section aria-labelledby="combos-title" className="mx-auto max-w-7xl px-4 pb-20 md:px-6">
      <h2 id="combos-title" className="font-display text-3xl font-bold text-coffee">
        {t('title')}
      </h2>
      <p className="mt-2 text-muted">{t('subtitle')}</p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {combos.map((combo) => (
          <li key={combo.nameEn} className="flex flex-col card p-6">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-display text-xl font-bold text-coffee">
                {localized(combo, 'name', locale)}
              </h3>
              <p className="shrink-0 text-end">
                <span
                  className="inline-block rounded-full bg-sand px-3 py-1 text-sm font-bold text-pomegranate-deep"
                  dir="ltr"
                >
                  {formatPrice(combo.basePrice)}
                </span>
                {combo.priceVaries ? (
                  <span className="mt-1 block text-sm text-muted">{menu('priceVaries')}</span>
                ) : null}
              </p>
            </div>
            {combo.soldOut ? (
              <p className="mt-2 w-fit rounded-full bg-charcoal px-2.5 py-1 text-sm font-semibold text-white">
                {menu('soldOut')}
              </p>
            ) : null}
            {localized(combo, 'description', locale) ? (
              <p className="mt-2 text-sm text-muted">{localized(combo, 'description', locale)}</p>
            ) : null}
            {combo.dishes.length > 0 ? (
              <>
                <h4 className="mt-4 text-sm font-semibold text-coffee">{t('includes')}</h4>
                <ul className="mt-1 list-disc ps-5 text-sm text-charcoal">
                  {combo.dishes.map((dish) => (
                    <li key={dish.slug}>
                      {dish.quantity > 1
                        ? t('quantity', {
                            count: dish.quantity,
                            dish: localized(dish, 'name', locale),
                          })
                        : localized(dish, 'name', locale)}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
