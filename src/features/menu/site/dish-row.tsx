'use client';

import {
  Bean,
  Droplets,
  Egg,
  Fish,
  Flame,
  Leaf,
  Milk,
  MoonStar,
  Nut,
  Shrimp,
  Sprout,
  Vegan,
  Wheat,
  WheatOff,
  type LucideIcon,
} from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { Allergen, Diet } from '@/lib/enums';
import { cx } from '@/lib/cn';
import { formatPrice, formatWholePrice } from '@/lib/format';
import { localized, otherLanguage } from '@/lib/localized';
import { dietsOf } from '@/features/menu/rules/menu-filter';
import type { MenuDish } from '@/features/menu/server/public-menu';
import { Picture } from '@/components/site/picture';
import { useLaterPictures } from '@/components/site/use-later-pictures';
import { OrderDishLink } from './dish-ordering';

export const DIET_ICONS: Record<Diet, LucideIcon> = {
  vegetarian: Leaf,
  vegan: Vegan,
  halal: MoonStar,
  gluten_free: WheatOff,
};

export const ALLERGEN_ICONS: Record<Allergen, LucideIcon> = {
  milk: Milk,
  eggs: Egg,
  fish: Fish,
  shellfish: Shrimp,
  tree_nuts: Nut,
  peanuts: Bean,
  wheat: Wheat,
  soy: Sprout,
  sesame: Droplets,
};

const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1';

/**
 * One dish of a category: names in both languages, price, description, what it suits and
 * contains, the options it is served with, and whether it is sold out today.
 */
export function DishRow({ dish, locale }: { dish: MenuDish; locale: string }) {
  const t = useTranslations('menu');
  const later = useLaterPictures();
  const diets = dietsOf(dish);
  const name = localized(dish, 'name', locale);
  return (
    <li className={cx('flex gap-4 card p-4', dish.soldOut && 'opacity-75')}>
      {dish.photoUrl ? (
        <div className="relative size-24 shrink-0 overflow-hidden rounded-xl bg-sand sm:size-28">
          <Picture
            src={dish.photoUrl}
            later={later}
            alt={name}
            fill
            sizes="112px"
            unoptimized={dish.photoUrl.endsWith('.svg')}
            className={cx('object-cover', dish.soldOut && 'grayscale')}
          />
        </div>
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-display text-lg font-bold text-coffee">
            {name}
            <span
              className="font-sans text-sm font-normal text-muted"
              lang={locale === 'ar' ? 'en' : 'ar'}
            >
              {' · '}
              {otherLanguage(dish, 'name', locale)}
            </span>
          </h3>
          <p className="shrink-0 text-end">
            <span className="font-bold text-pomegranate-deep" dir="ltr">
              {formatWholePrice(dish.price)}
            </span>
            {dish.priceVaries ? (
              <span className="block text-xs font-normal text-muted">{t('priceVaries')}</span>
            ) : null}
          </p>
        </div>
        <p className="mt-1 text-[0.95rem] text-muted">{localized(dish, 'description', locale)}</p>
        <div className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
          {dish.soldOut ? (
            <span className={`${badge} bg-charcoal text-white`}>{t('soldOut')}</span>
          ) : null}
          {diets.map((diet) => {
            const Icon = DIET_ICONS[diet];
            return (
              <span key={diet} className={`${badge} bg-leaf/10 text-leaf`}>
                <Icon aria-hidden="true" className="size-3.5" />
                {diet === 'vegetarian' ? t('vegetarianMarker') : t(`diets.${diet}`)}
              </span>
            );
          })}
          {dish.spiceLevel > 0 ? (
            <span className={`${badge} bg-pomegranate/10 text-pomegranate-deep`}>
              <Flame aria-hidden="true" className="size-3.5" /> {t('spicyMarker')}
            </span>
          ) : null}
        </div>
        {dish.allergens.length > 0 ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-charcoal">
            <span className="font-semibold">{t('contains')}</span>
            {(dish.allergens as Allergen[]).map((allergen) => {
              const Icon = ALLERGEN_ICONS[allergen];
              return (
                <span key={allergen} className="inline-flex items-center gap-1">
                  <Icon aria-hidden="true" className="size-3.5 text-saffron-deep" />
                  {t(`allergens.${allergen}`)}
                </span>
              );
            })}
          </p>
        ) : null}
        {dish.options.length > 0 ? (
          <ul className="mt-2 grid gap-1 text-xs text-charcoal">
            {dish.options.map((group) => (
              <li key={group.nameEn}>
                <span className="font-semibold">
                  {localized(group, 'name', locale)}
                  {group.required ? ` (${t('required')})` : null}
                  {group.maxSelect > 1 ? ` · ${t('upTo', { count: group.maxSelect })}` : null}:
                </span>{' '}
                {group.options
                  .map((option) => {
                    const notes = [
                      option.priceDelta > 0
                        ? t('optionPrice', { price: formatPrice(option.priceDelta) })
                        : null,
                      option.soldOut ? t('optionSoldOut') : null,
                    ].filter(Boolean);
                    const name = localized(option, 'name', locale);
                    return notes.length > 0 ? `${name} (${notes.join(', ')})` : name;
                  })
                  .join(locale === 'ar' ? '، ' : ', ')}
              </li>
            ))}
          </ul>
        ) : null}
        {dish.soldOut ? null : (
          <OrderDishLink slug={dish.slug} label={t('orderDish')} name={name} />
        )}
      </div>
    </li>
  );
}
