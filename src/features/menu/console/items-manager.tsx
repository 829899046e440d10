'use client';

import dynamic from 'next/dynamic';
import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ItemListFilter } from '@/features/menu/schemas/menu';
import {
  deleteMenuItemEntry,
  setMenuItemSoldOut,
  setMenuItemStatus,
} from '@/server/browser-actions';
import type { AdminCategory, AdminMenuItem } from '@/features/menu/server/console-queries';
import type { LibraryImage } from '@/server/media/queries';
import type { LocationView } from '@/features/menu/server/console-location';
import { formatPrice } from '@/lib/format';
import { DataTable, ListToolbar, Pager, SearchBox } from '@/components/admin/list-controls';
import { ActiveBadge, BilingualName } from '@/components/admin/cells';
import { AdminPageHeader } from '@/components/admin/page-header';
import { RowActions } from '@/components/admin/row-actions';
import { badgeClass } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/controls';
import { Td } from '@/components/ui/table';
import { useAdminAction, useEditDialog } from '@/components/admin/use-admin-action';
import { useUrlFilters } from '@/components/admin/use-url-filters';
import type { GroupChoice } from './item-dialog';

/**
 * The item form (its fields, schema and photo upload) loads when it is first opened: the list
 * comes alive sooner, which a phone on a slow network feels most.
 */
const ItemDialog = dynamic(() => import('./item-dialog').then((m) => m.ItemDialog), {
  ssr: false,
});
import { CopyPrices, LocationNote, RestaurantCells, RestaurantPicker } from './at-location';
import { HoursHere } from './hours-here';

/** A dish with no setting of its own at the restaurant. */
const BRAND = { offered: true, price: null, soldOutOn: null };

type Props = {
  items: AdminMenuItem[];
  total: number;
  page: number;
  pages: number;
  filter: ItemListFilter;
  categories: AdminCategory[];
  groups: GroupChoice[];
  library: LibraryImage[];
  /** All restaurants (the brand menu) or one restaurant's own settings, and today there. */
  view: LocationView;
};

const DEFAULTS = { q: '', location: '', category: '', status: 'all', page: 1 };

/**
 * Menu Items: search, restaurant, category and status filters, table, status toggle,
 * add/edit/delete. With a restaurant chosen, each row shows its price there, whether it serves
 * it and whether it is sold out there today, changed in place.
 */
export function ItemsManager({
  items,
  total,
  page,
  pages,
  filter,
  categories,
  groups,
  library,
  view,
}: Props) {
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

  const today = view.today;
  const here = view.chosen;
  // Dishes themselves (add, edit, publish, delete) are the brand's: staff of every restaurant.
  const brandStaff = view.allowAll;

  const toggleSoldOut = (item: AdminMenuItem) => {
    const soldOut = item.soldOutOn !== today;
    void run(item.id, () => setMenuItemSoldOut({ id: item.id, soldOut }), {
      success: soldOut ? t('items.soldOutDone') : t('items.availableDone'),
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
          <>
            <CopyPrices view={view} />
            {brandStaff ? (
              <Button onClick={() => dialog.openWith(null)}>
                <Plus aria-hidden />
                {t('items.add')}
              </Button>
            ) : null}
          </>
        }
      />
      <ListToolbar
        pending={nav.pending}
        loadingLabel={t('common.loading')}
        count={t('items.count', { shown: items.length, total })}
      >
        <SearchBox
          value={nav.state.q}
          onChange={(q) => nav.set({ q })}
          placeholder={t('items.search')}
        />
        <RestaurantPicker
          view={view}
          value={nav.state.location}
          onChange={(location) => nav.set({ location })}
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
      </ListToolbar>

      <LocationNote view={view} />
      {here ? (
        <DataTable
          columns={[
            t('items.columns.name'),
            t('items.columns.category'),
            t('menuAt.brandPrice'),
            t('menuAt.priceHere'),
            t('menuAt.servedColumn'),
            t('menuAt.todayHere'),
            t('menuAt.hoursColumn'),
          ]}
          empty={t('items.empty')}
          isEmpty={items.length === 0}
          busy={nav.pending}
        >
          {items.map((item) => {
            const row = {
              kind: 'item' as const,
              id: item.id,
              name: item.nameEn,
              brandPrice: item.price,
            };
            return (
              <tr key={`${here.id}-${item.id}`}>
                <Td>
                  <BilingualName en={item.nameEn} ar={item.nameAr} />
                </Td>
                <Td>{titleOf(item.categorySlug)}</Td>
                <Td className="tabular-nums">{formatPrice(item.price)}</Td>
                <RestaurantCells view={view} restaurant={here} row={row} />
                <Td>
                  <HoursHere
                    row={row}
                    restaurant={here}
                    setting={view.settings[item.id] ?? BRAND}
                  />
                </Td>
              </tr>
            );
          })}
        </DataTable>
      ) : brandStaff ? (
        <DataTable
          columns={[
            t('items.columns.name'),
            t('items.columns.category'),
            t('items.columns.price'),
            t('items.columns.status'),
            t('items.columns.active'),
            t('items.columns.today'),
            t('common.actions'),
          ]}
          empty={t('items.empty')}
          isEmpty={items.length === 0}
          busy={nav.pending}
        >
          {items.map((item) => (
            <tr key={item.id}>
              <Td>
                <BilingualName en={item.nameEn} ar={item.nameAr} />
              </Td>
              <Td>{titleOf(item.categorySlug)}</Td>
              <Td className="tabular-nums">{formatPrice(item.price)}</Td>
              <Td>
                <button
                  type="button"
                  onClick={() => toggleStatus(item)}
                  disabled={pendingId === item.id}
                  aria-label={t('items.toggleStatus', {
                    status: item.status === 'published' ? t('common.published') : t('common.draft'),
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
                <ActiveBadge active={item.isActive} />
              </Td>
              <Td>
                <button
                  type="button"
                  onClick={() => toggleSoldOut(item)}
                  disabled={pendingId === item.id}
                  aria-pressed={item.soldOutOn === today}
                  aria-label={t('items.soldOutLabel', { name: item.nameEn })}
                  className={
                    badgeClass(item.soldOutOn === today ? 'warning' : 'outline') +
                    ' cursor-pointer whitespace-nowrap'
                  }
                >
                  {item.soldOutOn === today ? t('items.soldOut') : t('items.available')}
                </button>
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
          ))}
        </DataTable>
      ) : null}

      <Pager page={page} pages={pages} onPage={(next) => nav.set({ page: next })} />

      {dialog.open ? (
        <ItemDialog
          groups={groups}
          library={library}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          item={dialog.record}
          categories={categories}
        />
      ) : null}
    </>
  );
}
