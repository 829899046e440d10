'use client';

import { Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, useTransition } from 'react';
import type { ItemListFilter } from '@/schemas/admin/menu';
import { deleteMenuItemEntry, setMenuItemStatus } from '@/server/menu/admin-actions';
import type { AdminCategory, AdminMenuItem } from '@/server/menu/admin-queries';
import { formatAdminPrice } from '@/lib/admin-format';
import { AdminPageHeader } from '../page-header';
import { Badge, badgeClass } from '../ui/badge';
import { Button } from '../ui/button';
import { Input, Select } from '../ui/field';
import { Spinner } from '../ui/spinner';
import { Table, Td, Th } from '../ui/table';
import { useAdminAction } from '../use-admin-action';
import { ItemDialog } from './item-dialog';

type Props = {
  items: AdminMenuItem[];
  total: number;
  page: number;
  pages: number;
  filter: ItemListFilter;
  categories: AdminCategory[];
};

type FilterState = { q: string; category: string; status: string; page: number };

function toQuery(state: FilterState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.status !== 'all') params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/**
 * The filters live in local state (instant, race-free) and are mirrored to the URL shortly
 * after, so the server filters thousands of items and a filtered list can be shared.
 */
function useUrlFilters(initial: FilterState) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [state, setState] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => {
      const query = toQuery(state);
      if (query === window.location.search.replace(/^\?/, '')) return;
      startTransition(() =>
        router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }),
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [state, pathname, router]);
  /** Any filter change starts again at page 1. */
  const set = (changes: Partial<FilterState>) =>
    setState((prev) => ({ ...prev, page: 1, ...changes }));
  return { state, set, pending };
}

/** Menu Items: search, category and status filters, table, status toggle, add/edit/delete. */
export function ItemsManager({ items, total, page, pages, filter, categories }: Props) {
  const t = useTranslations('admin');
  const nav = useUrlFilters({ ...filter, page });
  const { run, pendingId } = useAdminAction();
  const [dialog, setDialog] = useState<{ open: boolean; item: AdminMenuItem | null }>({
    open: false,
    item: null,
  });

  const titleOf = (slug: string) => categories.find((c) => c.slug === slug)?.titleEn ?? slug;

  const toggleStatus = (item: AdminMenuItem) => {
    const status = item.status === 'published' ? 'draft' : 'published';
    void run(item.id, () => setMenuItemStatus({ id: item.id, status }), {
      success: status === 'published' ? t('items.published') : t('items.unpublished'),
      failure: t('items.statusFailed'),
    });
  };

  const remove = (item: AdminMenuItem) => {
    if (!window.confirm(t('items.confirmDelete'))) return;
    void run(item.id, () => deleteMenuItemEntry({ id: item.id }), {
      success: t('items.deleted'),
      failure: t('items.deleteFailed'),
    });
  };

  return (
    <>
      <AdminPageHeader
        title={t('items.title')}
        subtitle={t('items.subtitle')}
        actions={
          <Button onClick={() => setDialog({ open: true, item: null })}>
            <Plus aria-hidden />
            {t('items.add')}
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <div className="relative min-w-56 flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <Input
            type="search"
            value={nav.state.q}
            onChange={(e) => nav.set({ q: e.target.value })}
            placeholder={t('items.search')}
            aria-label={t('items.search')}
            className="ps-9"
          />
        </div>
        <Select
          aria-label={t('items.categoryFilter')}
          value={nav.state.category}
          onChange={(e) => nav.set({ category: e.target.value })}
          className="w-auto min-w-44"
        >
          <option value="">{t('items.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.slug}>
              {c.titleEn}
            </option>
          ))}
        </Select>
        <Select
          aria-label={t('items.statusFilter')}
          value={nav.state.status}
          onChange={(e) => nav.set({ status: e.target.value })}
          className="w-auto min-w-36"
        >
          <option value="all">{t('items.allStatus')}</option>
          <option value="draft">{t('common.draft')}</option>
          <option value="published">{t('common.published')}</option>
        </Select>
        {nav.pending ? <Spinner label={t('common.loading')} /> : null}
        <Badge variant="outline" className="ms-auto" aria-live="polite">
          {t('items.count', { shown: items.length, total })}
        </Badge>
      </div>

      <Table aria-busy={nav.pending}>
        <thead>
          <tr>
            <Th>{t('items.columns.name')}</Th>
            <Th>{t('items.columns.category')}</Th>
            <Th>{t('items.columns.price')}</Th>
            <Th>{t('items.columns.status')}</Th>
            <Th>{t('items.columns.active')}</Th>
            <Th>{t('common.actions')}</Th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <Td colSpan={6} className="py-8 text-center text-stone-600">
                {t('items.empty')}
              </Td>
            </tr>
          ) : (
            items.map((item) => (
              <tr key={item.id}>
                <Td>
                  <span className="block font-medium">{item.nameEn}</span>
                  <span lang="ar" dir="rtl" className="block text-stone-600">
                    {item.nameAr}
                  </span>
                </Td>
                <Td>{titleOf(item.categorySlug)}</Td>
                <Td className="tabular-nums">{formatAdminPrice(item.price)}</Td>
                <Td>
                  <button
                    type="button"
                    onClick={() => toggleStatus(item)}
                    disabled={pendingId === item.id}
                    aria-label={t('items.toggleStatus', {
                      status:
                        item.status === 'published' ? t('common.published') : t('common.draft'),
                    })}
                    className={
                      badgeClass(item.status === 'published' ? 'default' : 'secondary') +
                      ' cursor-pointer'
                    }
                  >
                    {item.status === 'published' ? t('common.published') : t('common.draft')}
                  </button>
                </Td>
                <Td>
                  <Badge variant={item.isActive ? 'success' : 'outline'}>
                    {item.isActive ? t('common.active') : t('common.inactive')}
                  </Badge>
                </Td>
                <Td>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="iconSm"
                      onClick={() => setDialog({ open: true, item })}
                      aria-label={t('common.editNamed', { name: item.nameEn })}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="iconSm"
                      onClick={() => remove(item)}
                      disabled={pendingId === item.id}
                      aria-label={t('common.deleteNamed', { name: item.nameEn })}
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>

      {pages > 1 ? (
        <nav
          aria-label={t('items.page', { page, pages })}
          className="mt-4 flex items-center justify-end gap-3"
        >
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => nav.set({ page: page - 1 })}
          >
            {t('items.previous')}
          </Button>
          <span className="text-sm text-stone-700">{t('items.page', { page, pages })}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => nav.set({ page: page + 1 })}
          >
            {t('items.next')}
          </Button>
        </nav>
      ) : null}

      <ItemDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        item={dialog.item}
        categories={categories}
      />
    </>
  );
}
