import type { Cents } from '../../../lib/money';
import { todayDate } from '../../../lib/time-zone';
import type { ServingColumns } from './serving-time';

/**
 * The one place where a restaurant's own menu settings meet the brand menu. Every price, "offered"
 * and "sold out" a restaurant's page, its structured data, the console and (later) an order shows
 * is worked out here, from the brand's value and the restaurant's own setting (the tables
 * menu_item_locations, modifier_option_locations, combo_locations):
 *
 * - no setting, or a setting without a price: the brand's price;
 * - `offered: false`: the restaurant does not serve it (it is left off its menu);
 * - sold out today: the setting's day is today in the restaurant's own time zone, so the mark ends
 *   at the restaurant's midnight.
 *
 * Pure: the server reads the rows, the pages and the console call these with them.
 */

/** A restaurant's own setting for one dish, option or combo (absent: the brand's values). */
export type LocationSetting = {
  offered: boolean;
  /** The restaurant's price (a dish's or combo's price, an option's adjustment); null: the brand's. */
  price: Cents | null;
  /** The restaurant's calendar day it is sold out (YYYY-MM-DD). */
  soldOutOn: string | null;
  /** A dish's own serving times at this restaurant, instead of the brand's; none: the brand's. */
  serving?: ServingColumns | null;
};

/** A restaurant's own serving times as its row keeps them: null when it set none. */
export function ownServing(row: ServingColumns): ServingColumns | null {
  return row.serveDays !== null || row.serveFrom !== null
    ? { serveDays: row.serveDays, serveFrom: row.serveFrom, serveUntil: row.serveUntil }
    : null;
}

/**
 * A dish with this restaurant's own serving times in place of the brand's, when it set some
 * (its category's times still hold as well).
 */
export function withOwnServing<D extends ServingColumns>(
  dish: D,
  setting: LocationSetting | undefined,
): D {
  const own = setting?.serving;
  return own
    ? { ...dish, serveDays: own.serveDays, serveFrom: own.serveFrom, serveUntil: own.serveUntil }
    : dish;
}

/** What a restaurant's menu needs to know about the restaurant itself. */
export type MenuRestaurant = { id: string; timezone: string };

/** A dish, option or combo as one restaurant serves it now. */
export type AtLocation = {
  offered: boolean;
  price: Cents;
  /** The restaurant set a price of its own, different from the brand's. */
  ownPrice: boolean;
  soldOut: boolean;
};

/** Whether a setting's day is today where the restaurant is. */
export function isSoldOutToday(
  soldOutOn: string | null | undefined,
  timeZone: string,
  now = new Date(),
): boolean {
  return !!soldOutOn && soldOutOn === todayDate(now, timeZone);
}

/** One dish, option or combo at one restaurant: its setting over the brand's price. */
export function atLocation(
  brandPrice: Cents,
  setting: LocationSetting | undefined,
  restaurant: MenuRestaurant,
  now = new Date(),
): AtLocation {
  const price = setting?.price ?? brandPrice;
  return {
    offered: setting?.offered ?? true,
    price,
    ownPrice: price !== brandPrice,
    soldOut: isSoldOutToday(setting?.soldOutOn, restaurant.timezone, now),
  };
}

/** Settings by what they set (a dish's slug, an option's or a combo's id), for one restaurant. */
export type SettingsByKey = ReadonlyMap<string, LocationSetting>;

/**
 * A restaurant's menu from the brand's: what it does not serve left out, its prices and its
 * sold-out marks applied. `key` finds a row's setting, `price` names its brand price.
 */
export function servedAt<R>(
  rows: readonly R[],
  fields: { key: (row: R) => string; price: (row: R) => Cents },
  settings: SettingsByKey,
  restaurant: MenuRestaurant,
  now = new Date(),
): (R & { at: AtLocation })[] {
  const served: (R & { at: AtLocation })[] = [];
  for (const row of rows) {
    const at = atLocation(fields.price(row), settings.get(fields.key(row)), restaurant, now);
    if (at.offered) served.push({ ...row, at });
  }
  return served;
}

/** A restaurant's setting with the restaurant it belongs to. */
export type PlacedSetting = LocationSetting & { locationId: string };

/**
 * Whether a dish is sold out at every restaurant that serves it, today in each one's zone: what
 * the brand menu shows as sold out. A dish no restaurant serves is not "sold out".
 */
export function soldOutEverywhere(
  settings: readonly PlacedSetting[],
  restaurants: readonly MenuRestaurant[],
  now = new Date(),
): boolean {
  const own = new Map(settings.map((s) => [s.locationId, s]));
  const serving = restaurants.filter((r) => own.get(r.id)?.offered ?? true);
  return (
    serving.length > 0 &&
    serving.every((r) => isSoldOutToday(own.get(r.id)?.soldOutOn, r.timezone, now))
  );
}

/**
 * Whether some restaurant that serves it charges its own price: the brand menu says prices
 * differ between restaurants for it.
 */
export function priceDiffers(
  brandPrice: Cents,
  settings: readonly PlacedSetting[],
  restaurantIds: ReadonlySet<string>,
): boolean {
  return settings.some(
    (s) =>
      restaurantIds.has(s.locationId) && s.offered && s.price !== null && s.price !== brandPrice,
  );
}
