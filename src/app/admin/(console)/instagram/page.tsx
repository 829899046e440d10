import { InstagramSync } from '@/components/admin/instagram/instagram-sync';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { BRAND } from '@/lib/brand';
import { instagramFilterSchema } from '@/schemas/admin/menu';
import { getDb } from '@/server/db/client';
import { listCategoriesForAdmin, listInstagramItems } from '@/server/menu/admin-queries';

export const generateMetadata = screenMetadata('instagram');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InstagramPage({ searchParams }: Props) {
  const filter = instagramFilterSchema.parse(await searchParams);
  const load = async () => {
    const db = await getDb();
    const [list, categories] = await Promise.all([
      listInstagramItems(db, filter),
      listCategoriesForAdmin(db),
    ]);
    return { list, categories: Object.fromEntries(categories.map((c) => [c.slug, c.titleEn])) };
  };
  return (
    <ScreenLoader screen="instagram" section="instagram" load={load}>
      {({ list, categories }) => (
        <InstagramSync
          items={list.rows}
          total={list.total}
          page={list.page}
          pages={list.pages}
          q={filter.q}
          stats={list.stats}
          categories={categories}
          profileUrl={BRAND.instagramUrl}
        />
      )}
    </ScreenLoader>
  );
}
