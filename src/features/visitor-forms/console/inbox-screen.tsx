'use client';

import { Eye, Paperclip } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { formatAdminDateTime } from '@/lib/admin-format';
import { cn } from '@/lib/cn';
import type { InboxKind, InboxRow } from '@/lib/inbox';
import { inboxValueText } from '@/features/visitor-forms/rules/inbox-format';
import { DataTable, Pager } from '@/components/admin/list-controls';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Td } from '@/components/ui/table';
import { onPlainClick, useUrlFilters } from '@/components/admin/use-url-filters';
import { FranchiseBoard } from './franchise-board';
import { InboxDetail } from './inbox-detail';
import { INBOX_DEFAULTS, InboxFilters, type InboxFilterState } from './inbox-filters';
import { StatusBadge } from './status-badge';
import { useAdminText } from './use-admin-text';
import { ExportLink } from '@/components/admin/export-link';

export type InboxScreenProps = {
  kind: InboxKind;
  rows: InboxRow[];
  total: number;
  page: number;
  pages: number;
  filter: InboxFilterState;
  locations: { slug: string; name: string }[];
};

/** The export link carries the filters on screen (not the page or the view). */
function exportHref(kind: InboxKind, state: InboxFilterState): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (key === 'page' || key === 'view') continue;
    if (value !== '' && value !== INBOX_DEFAULTS[key as keyof InboxFilterState])
      params.set(key, String(value));
  }
  const query = params.toString();
  return `/api/admin/export/${kind}${query ? `?${query}` : ''}`;
}

/**
 * An inbox of visitor submissions (contacts, catering, careers, franchise leads, feedback):
 * newest first, filtered in the URL, a detail dialog with status and internal note, CSV export.
 */
export function InboxScreen({
  kind,
  rows,
  total,
  page,
  pages,
  filter,
  locations,
}: InboxScreenProps) {
  const t = useTranslations('admin.inbox');
  const text = useAdminText();
  const nav = useUrlFilters<InboxFilterState>({ ...filter, page }, INBOX_DEFAULTS);
  const [openId, setOpenId] = useState<string | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const openRow = rows.find((r) => r.id === openId) ?? null;
  const show = (row: InboxRow) => {
    setOpenId(row.id);
    setDetailOpen(true);
  };
  const locationName = (slug: string | null) =>
    slug === 'general'
      ? t('generalLocation')
      : (locations.find((l) => l.slug === slug)?.name ?? slug ?? '—');
  // The rows are the server's for the view it rendered; the tabs follow what was chosen.
  const board = kind === 'franchise' && filter.view === 'board';
  const withLocation = kind === 'contacts' || kind === 'catering' || kind === 'reviews';

  return (
    <>
      <AdminPageHeader
        title={text(`inbox.${kind}.title`)}
        subtitle={text(`inbox.${kind}.subtitle`)}
        actions={<ExportLink href={exportHref(kind, nav.state)} label={t('export')} />}
      />
      {kind === 'franchise' ? (
        <nav aria-label={t('viewLabel')} className="mb-4 flex gap-1 border-b border-stone-200">
          {(['table', 'board'] as const).map((view) => (
            <Link
              key={view}
              href={nav.hrefFor({ view })}
              onClick={onPlainClick(() => nav.go({ view }))}
              aria-current={nav.state.view === view ? 'page' : undefined}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
                nav.state.view === view
                  ? 'border-pomegranate text-stone-900'
                  : 'border-transparent text-stone-600 hover:text-stone-900',
              )}
            >
              {t(`views.${view}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      <InboxFilters
        kind={kind}
        state={nav.state}
        set={nav.set}
        pending={nav.pending}
        count={text(`inbox.${kind}.count`, { count: total })}
        locations={locations}
      />
      {board ? (
        <FranchiseBoard rows={rows} onShow={show} />
      ) : (
        <DataTable
          columns={[
            t('columns.received'),
            kind === 'reviews' ? t('fields.comments') : t('columns.from'),
            text(`inbox.${kind}.summary`),
            ...(withLocation ? [t('columns.location')] : []),
            t('columns.status'),
            text('common.actions'),
          ]}
          empty={text(`inbox.${kind}.empty`)}
          isEmpty={rows.length === 0}
          busy={nav.pending}
        >
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <Td className="whitespace-nowrap">
                {formatAdminDateTime(row.createdAt, row.timeZone)}
              </Td>
              <Td className="max-w-72 min-w-40">
                {kind === 'reviews' ? (
                  <span dir="auto" className="line-clamp-2">
                    {String(row.fields.find((f) => f.key === 'comments')?.value ?? '') || '—'}
                  </span>
                ) : (
                  <>
                    <span dir="auto" className="block font-medium text-stone-900">
                      {row.name}
                    </span>
                    <span className="block text-xs break-all text-stone-600">{row.email}</span>
                    {row.reference ? (
                      <code className="text-xs text-stone-600">{row.reference}</code>
                    ) : null}
                  </>
                )}
              </Td>
              <Td>
                <span className="flex flex-wrap items-center gap-1.5">
                  <span dir="auto">{inboxValueText(row.summary, text) || '—'}</span>
                  {row.attachment ? (
                    <Paperclip aria-label={t('hasAttachment')} className="size-4 text-stone-500" />
                  ) : null}
                  {row.flagged ? (
                    <Badge variant="warning">{text(`inbox.${kind}.flag`)}</Badge>
                  ) : null}
                </span>
              </Td>
              {withLocation ? <Td>{locationName(row.location)}</Td> : null}
              <Td>
                <StatusBadge status={row.status} />
              </Td>
              <Td>
                <Button variant="outline" size="sm" onClick={() => show(row)}>
                  <Eye aria-hidden />
                  <span className="sr-only">
                    {t('viewNamed', {
                      name: row.name || row.reference || formatAdminDateTime(row.createdAt),
                    })}
                  </span>
                  <span aria-hidden>{t('view')}</span>
                </Button>
              </Td>
            </tr>
          ))}
        </DataTable>
      )}
      {board ? null : (
        <Pager page={page} pages={pages} onPage={(next) => nav.set({ page: next })} />
      )}
      <InboxDetail
        kind={kind}
        row={openRow}
        open={detailOpen && openRow !== null}
        onOpenChange={setDetailOpen}
      />
    </>
  );
}
