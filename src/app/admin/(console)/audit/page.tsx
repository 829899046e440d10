import { AuditLogView } from '@/components/admin/audit/audit-log';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { auditFilterSchema } from '@/schemas/admin/audit';
import { listAuditEntries } from '@/server/audit/queries';
import { getDb } from '@/server/db/client';

export const generateMetadata = screenMetadata('audit');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: Props) {
  const filter = auditFilterSchema.parse(await searchParams);
  return (
    <ScreenLoader
      screen="audit"
      section="audit"
      load={async () => listAuditEntries(await getDb(), filter)}
    >
      {(list) => (
        <AuditLogView
          rows={list.rows}
          total={list.total}
          page={list.page}
          pages={list.pages}
          filter={filter}
          entities={list.entities}
          actors={list.actors}
        />
      )}
    </ScreenLoader>
  );
}
