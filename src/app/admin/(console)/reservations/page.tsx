import { ReservationsList } from '@/components/admin/reservations/reservations-list';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { zoneName } from '@/lib/admin-format';
import { BUSINESS_TIME_ZONE, instantOf, todayDate } from '@/lib/time-zone';
import type { StaffActor } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import { takesReservations } from '@/lib/reservations';
import {
  listLocationsForAdmin,
  listPublishedLocations,
  scopeSlugs,
} from '@/server/locations/queries';
import { listReservations } from '@/server/reservations/queries';

export const generateMetadata = screenMetadata('reservations');

type Props = { searchParams: Promise<{ page?: string }> };

export default async function ReservationsPage({ searchParams }: Props) {
  const page = Number((await searchParams).page) || 1;
  const load = async (actor: StaffActor) => {
    const db = await getDb();
    // Staff limited to restaurants: their restaurants' bookings only.
    const slugs = await scopeSlugs(db, actor.locations);
    const [list, places, all] = await Promise.all([
      listReservations(db, page, slugs),
      listPublishedLocations(),
      listLocationsForAdmin(db),
    ]);
    const now = new Date();
    const restaurantOf = new Map(all.map((place) => [place.slug, place]));
    return {
      ...list,
      today: todayDate(now),
      locations: places
        .filter(takesReservations)
        .filter((place) => slugs === null || slugs.includes(place.slug))
        .map((place) => ({
          slug: place.slug,
          name: place.nameEn,
          maxPartySize: place.maxPartySize,
        })),
      rows: list.rows.map((r) => {
        const place = restaurantOf.get(r.locationSlug);
        // A booking's day and time are its restaurant's: past and future by its own clock.
        const zone = place?.timezone ?? BUSINESS_TIME_ZONE;
        const today = todayDate(now, zone);
        return {
          ...r,
          locationName: place?.nameEn ?? r.locationSlug,
          // Spec: past when the reservation date is before the start of today.
          isPast: r.reservationDate < today,
          isFuture: r.reservationDate > today,
          zoneLabel:
            zone === BUSINESS_TIME_ZONE
              ? null
              : zoneName(instantOf(r.reservationDate, r.reservationTime, zone), zone),
        };
      }),
    };
  };
  return (
    <ScreenLoader screen="reservations" section="reservations" load={load}>
      {(list) => (
        <ReservationsList
          reservations={list.rows}
          page={list.page}
          pages={list.pages}
          locations={list.locations}
          today={list.today}
        />
      )}
    </ScreenLoader>
  );
}
