/** The public origin used for canonical URLs, sitemaps and e-mails. */
export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '');
}
