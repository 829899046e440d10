import { ModifiersManager } from '@/components/admin/menu/modifiers-manager';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { restaurantParam } from '@/schemas/admin/menu';
import type { StaffActor } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import { readLocationView } from '@/server/menu/console-location';
import { listModifierGroupsForAdmin } from '@/server/menu/console-queries';
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
