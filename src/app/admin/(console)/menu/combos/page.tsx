import { CombosManager } from '@/components/admin/menu/combos-manager';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { getDb } from '@/server/db/client';
import { listCombosForAdmin } from '@/server/menu/queries';

export const generateMetadata = screenMetadata('combos');

export default function CombosPage() {
  return (
    <ScreenLoader
      screen="combos"
      section="combos"
      load={async () => listCombosForAdmin(await getDb())}
    >
      {(combos) => <CombosManager combos={combos} />}
    </ScreenLoader>
  );
}
