import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { UsersManager } from '@/components/admin/users/users-manager';
import { userListFilterSchema } from '@/schemas/admin/users';
import { getCurrentActor } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { listPendingInvitations } from '@/server/staff/queries';
import { listStaffAccounts } from '@/server/staff/queries';
import { listStaffLocations } from '@/server/auth/staff-locations';
import { listLocationsForAdmin } from '@/server/locations/queries';

export const generateMetadata = screenMetadata('users');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UsersPage({ searchParams }: Props) {
  const filter = userListFilterSchema.parse(await searchParams);
  const actor = await getCurrentActor();
  return (
    <ScreenLoader
      screen="users"
      section="users"
      load={async () => {
        const db = await getDb();
        const [list, invitations, restaurants, limits] = await Promise.all([
          listStaffAccounts(db, filter),
          listPendingInvitations(db),
          listLocationsForAdmin(db),
          listStaffLocations(db),
        ]);
        return {
          ...list,
          invitations,
          restaurants: restaurants.map((r) => ({ id: r.id, nameEn: r.nameEn })),
          limits,
        };
      }}
    >
      {(list) => (
        <UsersManager
          accounts={list.rows}
          invitations={list.invitations}
          total={list.total}
          page={list.page}
          pages={list.pages}
          q={filter.q}
          restaurants={list.restaurants}
          limits={list.limits}
          currentUserId={actor?.userId ?? ''}
        />
      )}
    </ScreenLoader>
  );
}
