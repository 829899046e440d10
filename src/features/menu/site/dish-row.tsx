'use client';

import { useTranslations } from 'next-intl';
import { cx } from '@/lib/cn';
import { formatPrice, formatWholePrice } from '@/lib/format';
import { localized, otherLanguage } from '@/lib/localized';
import type { MenuDish } from '@/features/menu/server/public-menu';
import { Picture } from '@/components/site/picture';
import { useLaterPictures } from '@/components/site/use-later-pictures';
import { DISH_BADGE, DishFacts } from '@/components/site/dish-facts';
import { dishFactsOf } from '@/features/menu/rules/dish-facts';
import { OrderDishLink } from './dish-ordering';
import { ServedNote } from './served-note';

/**
 * One dish of a category: names in both languages, price, description, what it suits and
 * contains, the options it is served with, and whether it is sold out today.
 */
export function DishRow({ dish, locale }: { dish: MenuDish; locale: string }) {
  const t = useTranslations('menu');
  const later = useLaterPictures();
  const name = localized(dish, 'name', locale);
  return (
    <li className={cx('flex gap-4 card p-4', dish.soldOut && 'opacity-75')}>
      {dish.photoUrl ? (
        <div className="relative size-24 shrink-0 overflow-hidden rounded-xl bg-sand sm:size-28">
          <Picture
            src={dish.photoUrl}
            later={later}
            alt={name}
            width={112}
            height={112}
            className={cx('size-full object-cover', dish.soldOut && 'grayscale')}
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
              <span className="block text-sm font-normal text-muted">{t('priceVaries')}</span>
            ) : null}
          </p>
        </div>
        <p className="mt-1 text-sm text-muted">{localized(dish, 'description', locale)}</p>
        <ServedNote row={dish} locale={locale} className="mt-1 text-sm font-semibold text-coffee" />
        <DishFacts facts={dishFactsOf(dish, t)}>
          {dish.soldOut ? (
            <span className={`${DISH_BADGE} bg-charcoal text-white`}>{t('soldOut')}</span>
          ) : null}
        </DishFacts>
        {dish.options.length > 0 ? (
          <ul className="mt-2 grid gap-1 text-sm text-charcoal">
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
