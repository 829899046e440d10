import 'server-only';
import { asc, desc } from 'drizzle-orm';
import type { LocationSetting } from '@/features/menu/rules/location-menu';
import { isLimited, withinScope, type ViewerScope } from '@/lib/location-scope';
import { BUSINESS_TIME_ZONE, todayDate } from '@/lib/time-zone';
import type { DbOrTx } from '@/server/db/client';
import { locations } from '@/server/db/schema';
import { readSettingsAt, type MenuKind } from './restaurant-settings';

/** A restaurant as the console's menu screens offer it. */
export type ConsoleRestaurant = { id: string; slug: string; nameEn: string; timezone: string };

/**
 * The menu screens' restaurant selector and what it shows: "All restaurants" (the brand menu), or
 * one restaurant with its own settings of the screen's kind. Staff limited to restaurants choose
 * among theirs only, never "All restaurants".
 */
export type LocationView = {
  restaurants: ConsoleRestaurant[];
  /** The restaurant shown; null: all restaurants (the brand menu). */
  chosen: ConsoleRestaurant | null;
  allowAll: boolean;
  /** The chosen restaurant's settings, by the id of the dish, option or combo. */
  settings: Record<string, LocationSetting>;
  /** Today where the chosen restaurant is (the brand's day for all restaurants). */
  today: string;
  /** The chosen restaurant keeps another time than the brand's: the screen says so. */
  zoneDiffers: boolean;
};

export async function readLocationView(
  db: DbOrTx,
  viewer: ViewerScope,
  requestedSlug: string,
  kind: MenuKind,
  now = new Date(),
): Promise<LocationView> {
  const all = await db
    .select({
      id: locations.id,
      slug: locations.slug,
      nameEn: locations.nameEn,
      timezone: locations.timezone,
    })
    .from(locations)
    .orderBy(desc(locations.isHeadquarters), asc(locations.sort), asc(locations.nameEn));
  const restaurants = withinScope(viewer.ids, all);
  const allowAll = !isLimited(viewer.ids);
  const chosen =
    restaurants.find((r) => r.slug === requestedSlug) ?? (allowAll ? null : restaurants[0]) ?? null;
  return {
    restaurants,
    chosen,
    allowAll,
    settings: chosen ? await readSettingsAt(db, chosen.id, kind) : {},
    today: todayDate(now, chosen?.timezone ?? BUSINESS_TIME_ZONE),
    zoneDiffers: chosen !== null && chosen.timezone !== BUSINESS_TIME_ZONE,
  };
}
