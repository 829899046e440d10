import { KitchenBoard } from '@/features/ordering/console/kitchen-board';
import { MailOnDiskNotice } from '@/components/admin/mail-on-disk-notice';
import { mailRoute } from '@/server/mail/status';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { withinScope } from '@/lib/location-scope';
import type { StaffActor } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import { listLocationsForAdmin } from '@/server/locations/queries';
import { boardOrder, listKitchenOrders } from '@/features/ordering/server/kitchen';

export const generateMetadata = screenMetadata('orders');

type Props = { searchParams: Promise<{ location?: string | string[] }> };

/** The kitchen's screen: its restaurants' pickup orders, live, and their pause switch. */
export default async function OrdersPage({ searchParams }: Props) {
  const asked = (await searchParams).location;
  const load = async (actor: StaffActor) => {
    const db = await getDb();
    const restaurants = withinScope(actor.locations, await listLocationsForAdmin(db)).filter(
      (place) => place.orderingEnabled,
    );
    const chosen = restaurants.find((place) => place.slug === asked) ?? null;
    const ids = chosen ? [chosen.id] : restaurants.map((place) => place.id);
    const renderedAt = new Date();
    const orders = ids.length > 0 ? await listKitchenOrders(db, ids, renderedAt) : [];
    return {
      role: actor.role,
      renderedAt: renderedAt.toISOString(),
      chosen: chosen?.slug ?? null,
      restaurants: restaurants.map((place) => ({
        slug: place.slug,
        name: place.nameEn,
        timezone: place.timezone,
        pausedUntil: place.orderingPausedUntil?.toISOString() ?? null,
      })),
      orders: orders.map(boardOrder),
    };
  };
  return (
    <ScreenLoader screen="orders" section="orders" load={load}>
      {({ role, ...board }) => (
        <>
          <MailOnDiskNotice role={role} onDisk={mailRoute().kind === 'file'} />
          <KitchenBoard {...board} />
        </>
      )}
    </ScreenLoader>
  );
}
