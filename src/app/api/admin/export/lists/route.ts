import { csvDownload, toCsv } from '@/lib/csv';
import { todayDate } from '@/lib/time-zone';
import { listFilterSchema } from '@/schemas/admin/lists';
import { getDb } from '@/server/db/client';
import { allSignups } from '@/server/lists/queries';
import { staffRoute } from '@/server/route';

/** CSV of a sign-up list as filtered on the Lists screen (same role as the screen). */
export const GET = staffRoute({ screen: 'lists' }, async (request) => {
  const filter = listFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const rows = await allSignups(await getDb(), filter);
  const csv =
    filter.list === 'bronx'
      ? toCsv(
          ['email', 'language', 'location', 'created_at', 'confirmed_at'],
          rows.map((r) => [
            r.email,
            r.language,
            (r as { locationSlug?: string }).locationSlug ?? '',
            r.createdAt,
            r.confirmedAt ?? '',
          ]),
        )
      : toCsv(
          ['email', 'language', 'created_at', 'confirmed_at'],
          rows.map((r) => [r.email, r.language, r.createdAt, r.confirmedAt ?? '']),
        );
  return csvDownload(csv, `${filter.list}-${todayDate()}.csv`);
});
