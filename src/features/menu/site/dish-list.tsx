'use client';

import { ArrowLeft, Search, SlidersHorizontal } from 'lucide-react';
import { ALLERGENS, DIETS } from '@/lib/enums';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cx } from '@/lib/cn';
import { localized, otherLanguage } from '@/lib/localized';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filterDishes,
  PRICE_RANGES,
  toggleIn,
  togglePriceRange,
  type MenuFilters,
} from '@/features/menu/rules/menu-filter';
import type { MenuCategory, MenuDish } from '@/features/menu/server/public-menu';
import { CategoryStrip } from './category-strip';
import { ALLERGEN_ICONS, DIET_ICONS } from '@/components/site/dish-facts';
import { FactIcon } from '@/components/site/fact-icon';
import { DishRow } from './dish-row';
import { ServedNote } from './served-note';

/** The price filter's choices and their labels. */
const PRICE_LABEL = {
  all: 'priceAll',
  under10: 'priceUnder10',
  '10to20': 'price10to20',
  over20: 'priceOver20',
} as const;

/** One category's dishes, with the filters (search, diet, allergens, price) and the way back. */
export function DishList({
  category,
  categories,
  items,
  locale,
  onBack,
  onChoose,
}: {
  category: MenuCategory;
  categories: MenuCategory[];
  items: MenuDish[];
  locale: string;
  onBack: () => void;
  onChoose: (slug: string) => void;
}) {
  const t = useTranslations('menu');
  const [filters, setFilters] = useState<MenuFilters>(DEFAULT_FILTERS);
  const shown = useMemo(() => filterDishes(items, filters), [items, filters]);
  const active = activeFilterCount(filters);
  const set = (patch: Partial<MenuFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const search = useRef<HTMLInputElement>(null);
  // Words typed before the page came alive (its scripts load after the first paint) still count.
  useEffect(() => {
    const typed = search.current?.value;
    if (typed) setFilters((f) => ({ ...f, searchQuery: typed }));
  }, []);
  const toggle = (on: boolean) =>
    cx(
      'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
      on
        ? 'border-pomegranate bg-pomegranate text-white'
        : 'border-coffee/25 bg-white text-coffee hover:bg-sand',
    );

  return (
    <div>
      <button
        type="button"
        onClick={onBack}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 font-semibold text-pomegranate-deep hover:bg-sand"
      >
        <ArrowLeft aria-hidden="true" className="flip-rtl size-4" />
        {t('backToCategories')}
      </button>
      <h2 className="mt-4 font-display text-3xl font-bold text-coffee md:text-4xl">
        {localized(category, 'title', locale)}
      </h2>
      <p className="text-muted" lang={locale === 'ar' ? 'en' : 'ar'}>
        {otherLanguage(category, 'title', locale)}
      </p>
      <ServedNote row={category} locale={locale} className="mt-1 font-semibold text-coffee" />
      <div className="mt-3">
        <CategoryStrip
          categories={categories}
          locale={locale}
          label={t('categoriesNav')}
          active={category.slug}
          onChoose={onChoose}
        />
      </div>

      <div
        className="z-10 mt-2 rounded-2xl bg-cream/95 py-3 backdrop-blur md:sticky md:top-20"
        role="search"
      >
        <div className="flex flex-col gap-3">
          <div className="relative max-w-xl">
            <label htmlFor="menu-search" className="sr-only">
              {t('searchLabel')}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-4 top-1/2 size-4 -translate-y-1/2 text-muted"
            />
            <input
              id="menu-search"
              ref={search}
              type="search"
              value={filters.searchQuery}
              onChange={(e) => set({ searchQuery: e.currentTarget.value })}
              placeholder={t('searchPlaceholder')}
              className="block min-h-11 w-full rounded-full border border-coffee/25 bg-white ps-11 pe-4 text-base focus:border-pomegranate focus:outline-none focus:ring-2 focus:ring-pomegranate/25"
            />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span className="inline-flex items-center gap-2 text-sm font-semibold text-coffee">
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {t('filters')}
              {active > 0 ? (
                <span
                  className="rounded-full bg-pomegranate px-2 py-0.5 text-sm text-white"
                  aria-label={t('activeFilters', { count: active })}
                >
                  {active}
                </span>
              ) : null}
            </span>
            <button
              type="button"
              aria-pressed={filters.vegetarian}
              onClick={() => set({ vegetarian: !filters.vegetarian })}
              className={toggle(filters.vegetarian)}
            >
              <FactIcon name="leaf" className="size-4" /> {t('vegetarian')}
            </button>
            <button
              type="button"
              aria-pressed={filters.spicyOnly}
              onClick={() => set({ spicyOnly: !filters.spicyOnly })}
              className={toggle(filters.spicyOnly)}
            >
              <FactIcon name="flame" className="size-4" /> {t('spicyOnly')}
            </button>
            <div role="group" aria-label={t('price')} className="flex flex-wrap gap-2">
              {PRICE_RANGES.filter((r) => r !== 'all').map((range) => (
                <button
                  key={range}
                  type="button"
                  aria-pressed={filters.priceRange === range}
                  onClick={() => set({ priceRange: togglePriceRange(filters.priceRange, range) })}
                  className={toggle(filters.priceRange === range)}
                >
                  {t(PRICE_LABEL[range])}
                </button>
              ))}
            </div>
            <div role="group" aria-label={t('diet')} className="flex flex-wrap gap-2">
              {DIETS.filter((diet) => diet !== 'vegetarian').map((diet) => {
                const on = filters.diets.includes(diet);
                return (
                  <button
                    key={diet}
                    type="button"
                    aria-pressed={on}
                    onClick={() => set({ diets: toggleIn(filters.diets, diet) })}
                    className={toggle(on)}
                  >
                    <FactIcon name={DIET_ICONS[diet]} className="size-4" /> {t(`diets.${diet}`)}
                  </button>
                );
              })}
            </div>
            <details className="relative">
              <summary
                className={cx(toggle(filters.freeFrom.length > 0), 'cursor-pointer list-none')}
              >
                {t('freeFrom')}
                {filters.freeFrom.length > 0 ? ` (${filters.freeFrom.length})` : null}
              </summary>
              <div
                role="group"
                aria-label={t('freeFrom')}
                className="absolute start-0 z-20 mt-2 flex w-[min(22rem,85vw)] flex-wrap gap-2 rounded-2xl bg-white p-3 shadow-card ring-1 ring-sand-deep"
              >
                {ALLERGENS.map((allergen) => {
                  const on = filters.freeFrom.includes(allergen);
                  return (
                    <button
                      key={allergen}
                      type="button"
                      aria-pressed={on}
                      onClick={() => set({ freeFrom: toggleIn(filters.freeFrom, allergen) })}
                      className={toggle(on)}
                    >
                      <FactIcon name={ALLERGEN_ICONS[allergen]} className="size-4" />{' '}
                      {t(`allergens.${allergen}`)}
                    </button>
                  );
                })}
              </div>
            </details>
            {active > 0 ? (
              <button
                type="button"
                onClick={() => setFilters(DEFAULT_FILTERS)}
                className="min-h-11 px-3 text-sm font-semibold text-pomegranate-deep underline"
              >
                {t('clearAll')}
              </button>
            ) : null}
          </div>
        </div>
      </div>

      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {t('results', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-white p-10 text-center shadow-card">
          <p className="font-display text-xl font-bold text-coffee">{t('noDishes')}</p>
          <p className="mt-2 text-muted">{t('noDishesHint')}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {shown.map((dish) => (
            <DishRow key={dish.slug} dish={dish} locale={locale} />
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm text-muted">{t('allergenNote')}</p>
    </div>
  );
}
