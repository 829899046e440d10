import { MediaLibrary } from '@/components/admin/media/media-library';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { mediaListFilterSchema } from '@/schemas/admin/media';
import { getDb } from '@/server/db/client';
import { listMedia } from '@/server/media/queries';

export const generateMetadata = screenMetadata('media');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MediaPage({ searchParams }: Props) {
  const filter = mediaListFilterSchema.parse(await searchParams);
  return (
    <ScreenLoader
      screen="media"
      section="media"
      load={async () => listMedia(await getDb(), filter)}
    >
      {(list) => (
        <MediaLibrary
          rows={list.rows}
          total={list.total}
          page={list.page}
          pages={list.pages}
          q={filter.q}
        />
      )}
    </ScreenLoader>
  );
}
