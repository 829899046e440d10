import 'server-only';
import { unstable_cache } from 'next/cache';
import { clientEnv, serverEnv } from '@/env';
import type { HomeReviews } from '@/lib/home-reviews';
import { DEFAULT_SITE_SETTINGS, type NotifyForm, type SiteSettings } from '@/lib/site-settings';
import { CACHE_TAGS } from '../cache/tags';
import { getDb, type DbOrTx } from '../db/client';
import { readSettingValue } from '../db/setting-value';

export const SITE_SETTINGS_KEY = 'site';

/** The stored settings over the defaults (a setting never saved reads as its default). */
export async function readSiteSettings(db: DbOrTx): Promise<SiteSettings> {
  const stored = ((await readSettingValue(db, SITE_SETTINGS_KEY)) ?? {}) as Partial<SiteSettings>;
  const d = DEFAULT_SITE_SETTINGS;
  return {
    ...d,
    schedulingUrl: clientEnv.NEXT_PUBLIC_SCHEDULING_URL,
    ...stored,
    recipients: { ...d.recipients, ...stored.recipients },
    social: { ...d.social, ...stored.social },
    reviewUrls: { ...stored.reviewUrls },
  };
}

/** For public pages: cached until the Settings screen saves (tag `settings`). */
export const getSiteSettings = unstable_cache(
  async () => readSiteSettings(await getDb()),
  ['settings:site'],
  { tags: [CACHE_TAGS.settings] },
);

/** Who receives a form's staff e-mail: the owners' list, else the server's STAFF_EMAIL. */
export async function recipientsFor(db: DbOrTx, form: NotifyForm): Promise<string[]> {
  const list = (await readSiteSettings(db)).recipients[form];
  return list.length > 0 ? list : [serverEnv().STAFF_EMAIL];
}

export const HOME_REVIEWS_KEY = 'home-reviews';

/** What owners set for the home page's rating and testimonials; null until they do. */
export async function readHomeReviews(db: DbOrTx): Promise<HomeReviews | null> {
  return ((await readSettingValue(db, HOME_REVIEWS_KEY)) as HomeReviews | undefined) ?? null;
}

/** For the home page: cached until an owner saves them (tag `settings`, which drops the page). */
export const getHomeReviews = unstable_cache(
  async () => readHomeReviews(await getDb()),
  ['settings:home-reviews'],
  { tags: [CACHE_TAGS.settings] },
);
