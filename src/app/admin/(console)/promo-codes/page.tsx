import { PromoCodesManager } from '@/features/ordering/console/promo-codes-manager';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { getDb } from '@/server/db/client';
import { listCodeRestaurants, listPromoCodes } from '@/features/ordering/server/promo-code-admin';

export const generateMetadata = screenMetadata('promoCodes');

export default async function PromoCodesPage() {
  const load = async () => {
    const db = await getDb();
    const [codes, restaurants] = await Promise.all([listPromoCodes(db), listCodeRestaurants(db)]);
    return { codes, restaurants };
  };
  return (
    <ScreenLoader screen="promoCodes" section="promoCodes" load={load}>
      {({ codes, restaurants }) => <PromoCodesManager codes={codes} restaurants={restaurants} />}
    </ScreenLoader>
  );
}
