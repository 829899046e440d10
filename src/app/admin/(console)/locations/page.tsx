import { LocationsList } from '@/components/admin/locations/locations-list';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { withinScope } from '@/lib/location-scope';
import type { StaffActor } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import { listLocationsForAdmin } from '@/server/locations/queries';

export const generateMetadata = screenMetadata('locations');

/** Every location, or a limited staff member's own restaurants. */
async function load(actor: StaffActor) {
  const rows = withinScope(actor.locations, await listLocationsForAdmin(await getDb()));
  const restaurants = rows.map((r) => ({
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
  // Adding or removing a restaurant is the brand's.
  return { restaurants, brandStaff: actor.locations === null };
}

export default function LocationsPage() {
  return (
    <ScreenLoader screen="locations" section="locations" load={load}>
      {({ restaurants, brandStaff }) => (
        <LocationsList rows={restaurants} brandStaff={brandStaff} />
      )}
    </ScreenLoader>
  );
}
