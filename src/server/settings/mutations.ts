import 'server-only';
import type { HomeReviews } from '@/lib/home-reviews';
import type { HomeReviewsInput } from '@/schemas/admin/home-reviews';
import type { SettingsInput } from '@/schemas/admin/settings';
import type { DbOrTx } from '../db/client';
import type { Changed } from '../db/rows';
import { writeSettingValue } from '../db/setting-value';
import { HOME_REVIEWS_KEY, readHomeReviews, readSiteSettings, SITE_SETTINGS_KEY } from './queries';

/** Stores the brand's settings as a whole; returns them as read before and as saved. */
export async function writeSiteSettings(
  tx: DbOrTx,
  value: SettingsInput,
  updatedBy: string | null,
): Promise<Changed<unknown>> {
  const before = await readSiteSettings(tx);
  await writeSettingValue(tx, SITE_SETTINGS_KEY, value, updatedBy);
  return { before, after: value };
}

/** Stores the rating and testimonials as a whole; returns them as they were and as saved. */
export async function writeHomeReviews(
  tx: DbOrTx,
  value: HomeReviewsInput,
  updatedBy: string | null,
): Promise<Changed<HomeReviews | null>> {
  const before = await readHomeReviews(tx);
  await writeSettingValue(tx, HOME_REVIEWS_KEY, value, updatedBy);
  return { before, after: value };
}
