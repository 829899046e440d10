import { ItemsManager } from '@/components/admin/menu/items-manager';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { itemListFilterSchema } from '@/schemas/admin/menu';
import { getDb } from '@/server/db/client';
import { listCategoriesForAdmin, listMenuItemsForAdmin } from '@/server/menu/queries';

export const generateMetadata = screenMetadata('items');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MenuItemsPage({ searchParams }: Props) {
  const filter = itemListFilterSchema.parse(await searchParams);
  const load = async () => {
    const db = await getDb();
    const [list, categories] = await Promise.all([
      listMenuItemsForAdmin(db, filter),
      listCategoriesForAdmin(db),
    ]);
    return { list, categories };
  };
  return (
    <ScreenLoader screen="items" section="items" load={load}>
      {({ list, categories }) => (
        <ItemsManager
          items={list.rows}
          total={list.total}
          page={list.page}
          pages={list.pages}
          filter={filter}
          categories={categories}
        />
      )}
    </ScreenLoader>
  );
}
