import { InstagramSync } from '@/features/menu/console/instagram-sync';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { instagramFilterSchema } from '@/features/menu/schemas/menu';
import { getDb } from '@/server/db/client';
import { listCategoriesForAdmin, listInstagramItems } from '@/features/menu/server/console-queries';
import { readSiteSettings } from '@/server/settings/queries';

export const generateMetadata = screenMetadata('instagram');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InstagramPage({ searchParams }: Props) {
  const filter = instagramFilterSchema.parse(await searchParams);
  const load = async () => {
    const db = await getDb();
    const [list, categories, settings] = await Promise.all([
      listInstagramItems(db, filter),
      listCategoriesForAdmin(db),
      readSiteSettings(db),
    ]);
    return {
      list,
      categories: Object.fromEntries(categories.map((c) => [c.slug, c.titleEn])),
      profileUrl: settings.social.instagram,
    };
  };
  return (
    <ScreenLoader screen="instagram" section="instagram" load={load}>
      {({ list, categories, profileUrl }) => (
        <InstagramSync
          items={list.rows}
          total={list.total}
          page={list.page}
          pages={list.pages}
          q={filter.q}
          stats={list.stats}
          categories={categories}
          profileUrl={profileUrl}
        />
      )}
    </ScreenLoader>
  );
}
