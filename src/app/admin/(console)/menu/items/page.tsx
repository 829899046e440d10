import { ItemsManager } from '@/components/admin/menu/items-manager';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { itemListFilterSchema } from '@/schemas/admin/menu';
import { getDb } from '@/server/db/client';
import { todayDate } from '@/lib/time-zone';
import { listLibraryImages } from '@/server/media/queries';
import {
  listCategoriesForAdmin,
  listMenuItemsForAdmin,
  listModifierGroupsForAdmin,
} from '@/server/menu/queries';

export const generateMetadata = screenMetadata('items');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MenuItemsPage({ searchParams }: Props) {
  const filter = itemListFilterSchema.parse(await searchParams);
  const load = async () => {
    const db = await getDb();
    const [list, categories, groups, library] = await Promise.all([
      listMenuItemsForAdmin(db, filter),
      listCategoriesForAdmin(db),
      listModifierGroupsForAdmin(db),
      listLibraryImages(db),
    ]);
    return { list, categories, groups, library, today: todayDate() };
  };
  return (
    <ScreenLoader screen="items" section="items" load={load}>
      {({ list, categories, groups, library, today }) => (
        <ItemsManager
          items={list.rows}
          total={list.total}
          page={list.page}
          pages={list.pages}
          filter={filter}
          categories={categories}
          groups={groups.map((g) => ({ id: g.id, nameEn: g.nameEn }))}
          library={library}
          today={today}
        />
      )}
    </ScreenLoader>
  );
}
