import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { reviewUrlFor } from '@/lib/review-url';
import type { LocationScope, ViewerScope } from '@/lib/location-scope';
import { getDb, type DbOrTx } from '../db/client';
import { locations } from '../db/schema';
import { CACHE_TAGS } from '../cache/tags';

const publicColumns = {
  id: locations.id,
  slug: locations.slug,
  nameEn: locations.nameEn,
  nameAr: locations.nameAr,
  addressEn: locations.addressEn,
  addressAr: locations.addressAr,
  city: locations.city,
  state: locations.state,
  postalCode: locations.postalCode,
  country: locations.country,
  latitude: locations.latitude,
  longitude: locations.longitude,
  phones: locations.phones,
  googleMapsLink: locations.googleMapsLink,
  appleMapsLink: locations.appleMapsLink,
  googlePlaceId: locations.googlePlaceId,
  isHeadquarters: locations.isHeadquarters,
  comingSoon: locations.comingSoon,
  hoursJson: locations.hoursJson,
  hoursTextEn: locations.hoursTextEn,
  hoursTextAr: locations.hoursTextAr,
  orderLinksJson: locations.orderLinksJson,
  amenitiesJson: locations.amenitiesJson,
  specialHours: locations.specialHours,
  timezone: locations.timezone,
  reservationsEnabled: locations.reservationsEnabled,
  bookingHours: locations.bookingHours,
  slotMinutes: locations.slotMinutes,
  maxPartySize: locations.maxPartySize,
  guestsPerSlot: locations.guestsPerSlot,
  turnTimes: locations.turnTimes,
  orderingEnabled: locations.orderingEnabled,
  prepMinutes: locations.prepMinutes,
  lastOrderMinutes: locations.lastOrderMinutes,
  taxRate: locations.taxRate,
  payAtPickup: locations.payAtPickup,
  minimumOrder: locations.minimumOrder,
};

export type PublicLocation = Awaited<ReturnType<typeof readPublishedLocations>>[number];

/** Published locations: headquarters first, then staff order, then English name. */
export async function readPublishedLocations(db: DbOrTx) {
  return db
    .select(publicColumns)
    .from(locations)
    .where(eq(locations.published, true))
    .orderBy(desc(locations.isHeadquarters), asc(locations.sort), asc(locations.nameEn));
}

/**
 * Whether a visitor may name this location in a form: it is published (and, for what needs a
 * kitchen, open rather than coming soon).
 */
export async function isOfferedLocation(db: DbOrTx, slug: string, { open = false } = {}) {
  const [row] = await db
    .select({ comingSoon: locations.comingSoon })
    .from(locations)
    .where(and(eq(locations.slug, slug), eq(locations.published, true)));
  return Boolean(row) && !(open && row!.comingSoon);
}

/** A published location that has not opened yet (its opening notice list takes sign-ups). */
export async function isComingSoonLocation(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ comingSoon: locations.comingSoon })
    .from(locations)
    .where(and(eq(locations.slug, slug), eq(locations.published, true)));
  return row?.comingSoon === true;
}

export const listPublishedLocations = unstable_cache(
  async () => readPublishedLocations(await getDb()),
  ['locations:published'],
  { tags: [CACHE_TAGS.locations] },
);

/** Every location with the page a review request links to (its own setting, else Google's). */
export async function readReviewTargets(db: DbOrTx) {
  const places = await db
    .select({
      slug: locations.slug,
      name: locations.nameEn,
      googlePlaceId: locations.googlePlaceId,
      googleMapsLink: locations.googleMapsLink,
    })
    .from(locations)
    .orderBy(asc(locations.sort), asc(locations.nameEn));
  return places.map((p) => ({ slug: p.slug, name: p.name, fallbackUrl: reviewUrlFor(p) }));
}

/** Every location for the console (published or not), in the public order. */
export async function listLocationsForAdmin(db: DbOrTx) {
  return db
    .select()
    .from(locations)
    .orderBy(desc(locations.isHeadquarters), asc(locations.sort), asc(locations.nameEn));
}
export type AdminLocation = Awaited<ReturnType<typeof listLocationsForAdmin>>[number];

export async function getLocationForAdmin(db: DbOrTx, id: string) {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row ?? null;
}

/** The English names of these restaurants, in staff order (the console names a person's). */
export async function restaurantNames(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ nameEn: locations.nameEn })
    .from(locations)
    .where(inArray(locations.id, [...ids]))
    .orderBy(asc(locations.sort), asc(locations.nameEn));
  return rows.map((row) => row.nameEn);
}

/** The ids of the restaurants these slugs name (an unknown slug names none). */
export async function locationIdsOf(db: DbOrTx, slugs: readonly (string | null)[]) {
  const named = [...new Set(slugs.filter((slug): slug is string => !!slug))];
  if (named.length === 0) return [];
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.slug, named));
  return rows.map((row) => row.id);
}

/**
 * The slugs of a staff member's restaurants (submissions and bookings name a restaurant by its
 * slug); null when not limited.
 */
async function scopeSlugs(db: DbOrTx, scope: readonly string[] | null): Promise<string[] | null> {
  if (scope === null) return null;
  if (scope.length === 0) return [];
  const rows = await db
    .select({ slug: locations.slug })
    .from(locations)
    .where(inArray(locations.id, [...scope]));
  return rows.map((row) => row.slug);
}

/**
 * The restaurants a viewer may read about (lib/location-scope.ts): every read of restaurant data
 * for staff is given this, made from the signed-in person (`actor.locations`) or, for the
 * brand's own jobs, from `{ locations: null }` said out loud.
 */
export async function viewerScope(
  db: DbOrTx,
  viewer: { locations: LocationScope },
): Promise<ViewerScope> {
  const slugs = await scopeSlugs(db, viewer.locations);
  return { ids: viewer.locations, slugs } as ViewerScope;
}

/** Location slugs and their English names, for filters and to name a submission's location. */
export async function locationNames(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await locationClocks(db);
  return new Map(rows.map((r) => [r.slug, r.name]));
}

/** Each location's slug, English name and time zone, in staff order. */
export async function locationClocks(db: DbOrTx) {
  return db
    .select({ slug: locations.slug, name: locations.nameEn, timezone: locations.timezone })
    .from(locations)
    .orderBy(asc(locations.sort), asc(locations.nameEn));
}
