'use client';

import { formatAdminDateTime } from '@/lib/admin-format';
import { useTranslations } from 'next-intl';
import type { AuditFilter } from '@/schemas/admin/audit';
import type { AuditEntry } from '@/server/audit/queries';
import { DataTable, DateRangeFilter, Pager } from '../list-controls';
import { AdminPageHeader } from '../page-header';
import { Badge } from '@/components/ui/badge';
import { Select } from '@/components/ui/controls';
import { Spinner } from '@/components/ui/spinner';
import { Td } from '@/components/ui/table';
import { useUrlFilters } from '../use-url-filters';

const DEFAULTS = { entity: '', actor: '', from: '', to: '', page: 1 };

function Json({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold text-stone-600 uppercase">{label}</p>
      <pre className="mt-1 max-h-64 overflow-auto rounded bg-stone-100 p-2 text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** Audit Log (owners): who changed what and when, with the record before and after. */
export function AuditLogView({
  rows,
  total,
  page,
  pages,
  filter,
  entities,
  actors,
}: {
  rows: AuditEntry[];
  total: number;
  page: number;
  pages: number;
  filter: AuditFilter;
  entities: string[];
  actors: string[];
}) {
  const t = useTranslations('admin.audit');
  const tc = useTranslations('admin');
  const nav = useUrlFilters<typeof DEFAULTS>({ ...filter, page }, DEFAULTS);

  return (
    <>
      <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Select
          aria-label={t('filterEntity')}
          value={nav.state.entity}
          onChange={(e) => nav.set({ entity: e.target.value })}
          className="w-auto min-w-40"
        >
          <option value="">{t('allEntities')}</option>
          {entities.map((e) => (
            <option key={e} value={e}>
              {e}
            </option>
          ))}
        </Select>
        <Select
          aria-label={t('filterActor')}
          value={nav.state.actor}
          onChange={(e) => nav.set({ actor: e.target.value })}
          className="w-auto min-w-48"
        >
          <option value="">{t('allActors')}</option>
          {actors.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </Select>
        <DateRangeFilter from={nav.state.from} to={nav.state.to} onChange={nav.set} />
        {nav.pending ? <Spinner label={tc('common.loading')} /> : null}
        <Badge variant="outline" className="ms-auto" aria-live="polite">
          {t('count', { count: total })}
        </Badge>
      </div>
      <DataTable
        columns={[
          t('columns.when'),
          t('columns.who'),
          t('columns.action'),
          t('columns.entity'),
          t('columns.changes'),
        ]}
        empty={t('empty')}
        isEmpty={rows.length === 0}
        busy={nav.pending}
      >
        {rows.map((row) => (
          <tr key={row.id} className="align-top">
            <Td className="whitespace-nowrap">{formatAdminDateTime(row.createdAt)}</Td>
            <Td className="break-all">{row.actorEmail ?? '—'}</Td>
            <Td>
              <Badge variant="secondary">{row.action}</Badge>
            </Td>
            <Td>
              <span className="block">{row.entity}</span>
              {row.entityId ? (
                <code className="text-xs text-stone-600">{row.entityId.slice(0, 8)}</code>
              ) : null}
            </Td>
            <Td className="min-w-48">
              {row.before !== null || row.after !== null ? (
                <details>
                  <summary className="cursor-pointer text-sm text-pomegranate">{t('show')}</summary>
                  <div className="mt-2 grid gap-2 md:grid-cols-2">
                    <Json label={t('before')} value={row.before} />
                    <Json label={t('after')} value={row.after} />
                  </div>
                </details>
              ) : null}
            </Td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} pages={pages} onPage={(next) => nav.set({ page: next })} />
    </>
  );
}
