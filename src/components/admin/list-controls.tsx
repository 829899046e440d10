'use client';

import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/controls';
import { Spinner } from '@/components/ui/spinner';
import { Table, Td, Th } from '@/components/ui/table';

export function SearchBox({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <div className="relative min-w-56 flex-1">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      />
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        className="ps-9"
      />
    </div>
  );
}

export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('admin.items');
  if (pages <= 1) return null;
  const labels = { previous: t('previous'), next: t('next'), status: t('page', { page, pages }) };
  return (
    <nav aria-label={labels.status} className="mt-4 flex items-center justify-end gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span className="text-sm text-stone-700">{labels.status}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}

/** The bar above a list: search (and other filters as children), a spinner, the count. */
export function ListToolbar({
  pending,
  loadingLabel,
  count,
  children,
}: {
  pending: boolean;
  loadingLabel: string;
  count: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      {children}
      {pending ? <Spinner label={loadingLabel} /> : null}
      <Badge variant="outline" className="ms-auto" aria-live="polite">
        {count}
      </Badge>
    </div>
  );
}

/** A table with its column headings and a message in place of rows when there are none. */
export function DataTable({
  columns,
  empty,
  isEmpty,
  children,
  busy,
}: {
  columns: string[];
  empty: string;
  isEmpty: boolean;
  children: React.ReactNode;
  busy?: boolean;
}) {
  return (
    <Table aria-busy={busy}>
      <thead>
        <tr>
          {columns.map((column) => (
            <Th key={column}>{column}</Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {isEmpty ? (
          <tr>
            <Td colSpan={columns.length} className="py-8 text-center text-stone-600">
              {empty}
            </Td>
          </tr>
        ) : (
          children
        )}
      </tbody>
    </Table>
  );
}

/** The usual list bar: a search box that filters by `q`, the spinner and the count. */
export function SearchToolbar({
  value,
  onSearch,
  placeholder,
  pending,
  count,
  children,
}: {
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
  pending: boolean;
  count: string;
  children?: React.ReactNode;
}) {
  const t = useTranslations('admin.common');
  return (
    <ListToolbar pending={pending} loadingLabel={t('loading')} count={count}>
      <SearchBox value={value} onChange={onSearch} placeholder={placeholder} />
      {children}
    </ListToolbar>
  );
}

/** "From" and "To" date filters (YYYY-MM-DD, either may be blank). */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const t = useTranslations('admin.common');
  return (
    <>
      {(['from', 'to'] as const).map((edge) => (
        <label key={edge} className="flex items-center gap-2 text-sm text-stone-700">
          {t(edge)}
          <Input
            type="date"
            value={edge === 'from' ? from : to}
            onChange={(e) => onChange({ [edge]: e.target.value })}
            className="w-auto"
          />
        </label>
      ))}
    </>
  );
}

/** What a searchable, paged list needs of its URL filters (useUrlFilters). */
type ListNav = {
  state: { q: string };
  set(next: { q: string } | { page: number }): void;
  pending: boolean;
};

/** A searchable list: the search bar and count above what is found, the pages below it. */
export function SearchableList({
  area,
  nav,
  paging,
  children,
}: {
  /** The console area whose catalogue holds the list's `search` and `count` texts. */
  area: 'users' | 'lists' | 'instagram' | 'media';
  nav: ListNav;
  paging: { page: number; pages: number; total: number };
  children: React.ReactNode;
}) {
  const t = useTranslations('admin');
  return (
    <>
      <SearchToolbar
        value={nav.state.q}
        onSearch={(q) => nav.set({ q })}
        placeholder={t(`${area}.search`)}
        pending={nav.pending}
        count={t(`${area}.count`, { count: paging.total })}
      />
      {children}
      <Pager page={paging.page} pages={paging.pages} onPage={(next) => nav.set({ page: next })} />
    </>
  );
}

/** A searchable, paged table: each of `rows` drawn by `row` (a `<tr>` with its key). */
export function SearchableTable<T>({
  area,
  nav,
  paging,
  columns,
  empty,
  busy,
  row,
  rows,
}: {
  area: 'users' | 'lists' | 'instagram';
  nav: ListNav;
  paging: { page: number; pages: number; total: number };
  columns: string[];
  empty: string;
  busy?: boolean;
  row: (item: T) => React.ReactNode;
  rows: T[];
}) {
  return (
    <SearchableList area={area} nav={nav} paging={paging}>
      <DataTable columns={columns} empty={empty} isEmpty={rows.length === 0} busy={busy}>
        {rows.map(row)}
      </DataTable>
    </SearchableList>
  );
}
