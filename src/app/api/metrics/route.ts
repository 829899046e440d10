import { publicRoute } from '@/server/route';
import { answerScrape } from '@/server/metrics/scrape';

// A scraper asks every few seconds: never cached, never rendered ahead of time.
export const dynamic = 'force-dynamic';

/** This instance's metrics for Prometheus, behind METRICS_TOKEN (src/server/metrics/scrape.ts). */
export const GET = publicRoute(
  'a metrics scraper: refused (401) without the METRICS_TOKEN bearer token, off (404) when unset',
  answerScrape,
);
