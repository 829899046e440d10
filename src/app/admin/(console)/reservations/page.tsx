import { MailOnDiskNotice } from '@/components/admin/mail-on-disk-notice';
import { mailRoute } from '@/server/mail/status';
import { ReservationsList } from '@/features/reservations/console/reservations-list';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { zoneName } from '@/lib/admin-format';
import { takesReservations } from '@/features/reservations/rules/reservations';
import { BUSINESS_TIME_ZONE, instantOf, nextDate, previousDate, todayDate } from '@/lib/time-zone';
import { isCalendarDate } from '@/schemas/common';
import type { StaffActor } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import {
  listLocationsForAdmin,
  listPublishedLocations,
  viewerScope,
} from '@/server/locations/queries';
import {
  DAY_LIST_LIMIT,
  listPendingRequests,
  listReservationsOn,
  type ReservationRow,
} from '@/features/reservations/server/queries';

export const generateMetadata = screenMetadata('reservations');

type Props = { searchParams: Promise<{ date?: string | string[] }> };

/** The day asked for (one `date`, a real calendar date), else today. */
function chosenDay(asked: string | string[] | undefined, today: string): string {
  return typeof asked === 'string' && isCalendarDate(asked) ? asked : today;
}

export default async function ReservationsPage({ searchParams }: Props) {
  const asked = (await searchParams).date;
  const load = async (actor: StaffActor) => {
    const db = await getDb();
    const now = new Date();
    const today = todayDate(now);
    const date = chosenDay(asked, today);
    // Staff limited to restaurants: their restaurants' bookings only.
    const scope = await viewerScope(db, actor);
    const [rows, pending, places, all] = await Promise.all([
      listReservationsOn(db, date, scope),
      listPendingRequests(db, today, scope),
      listPublishedLocations(),
      listLocationsForAdmin(db),
    ]);
    const restaurantOf = new Map(all.map((place) => [place.slug, place]));
    const shown = (r: ReservationRow) => {
      const place = restaurantOf.get(r.locationSlug);
      // A booking's day and time are its restaurant's: past and future by its own clock.
      const zone = place?.timezone ?? BUSINESS_TIME_ZONE;
      const here = todayDate(now, zone);
      return {
        role: actor.role,
        ...r,
        locationName: place?.nameEn ?? r.locationSlug,
        // Spec: past when the reservation date is before the start of today.
        isPast: r.reservationDate < here,
        isFuture: r.reservationDate > here,
        zoneLabel:
          zone === BUSINESS_TIME_ZONE
            ? null
            : zoneName(instantOf(r.reservationDate, r.reservationTime, zone), zone),
      };
    };
    return {
      role: actor.role,
      day: {
        date,
        today,
        previous: previousDate(date),
        next: nextDate(date),
        rows: rows.map(shown),
        truncated: rows.length >= DAY_LIST_LIMIT,
        // The requests waiting on other days: this day's are in its own list.
        pending: pending.rows.filter((r) => r.reservationDate !== date).map(shown),
        pendingTotal:
          pending.total - (date >= today ? rows.filter((r) => r.status === 'pending').length : 0),
      },
      locations: places
        .filter(takesReservations)
        .filter((place) => scope.slugs === null || scope.slugs.includes(place.slug))
        .map((place) => ({
          slug: place.slug,
          name: place.nameEn,
          maxPartySize: place.maxPartySize,
        })),
    };
  };
  return (
    <ScreenLoader screen="reservations" section="reservations" load={load}>
      {(data) => (
        <>
          <MailOnDiskNotice role={data.role} onDisk={mailRoute().kind === 'file'} />
          <ReservationsList day={data.day} locations={data.locations} />
        </>
      )}
    </ScreenLoader>
  );
}
