import { getTranslations } from 'next-intl/server';
import { csvDownload, toCsv } from '@/lib/csv';
import { INBOX_SCREENS, type InboxKind } from '@/lib/inbox';
import { inboxValueText, type AdminText } from '@/features/visitor-forms/rules/inbox-format';
import { todayDate } from '@/lib/time-zone';
import { inboxFilterSchema } from '@/features/visitor-forms/schemas/inbox';
import { getDb } from '@/server/db/client';
import { allInbox } from '@/features/visitor-forms/server/queries';
import { viewerScope } from '@/server/locations/queries';
import { staffRoute } from '@/server/route';

/**
 * CSV of an inbox as filtered on its screen (same role as the screen): every detail field,
 * the status and the internal note, in English labels; UTF-8 with BOM for the Arabic content.
 * Staff limited to restaurants: the screens of theirs only, and only their restaurants' rows.
 * An unknown kind is not found.
 */
export const GET = staffRoute<{ kind: InboxKind }>(
  { screenOf: { param: 'kind', screens: INBOX_SCREENS } },
  async (request, actor, params) => {
    const { kind } = await params;
    const filter = inboxFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const db = await getDb();
    const rows = await allInbox(db, kind, filter, await viewerScope(db, actor));
    const t = (await getTranslations({ locale: 'en', namespace: 'admin' })) as unknown as AdminText;
    // Every field any row has, in the order the rows give them.
    const fieldKeys = [...new Set(rows.flatMap((row) => row.fields.map((f) => f.key)))];
    const header = [
      ...fieldKeys.map((key) => t(`inbox.fields.${key}`)),
      t('inbox.columns.status'),
      t('inbox.notes'),
    ];
    const body = rows.map((row) => [
      ...fieldKeys.map((key) => {
        const field = row.fields.find((f) => f.key === key);
        return field ? inboxValueText(field, t) : '';
      }),
      t(`inbox.statuses.${row.status}`),
      row.notes ?? '',
    ]);
    return csvDownload(toCsv(header, body), `${kind}-${todayDate()}.csv`);
  },
);
