import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
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

export const listPublishedLocations = unstable_cache(
  async () => readPublishedLocations(await getDb()),
  ['locations:published'],
  { tags: [CACHE_TAGS.locations] },
);
