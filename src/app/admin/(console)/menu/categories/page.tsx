import { CategoriesManager } from '@/components/admin/menu/categories-manager';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { getDb } from '@/server/db/client';
import { listCategoriesForAdmin } from '@/server/menu/console-queries';

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
