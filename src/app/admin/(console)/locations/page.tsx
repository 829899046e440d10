import { LocationsList } from '@/components/admin/locations/locations-list';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { getDb } from '@/server/db/client';
import { listLocationsForAdmin } from '@/server/locations/queries';

export const generateMetadata = screenMetadata('locations');

async function load() {
  const rows = await listLocationsForAdmin(await getDb());
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    nameEn: r.nameEn,
    nameAr: r.nameAr,
    city: r.city,
    state: r.state,
    published: r.published,
    comingSoon: r.comingSoon,
    isHeadquarters: r.isHeadquarters,
    sort: r.sort,
    specialCount: r.specialHours.length,
  }));
}

export default function LocationsPage() {
  return (
    <ScreenLoader screen="locations" section="locations" load={load}>
      {(rows) => <LocationsList rows={rows} />}
    </ScreenLoader>
  );
}
