import { getTranslations } from 'next-intl/server';
import { adminScreen } from '@/lib/admin-nav';
import { csvDownload, toCsv } from '@/lib/csv';
import { INBOX_KINDS, INBOX_SCREENS, type InboxKind } from '@/lib/inbox';
import { inboxValueText, type AdminText } from '@/lib/inbox-format';
import { todayDate } from '@/lib/time-zone';
import { inboxFilterSchema } from '@/schemas/admin/inbox';
import { staffOrRefusal } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import { allInbox } from '@/server/inbox/queries';
import { scopeSlugs } from '@/server/locations/queries';

type Params = { params: Promise<{ kind: string }> };

/**
 * CSV of an inbox as filtered on its screen (same role as the screen): every detail field,
 * the status and the internal note, in English labels; UTF-8 with BOM for the Arabic content.
 */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { kind: raw } = await params;
  if (!(INBOX_KINDS as readonly string[]).includes(raw)) return new Response(null, { status: 404 });
  const kind = raw as InboxKind;
  const screen = adminScreen(INBOX_SCREENS[kind]);
  // Staff limited to restaurants: the screens of theirs only, and only their restaurants' rows.
  const { actor, refusal } = await staffOrRefusal(screen.area, undefined, {
    forLimited: screen.forLimited,
  });
  if (refusal) return refusal;

  const filter = inboxFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = await getDb();
  const rows = await allInbox(db, kind, filter, await scopeSlugs(db, actor.locations));
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
}
