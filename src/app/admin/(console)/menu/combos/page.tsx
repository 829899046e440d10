import { CombosManager } from '@/components/admin/menu/combos-manager';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { getDb } from '@/server/db/client';
import { listCombosForAdmin, listDishChoices } from '@/server/menu/queries';

export const generateMetadata = screenMetadata('combos');

export default function CombosPage() {
  return (
    <ScreenLoader
      screen="combos"
      section="combos"
      load={async () => {
        const db = await getDb();
        const [combos, dishes] = await Promise.all([listCombosForAdmin(db), listDishChoices(db)]);
        return { combos, dishes };
      }}
    >
      {({ combos, dishes }) => <CombosManager combos={combos} dishes={dishes} />}
    </ScreenLoader>
  );
}
