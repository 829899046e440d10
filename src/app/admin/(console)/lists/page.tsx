import { SignupLists } from '@/components/admin/lists/signup-lists';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { listFilterSchema } from '@/schemas/admin/lists';
import { getDb } from '@/server/db/client';
import { listSignups } from '@/server/lists/queries';

export const generateMetadata = screenMetadata('lists');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ListsPage({ searchParams }: Props) {
  const filter = listFilterSchema.parse(await searchParams);
  return (
    <ScreenLoader
      screen="lists"
      section="lists"
      load={async () => listSignups(await getDb(), filter)}
    >
      {(data) => (
        <SignupLists
          list={filter.list}
          rows={data.rows}
          total={data.total}
          page={data.page}
          pages={data.pages}
          q={filter.q}
        />
      )}
    </ScreenLoader>
  );
}
