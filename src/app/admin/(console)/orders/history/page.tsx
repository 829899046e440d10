import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScreenLoader } from '@/components/admin/screen';
import { withinScope } from '@/lib/location-scope';
import { getDb } from '@/server/db/client';
import { listLocationsForAdmin } from '@/server/locations/queries';
import { OrderHistoryView } from '@/features/ordering/console/order-history-view';
import { orderSearchSchema } from '@/features/ordering/schemas/order-search';
import { searchOrderHistory } from '@/features/ordering/server/order-history';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.orders' });
  return { title: t('history.title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every order of the person's restaurants, searched (features/ordering/server/order-history.ts). */
export default async function OrderHistoryPage({ searchParams }: Props) {
  const search = orderSearchSchema.parse(await searchParams);
  return (
    <ScreenLoader
      screen="orders"
      section="orders"
      load={async (actor) => {
        const db = await getDb();
        const restaurants = withinScope(actor.locations, await listLocationsForAdmin(db)).map(
          (place) => ({ id: place.id, slug: place.slug, name: place.nameEn }),
        );
        return { restaurants, found: await searchOrderHistory(db, search, restaurants) };
      }}
    >
      {(data) => <OrderHistoryView search={search} {...data} />}
    </ScreenLoader>
  );
}
