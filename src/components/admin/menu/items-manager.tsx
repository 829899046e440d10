'use client';

import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ItemListFilter } from '@/schemas/admin/menu';
import { deleteMenuItemEntry, setMenuItemStatus } from '@/server/menu/admin-actions';
import type { AdminCategory, AdminMenuItem } from '@/server/menu/admin-queries';
import { formatAdminPrice } from '@/lib/admin-format';
import { Pager, SearchBox } from '../list-controls';
import { AdminPageHeader } from '../page-header';
import { RowActions } from '../row-actions';
import { Badge, badgeClass } from '../ui/badge';
import { Button } from '../ui/button';
import { Select } from '../ui/field';
import { Spinner } from '../ui/spinner';
import { Table, Td, Th } from '../ui/table';
import { useAdminAction, useEditDialog } from '../use-admin-action';
import { useUrlFilters } from '../use-url-filters';
import { ItemDialog } from './item-dialog';

type Props = {
  items: AdminMenuItem[];
  total: number;
  page: number;
  pages: number;
  filter: ItemListFilter;
  categories: AdminCategory[];
};

const DEFAULTS = { q: '', category: '', status: 'all', page: 1 };

/** Menu Items: search, category and status filters, table, status toggle, add/edit/delete. */
export function ItemsManager({ items, total, page, pages, filter, categories }: Props) {
  const t = useTranslations('admin');
  const nav = useUrlFilters<typeof DEFAULTS>({ ...filter, page }, DEFAULTS);
  const { run, pendingId } = useAdminAction();
  const dialog = useEditDialog<AdminMenuItem>();

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
          <Button onClick={() => dialog.openWith(null)}>
            <Plus aria-hidden />
            {t('items.add')}
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchBox
          value={nav.state.q}
          onChange={(q) => nav.set({ q })}
          placeholder={t('items.search')}
        />
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
                  <RowActions
                    name={item.nameEn}
                    onEdit={() => dialog.openWith(item)}
                    onDelete={() => remove(item)}
                    busy={pendingId === item.id}
                  />
                </Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>

      <Pager
        page={page}
        pages={pages}
        onPage={(next) => nav.set({ page: next })}
        labels={{
          previous: t('items.previous'),
          next: t('items.next'),
          status: t('items.page', { page, pages }),
        }}
      />

      <ItemDialog
        open={dialog.open}
        onOpenChange={dialog.setOpen}
        item={dialog.record}
        categories={categories}
      />
    </>
  );
}
