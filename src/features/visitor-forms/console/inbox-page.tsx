import { INBOX_SCREENS, type InboxKind } from '@/lib/inbox';
import { inboxFilterSchema } from '@/features/visitor-forms/schemas/inbox';
import { getDb } from '@/server/db/client';
import { listInbox } from '@/features/visitor-forms/server/queries';
import { viewerScope } from '@/server/locations/queries';
import { ScreenLoader } from '@/components/admin/screen';
import { InboxScreen } from './inbox-screen';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The server half of an inbox screen: role check, filter from the URL, one page of rows. */
export async function InboxPage({
  kind,
  searchParams,
}: {
  kind: InboxKind;
  searchParams: SearchParams;
}) {
  const filter = inboxFilterSchema.parse(await searchParams);
  const view = kind === 'franchise' ? filter.view : 'table';
  return (
    <ScreenLoader
      screen={INBOX_SCREENS[kind]}
      section={kind}
      load={async (actor) => {
        const db = await getDb();
        // Staff limited to restaurants: only the items that name one of theirs.
        return listInbox(db, kind, { ...filter, view }, await viewerScope(db, actor));
      }}
    >
      {(data) => (
        <InboxScreen
          key={kind}
          kind={kind}
          rows={data.rows}
          total={data.total}
          page={data.page}
          pages={data.pages}
          locations={data.locations}
          filter={{
            q: filter.q,
            status: filter.status,
            type: filter.type,
            position: filter.position,
            location: filter.location,
            rating: filter.rating ? String(filter.rating) : '',
            from: filter.from,
            to: filter.to,
            sort: filter.sort,
            view,
            page: data.page,
          }}
        />
      )}
    </ScreenLoader>
  );
}
