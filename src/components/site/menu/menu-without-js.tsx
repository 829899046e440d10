import { formatWholePrice } from '@/lib/format';
import { localized, otherLanguage } from '@/lib/localized';
import { isVegetarianDish } from '@/lib/menu-filter';
import type { PublicMenuCategory, PublicMenuItem } from '@/server/menu/queries';

type Props = {
  categories: PublicMenuCategory[];
  items: PublicMenuItem[];
  locale: string;
  vegetarianLabel: string;
  spicyLabel: string;
};

/**
 * The whole menu as plain text, category by category, for browsers without JavaScript (where the
 * interactive menu cannot run). Lean on purpose: it is part of every menu page's HTML.
 */
export function MenuWithoutJs({ categories, items, locale, vegetarianLabel, spicyLabel }: Props) {
  const other = locale === 'ar' ? 'en' : 'ar';
  return categories.map((category) => (
    <section key={category.slug} className="mt-10">
      <h2 className="font-display text-2xl font-bold text-coffee">
        {localized(category, 'title', locale)}
      </h2>
      <ul className="menu-text mt-3 divide-y divide-sand-deep">
        {items
          .filter((dish) => dish.categorySlug === category.slug)
          .map((dish) => {
            const marks = [
              isVegetarianDish(dish.tags) ? vegetarianLabel : null,
              dish.spiceLevel > 0 ? spicyLabel : null,
            ].filter(Boolean);
            return (
              <li key={dish.slug}>
                <p className="dish-line">
                  <span>
                    {localized(dish, 'name', locale)}
                    <span className="dish-other-name" lang={other}>
                      {' · '}
                      {otherLanguage(dish, 'name', locale)}
                    </span>
                  </span>
                  <span dir="ltr">{formatWholePrice(dish.price)}</span>
                </p>
                <p className="dish-about">
                  {localized(dish, 'description', locale)}
                  {marks.length ? ` (${marks.join(', ')})` : null}
                </p>
              </li>
            );
          })}
      </ul>
    </section>
  ));
}
