import { asCents, sumCents, type Cents } from '@/lib/money';

/**
 * The dashboard's pickup-order figures: per restaurant and per day, the orders (not cancelled),
 * their sales (what guests paid for the orders, tax included, tips not), the average order and
 * the tips (the staff are paid from them); and per restaurant where its guests' order clicks went: to
 * pickup on the site, or to a delivery partner.
 */

/** Orders of one restaurant on one of its days (its own calendar). */
export type OrderDayRow = {
  locationId: string;
  day: string;
  orders: number;
  sales: Cents;
  tips: Cents;
  /** The brand's fee on its orders paid into the restaurant's own Stripe account. */
  fees: Cents;
};

/** A restaurant's order clicks: pickup on the site, and delivery through a partner. */
export type OrderClicks = { pickup: number; partner: number };

/** The counted clicks (analytics_daily rows) as each restaurant's order clicks. */
export function orderClicksBySlug(
  events: readonly { kind: string; locationSlug: string | null; count: number | string }[],
): Map<string, OrderClicks> {
  const clicks = new Map<string, OrderClicks>();
  for (const event of events) {
    const side =
      event.kind === 'pickup_click' ? 'pickup' : event.kind === 'order_click' ? 'partner' : null;
    if (!side || !event.locationSlug) continue;
    const counted = clicks.get(event.locationSlug) ?? { pickup: 0, partner: 0 };
    counted[side] += Number(event.count);
    clicks.set(event.locationSlug, counted);
  }
  return clicks;
}

export type OrderFigures = {
  restaurants: {
    slug: string;
    name: string;
    orders: number;
    sales: Cents;
    average: Cents;
    tips: Cents;
    fees: Cents;
    clicks: OrderClicks;
    /** The share of its order clicks that stayed on the site (pickup), 0 to 1; null without any. */
    stays: number | null;
  }[];
  days: { day: string; orders: number; sales: Cents; average: Cents; tips: Cents; fees: Cents }[];
  total: { orders: number; sales: Cents; average: Cents; tips: Cents; fees: Cents };
};

const average = (sales: Cents, orders: number): Cents =>
  asCents(orders === 0 ? 0 : Math.round(sales / orders));

export function orderFigures(
  rows: readonly OrderDayRow[],
  clicksBySlug: ReadonlyMap<string, OrderClicks>,
  restaurants: readonly { id: string; slug: string; name: string }[],
  days: readonly string[],
): OrderFigures {
  const sum = (filter: (row: OrderDayRow) => boolean) => {
    const picked = rows.filter(filter);
    const orders = picked.reduce((n, row) => n + row.orders, 0);
    const sales = sumCents(picked.map((row) => row.sales));
    const tips = sumCents(picked.map((row) => row.tips));
    const fees = sumCents(picked.map((row) => row.fees));
    return { orders, sales, average: average(sales, orders), tips, fees };
  };
  return {
    restaurants: restaurants.map((place) => {
      const figures = sum((row) => row.locationId === place.id);
      const clicks = clicksBySlug.get(place.slug) ?? { pickup: 0, partner: 0 };
      const all = clicks.pickup + clicks.partner;
      return {
        slug: place.slug,
        name: place.name,
        ...figures,
        clicks,
        stays: all === 0 ? null : clicks.pickup / all,
      };
    }),
    days: days.map((day) => ({ day, ...sum((row) => row.day === day) })),
    total: sum(() => true),
  };
}
