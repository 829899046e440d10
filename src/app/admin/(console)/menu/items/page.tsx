import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoadFailed } from '@/components/admin/load-failed';
import { ItemsManager } from '@/components/admin/menu/items-manager';
import { itemListFilterSchema } from '@/schemas/admin/menu';
import { loadOrNull } from '@/server/admin-load';
import { requireScreen } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import { listCategoriesForAdmin, listMenuItemsForAdmin } from '@/server/menu/admin-queries';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.items' });
  return { title: t('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MenuItemsPage({ searchParams }: Props) {
  await requireScreen('items');
  const t = await getTranslations({ locale: 'en', namespace: 'admin.items' });
  const filter = itemListFilterSchema.parse(await searchParams);
  const data = await loadOrNull('items', async () => {
    const db = await getDb();
    const [list, categories] = await Promise.all([
      listMenuItemsForAdmin(db, filter),
      listCategoriesForAdmin(db),
    ]);
    return { list, categories };
  });
  if (!data) return <LoadFailed title={t('title')} message={t('loadFailed')} />;
  return (
    <ItemsManager
      items={data.list.rows}
      total={data.list.total}
      page={data.list.page}
      pages={data.list.pages}
      filter={filter}
      categories={data.categories}
    />
  );
}
