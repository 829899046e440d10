import 'server-only';
import { settingsSchema } from '@/schemas/admin/settings';
import { defineAction } from '../action';
import { writeSiteSettings } from './mutations';
import { SITE_SETTINGS_KEY } from './queries';

/** Owners save the brand's contact details, recipients, links and review pages. */
export const saveSettingsAction = defineAction({
  name: 'settings-save',
  fresh: true,
  area: 'settings',
  entity: 'settings',
  schema: settingsSchema,
  invalidates: ['settings'],
  run: async ({ input, tx, meta }) => {
    const change = await writeSiteSettings(tx, input, meta.actor?.email ?? null);
    return { data: null, audit: { action: 'update', entityId: SITE_SETTINGS_KEY, ...change } };
  },
});
