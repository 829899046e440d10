import { serverEnv } from '@/env';

/** The public origin used for canonical URLs, sitemaps and e-mails (server only). */
export function siteUrl(): string {
  return serverEnv().SITE_URL;
}
