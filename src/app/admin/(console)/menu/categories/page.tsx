import { CategoriesManager } from '@/features/menu/console/categories-manager';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { getDb } from '@/server/db/client';
import { listCategoriesForAdmin } from '@/features/menu/server/console-queries';

export const generateMetadata = screenMetadata('categories');

export default function CategoriesPage() {
  return (
    <ScreenLoader
      screen="categories"
      section="categories"
      load={async () => listCategoriesForAdmin(await getDb())}
    >
      {(categories) => <CategoriesManager categories={categories} />}
    </ScreenLoader>
  );
}
