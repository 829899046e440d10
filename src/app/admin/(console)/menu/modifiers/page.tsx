import { ModifiersManager } from '@/components/admin/menu/modifiers-manager';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { getDb } from '@/server/db/client';
import { listModifierGroupsForAdmin } from '@/server/menu/queries';

export const generateMetadata = screenMetadata('modifiers');

export default function ModifiersPage() {
  return (
    <ScreenLoader
      screen="modifiers"
      section="modifiers"
      load={async () => listModifierGroupsForAdmin(await getDb())}
    >
      {(groups) => <ModifiersManager groups={groups} />}
    </ScreenLoader>
  );
}
