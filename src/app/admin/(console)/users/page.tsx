import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { UsersManager } from '@/components/admin/users/users-manager';
import { userListFilterSchema } from '@/schemas/admin/users';
import { getCurrentActor } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { listStaffAccounts } from '@/server/staff/queries';

export const generateMetadata = screenMetadata('users');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UsersPage({ searchParams }: Props) {
  const filter = userListFilterSchema.parse(await searchParams);
  const actor = await getCurrentActor();
  return (
    <ScreenLoader
      screen="users"
      section="users"
      load={async () => listStaffAccounts(await getDb(), filter)}
    >
      {(list) => (
        <UsersManager
          accounts={list.rows}
          total={list.total}
          page={list.page}
          pages={list.pages}
          q={filter.q}
          currentUserId={actor?.userId ?? ''}
        />
      )}
    </ScreenLoader>
  );
}
