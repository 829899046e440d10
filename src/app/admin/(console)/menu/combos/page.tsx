import { CombosManager } from '@/features/menu/console/combos-manager';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { restaurantParam } from '@/features/menu/schemas/menu';
import type { StaffActor } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import { readLocationView } from '@/features/menu/server/console-location';
import { listCombosForAdmin, listDishChoices } from '@/features/menu/server/console-queries';
import { viewerScope } from '@/server/locations/queries';

export const generateMetadata = screenMetadata('combos');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CombosPage({ searchParams }: Props) {
  const location = restaurantParam.parse((await searchParams).location);
  const load = async (actor: StaffActor) => {
    const db = await getDb();
    const [combos, dishes, view] = await Promise.all([
      listCombosForAdmin(db),
      listDishChoices(db),
      readLocationView(db, await viewerScope(db, actor), location, 'combo'),
    ]);
    return { combos, dishes, view };
  };
  return (
    <ScreenLoader screen="combos" section="combos" load={load}>
      {({ combos, dishes, view }) => <CombosManager combos={combos} dishes={dishes} view={view} />}
    </ScreenLoader>
  );
}
