import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoadFailed } from '@/components/admin/load-failed';
import { CategoriesManager } from '@/components/admin/menu/categories-manager';
import { requireScreen } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import { loadOrNull } from '@/server/admin-load';
import { listCategoriesForAdmin } from '@/server/menu/admin-queries';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.categories' });
  return { title: t('title') };
}

export default async function CategoriesPage() {
  await requireScreen('categories');
  const t = await getTranslations({ locale: 'en', namespace: 'admin.categories' });
  const categories = await loadOrNull('categories', async () =>
    listCategoriesForAdmin(await getDb()),
  );
  if (!categories) return <LoadFailed title={t('title')} message={t('loadFailed')} />;
  return <CategoriesManager categories={categories} />;
}
