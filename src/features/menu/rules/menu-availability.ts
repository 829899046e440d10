import { todayDate } from '@/lib/time-zone';

/**
 * What the public menu shows at a moment: categories and dishes inside their "visible from /
 * until" dates (a seasonal menu), and dishes sold out today marked so (they are back the next
 * day by themselves). Applied when a page is rendered; the public pages are rendered again every
 * minute, so a scheduled change shows within a minute of its time without anyone editing.
 */

type Window = { visibleFrom: Date | string | null; visibleUntil: Date | string | null };

const instant = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Inside its dates (either may be open). Cached rows bring dates back as text: both are read. */
export function isVisibleAt(row: Window, now = new Date()): boolean {
  if (row.visibleFrom && instant(row.visibleFrom) > now) return false;
  if (row.visibleUntil && instant(row.visibleUntil) <= now) return false;
  return true;
}

/** Sold out today at every restaurant (the brand menu's mark), in the brand's time zone. */
export function isSoldOutAt(item: { soldOutOn: string | null }, now = new Date()): boolean {
  return item.soldOutOn !== null && item.soldOutOn === todayDate(now);
}

type Category = Window & { slug: string };
type Dish = Window & { slug: string; categorySlug: string; soldOutOn: string | null };

/** The dish as the page shows it: no dates, only whether it is sold out now. */
export type ShownDish<D> = Omit<D, 'visibleFrom' | 'visibleUntil' | 'soldOutOn'> & {
  soldOut: boolean;
};
export type ShownCategory<C> = Omit<C, 'visibleFrom' | 'visibleUntil'> & { itemCount: number };

/**
 * `soldOut` says whether a dish is sold out now: on the brand menu its brand mark; on a
 * restaurant's, that restaurant's own (features/menu/rules/location-menu.ts).
 */
export function menuAt<C extends Category, D extends Dish>(
  categories: readonly C[],
  dishes: readonly D[],
  now = new Date(),
  soldOut: (dish: D) => boolean = (dish) => isSoldOutAt(dish, now),
): { categories: ShownCategory<C>[]; dishes: ShownDish<D>[] } {
  const open = categories.filter((category) => isVisibleAt(category, now));
  const openSlugs = new Set(open.map((category) => category.slug));
  const shown = dishes
    .filter((dish) => openSlugs.has(dish.categorySlug) && isVisibleAt(dish, now))
    .map((dish) => {
      const { visibleFrom: _from, visibleUntil: _until, soldOutOn: _mark, ...shown } = dish;
      return { ...shown, soldOut: soldOut(dish) };
    });
  return {
    categories: open.map(({ visibleFrom: _from, visibleUntil: _until, ...category }) => ({
      ...category,
      itemCount: shown.filter((dish) => dish.categorySlug === category.slug).length,
    })),
    dishes: shown,
  };
}
