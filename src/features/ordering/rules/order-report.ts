import { asCents, sumCents, type Cents } from '@/lib/money';

/**
 * The dashboard's pickup-order figures: per restaurant and per day, the orders (not cancelled),
 * their sales and the average order; and per restaurant the share of its "Order Online" clicks
 * that became an order on the site.
 */

/** Orders of one restaurant on one of its days (its own calendar). */
export type OrderDayRow = { locationId: string; day: string; orders: number; sales: Cents };

export type OrderFigures = {
  restaurants: {
    slug: string;
    name: string;
    orders: number;
    sales: Cents;
    average: Cents;
    clicks: number;
    /** Orders per Order Online click, 0 to 1; null without clicks. */
    share: number | null;
  }[];
  days: { day: string; orders: number; sales: Cents; average: Cents }[];
  total: { orders: number; sales: Cents; average: Cents };
};

const average = (sales: Cents, orders: number): Cents =>
  asCents(orders === 0 ? 0 : Math.round(sales / orders));

export function orderFigures(
  rows: readonly OrderDayRow[],
  clicksBySlug: ReadonlyMap<string, number>,
  restaurants: readonly { id: string; slug: string; name: string }[],
  days: readonly string[],
): OrderFigures {
  const sum = (filter: (row: OrderDayRow) => boolean) => {
    const picked = rows.filter(filter);
    const orders = picked.reduce((n, row) => n + row.orders, 0);
    const sales = sumCents(picked.map((row) => row.sales));
    return { orders, sales, average: average(sales, orders) };
  };
  return {
    restaurants: restaurants.map((place) => {
      const figures = sum((row) => row.locationId === place.id);
      const clicks = clicksBySlug.get(place.slug) ?? 0;
      return {
        slug: place.slug,
        name: place.name,
        ...figures,
        clicks,
        share: clicks === 0 ? null : figures.orders / clicks,
      };
    }),
    days: days.map((day) => ({ day, ...sum((row) => row.day === day) })),
    total: sum(() => true),
  };
}
