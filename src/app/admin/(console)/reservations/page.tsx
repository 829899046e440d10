import { ReservationsList } from '@/components/admin/reservations/reservations-list';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { todayDate } from '@/lib/time-zone';
import { getDb } from '@/server/db/client';
import { takesReservations } from '@/lib/reservations';
import { listPublishedLocations } from '@/server/locations/queries';
import { listReservations } from '@/server/reservations/queries';

export const generateMetadata = screenMetadata('reservations');

type Props = { searchParams: Promise<{ page?: string }> };

export default async function ReservationsPage({ searchParams }: Props) {
  const page = Number((await searchParams).page) || 1;
  const load = async () => {
    const [list, places] = await Promise.all([
      listReservations(await getDb(), page),
      listPublishedLocations(),
    ]);
    const today = todayDate();
    return {
      ...list,
      today,
      locations: places.filter(takesReservations).map((place) => ({
        slug: place.slug,
        name: place.nameEn,
        maxPartySize: place.maxPartySize,
      })),
      // Spec: past when the reservation date is before the start of today.
      rows: list.rows.map((r) => ({
        ...r,
        isPast: r.reservationDate < today,
        isFuture: r.reservationDate > today,
      })),
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
