import 'server-only';
import { settingsSchema } from '@/schemas/admin/settings';
import { defineAction } from '../action';
import { settings } from '../db/schema';
import { readSiteSettings, SITE_SETTINGS_KEY } from './queries';

/** Owners save the brand's contact details, recipients, links and review pages. */
export const saveSettingsAction = defineAction({
  name: 'settings-save',
  fresh: true,
  area: 'settings',
  entity: 'settings',
  schema: settingsSchema,
  invalidates: ['settings'],
  run: async ({ input, tx, meta }) => {
    const before = await readSiteSettings(tx);
    await tx
      .insert(settings)
      .values({ key: SITE_SETTINGS_KEY, value: input, updatedBy: meta.actor?.email ?? null })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: input, updatedBy: meta.actor?.email ?? null, updatedAt: new Date() },
      });
    return {
      data: null,
      audit: { action: 'update', entityId: SITE_SETTINGS_KEY, before, after: input },
    };
  },
});
