import { ItemsManager } from '@/features/menu/console/items-manager';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { itemListFilterSchema } from '@/features/menu/schemas/menu';
import type { StaffActor } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import { listLibraryImages } from '@/server/media/queries';
import { readLocationView } from '@/features/menu/server/console-location';
import {
  listCategoriesForAdmin,
  listMenuItemsForAdmin,
  listModifierGroupsForAdmin,
} from '@/features/menu/server/console-queries';
import { viewerScope } from '@/server/locations/queries';

export const generateMetadata = screenMetadata('items');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MenuItemsPage({ searchParams }: Props) {
  const filter = itemListFilterSchema.parse(await searchParams);
  const load = async (actor: StaffActor) => {
    const db = await getDb();
    const [list, categories, groups, library, view] = await Promise.all([
      listMenuItemsForAdmin(db, filter),
      listCategoriesForAdmin(db),
      listModifierGroupsForAdmin(db),
      listLibraryImages(db),
      readLocationView(db, await viewerScope(db, actor), filter.location, 'item'),
    ]);
    return { list, categories, groups, library, view };
  };
  return (
    <ScreenLoader screen="items" section="items" load={load}>
      {({ list, categories, groups, library, view }) => (
        <ItemsManager
          items={list.rows}
          total={list.total}
          page={list.page}
          pages={list.pages}
          filter={filter}
          categories={categories}
          groups={groups.map((g) => ({ id: g.id, nameEn: g.nameEn }))}
          library={library}
          view={view}
        />
      )}
    </ScreenLoader>
  );
}
