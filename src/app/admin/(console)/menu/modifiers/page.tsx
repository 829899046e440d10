import { ModifiersManager } from '@/features/menu/console/modifiers-manager';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { restaurantParam } from '@/features/menu/schemas/menu';
import type { StaffActor } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import { readLocationView } from '@/features/menu/server/console-location';
import { listModifierGroupsForAdmin } from '@/features/menu/server/console-queries';
import { viewerScope } from '@/server/locations/queries';

export const generateMetadata = screenMetadata('modifiers');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ModifiersPage({ searchParams }: Props) {
  const location = restaurantParam.parse((await searchParams).location);
  const load = async (actor: StaffActor) => {
    const db = await getDb();
    const [groups, view] = await Promise.all([
      listModifierGroupsForAdmin(db),
      readLocationView(db, await viewerScope(db, actor), location, 'option'),
    ]);
    return { groups, view };
  };
  return (
    <ScreenLoader screen="modifiers" section="modifiers" load={load}>
      {({ groups, view }) => <ModifiersManager groups={groups} view={view} />}
    </ScreenLoader>
  );
}
