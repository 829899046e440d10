import 'server-only';
import { homeReviewsSchema } from '@/schemas/admin/home-reviews';
import { settingsSchema } from '@/schemas/admin/settings';
import { defineAction } from '../action';
import { writeHomeReviews, writeSiteSettings } from './mutations';
import { HOME_REVIEWS_KEY, SITE_SETTINGS_KEY } from './queries';

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

/**
 * Owners set the home page's rating figure and its three testimonials, in both languages; the
 * home pages show them at once (the settings tag drops the stored pages).
 */
export const saveHomeReviewsAction = defineAction({
  name: 'home-reviews-save',
  area: 'settings',
  entity: 'settings',
  schema: homeReviewsSchema,
  invalidates: ['settings'],
  run: async ({ input, tx, meta }) => {
    const change = await writeHomeReviews(tx, input, meta.actor?.email ?? null);
    return { data: null, audit: { action: 'update', entityId: HOME_REVIEWS_KEY, ...change } };
  },
});
