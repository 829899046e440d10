'use client';

import { Download, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { cn } from '@/lib/cn';
import { SIGNUP_LISTS, type SignupList } from '@/schemas/admin/lists';
import { deleteSignup } from '@/server/lists/actions';
import type { SignupRow } from '@/server/lists/queries';
import { DataTable, Pager, SearchToolbar } from '../list-controls';
import { AdminPageHeader } from '../page-header';
import { Button, buttonClass } from '../ui/button';
import { Td } from '../ui/table';
import { useAdminAction } from '../use-admin-action';
import { useUrlFilters } from '../use-url-filters';

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
        actions={
          <a href={exportHref} className={buttonClass('outline')} download>
            <Download aria-hidden />
            {t('lists.export')}
          </a>
        }
      />
      <nav aria-label={t('lists.tabsLabel')} className="mb-4 flex gap-1 border-b border-stone-200">
        {SIGNUP_LISTS.map((key) => (
          <Link
            key={key}
            href={key === 'newsletter' ? '/admin/lists' : `/admin/lists?list=${key}`}
            aria-current={key === list ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              key === list
                ? 'border-pomegranate text-stone-900'
                : 'border-transparent text-stone-600 hover:text-stone-900',
            )}
          >
            {t(`lists.tabs.${key}`)}
          </Link>
        ))}
      </nav>
      <SearchToolbar
        value={nav.state.q}
        onSearch={(q) => nav.set({ q })}
        placeholder={t('lists.search')}
        pending={nav.pending}
        count={t('lists.count', { count: total })}
      />
      <DataTable
        columns={[
          t('lists.columns.email'),
          t('lists.columns.language'),
          t('lists.columns.date'),
          t('common.actions'),
        ]}
        empty={t('lists.empty')}
        isEmpty={rows.length === 0}
        busy={nav.pending}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <Td className="break-all">{row.email}</Td>
            <Td>{t(`lists.languages.${row.language}`)}</Td>
            <Td>{new Date(row.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</Td>
            <Td>
              <Button
                variant="ghost"
                size="iconSm"
                onClick={() => remove(row)}
                disabled={pendingId === row.id}
                aria-label={t('common.deleteNamed', { name: row.email })}
                className="text-red-700 hover:bg-red-50"
              >
                <Trash2 aria-hidden />
              </Button>
            </Td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} pages={pages} onPage={(next) => nav.set({ page: next })} />
    </>
  );
}
