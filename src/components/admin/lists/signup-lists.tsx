'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { cn } from '@/lib/cn';
import { SIGNUP_LISTS, type SignupList } from '@/schemas/admin/lists';
import { deleteSignup } from '@/server/browser-actions';
import type { SignupRow } from '@/server/lists/queries';
import { SearchableTable } from '../list-controls';
import { AdminPageHeader } from '../page-header';
import { DeleteButton } from '../row-actions';
import { Td } from '@/components/ui/table';
import { useAdminAction } from '../use-admin-action';
import { onPlainClick, useUrlFilters } from '../use-url-filters';
import { ExportLink } from '@/components/admin/export-link';

const DEFAULTS = { list: 'newsletter', q: '', page: 1 };

/** Lists (managers): newsletter and Bronx notify sign-ups; search, remove, export as CSV. */
export function SignupLists({
  list,
  rows,
  total,
  page,
  pages,
  q,
}: {
  list: SignupList;
  rows: SignupRow[];
  total: number;
  page: number;
  pages: number;
  q: string;
}) {
  const t = useTranslations('admin');
  const nav = useUrlFilters<typeof DEFAULTS>({ list, q, page }, DEFAULTS);
  const { run, pendingId } = useAdminAction();
  const exportHref = `/api/admin/export/lists?${new URLSearchParams({ list, q }).toString()}`;

  const remove = (row: SignupRow) => {
    if (!window.confirm(t('lists.confirmDelete', { email: row.email }))) return;
    void run(row.id, () => deleteSignup({ list, id: row.id }), {
      success: t('lists.deleted'),
      failure: t('lists.deleteFailed'),
    });
  };

  return (
    <>
      <AdminPageHeader
        title={t('lists.title')}
        subtitle={t('lists.subtitle')}
        actions={<ExportLink href={exportHref} label={t('lists.export')} />}
      />
      <nav aria-label={t('lists.tabsLabel')} className="mb-4 flex gap-1 border-b border-stone-200">
        {SIGNUP_LISTS.map((key) => (
          <Link
            key={key}
            href={nav.hrefFor({ list: key, q: '' })}
            onClick={onPlainClick(() => nav.go({ list: key, q: '' }))}
            aria-current={key === nav.state.list ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              key === nav.state.list
                ? 'border-pomegranate text-stone-900'
                : 'border-transparent text-stone-600 hover:text-stone-900',
            )}
          >
            {t(`lists.tabs.${key}`)}
          </Link>
        ))}
      </nav>
      <SearchableTable
        area="lists"
        nav={nav}
        paging={{ page, pages, total }}
        columns={[
          t('lists.columns.email'),
          t('lists.columns.language'),
          ...(list === 'bronx' ? [t('lists.columns.location')] : []),
          t('lists.columns.date'),
          t('lists.columns.confirmed'),
          t('common.actions'),
        ]}
        empty={t('lists.empty')}
        busy={nav.pending}
        row={(entry) => (
          <tr key={entry.id}>
            <Td className="break-all">{entry.email}</Td>
            <Td>{t(`lists.languages.${entry.language}`)}</Td>
            {list === 'bronx' ? <Td>{entry.locationSlug}</Td> : null}
            <Td>
              {new Date(entry.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
            </Td>
            <Td>
              {entry.confirmedAt
                ? new Date(entry.confirmedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })
                : t('lists.unconfirmed')}
            </Td>
            <Td>
              <DeleteButton
                name={entry.email}
                onClick={() => remove(entry)}
                busy={pendingId === entry.id}
              />
            </Td>
          </tr>
        )}
        rows={rows}
      />
    </>
  );
}
