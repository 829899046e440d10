import { csvDownload, toCsv } from '@/lib/csv';
import { todayDate } from '@/lib/time-zone';
import { analyticsPeriodSchema } from '@/schemas/admin/analytics';
import { readAnalyticsRows } from '@/server/analytics/queries';
import { getDb } from '@/server/db/client';
import { staffRoute } from '@/server/route';

/**
 * CSV of the dashboard's counts over its period (`?days=7|30|90`): one line per day, kind, page
 * or form, location and language, with its count (same role as the dashboard's section).
 */
export const GET = staffRoute({ area: 'analytics' }, async (request) => {
  const { days } = analyticsPeriodSchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const today = todayDate();
  const rows = await readAnalyticsRows(await getDb(), today, days);
  const csv = toCsv(
    ['day', 'kind', 'page_or_form', 'location', 'language', 'count'],
    rows.map((row) => [row.day, row.kind, row.page, row.locationSlug, row.language, row.count]),
  );
  return csvDownload(csv, `analytics-${days}-days-${today}.csv`);
});
