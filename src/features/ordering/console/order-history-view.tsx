import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/controls';
import { Table, Td, Th } from '@/components/ui/table';
import { formatAdminDateTime } from '@/lib/admin-format';
import { formatPrice } from '@/lib/format';
import {
  ORDER_SEARCH_MAX,
  ORDER_SEARCH_MAX_DAYS,
  type OrderSearch,
} from '@/features/ordering/schemas/order-search';
import type { HistoryRestaurant, OrderHistoryRow } from '@/features/ordering/server/order-history';
import { PAYMENT_TEXT } from './order-text';

type Found = {
  rows: OrderHistoryRow[];
  total: number;
  page: number;
  pages: number;
  refused: string | null;
};

const REFUSALS = {
  'admin.orders.history.badDate': 'badDate',
  'admin.orders.history.badRange': 'badRange',
  notYours: 'notYours',
} as const;

/** The address of this search at another page (only what was asked, nothing blank). */
function pageHref(search: OrderSearch, page: number) {
  const params = new URLSearchParams();
  for (const key of ['q', 'location', 'from', 'to'] as const) {
    if (search[key]) params.set(key, search[key]);
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/orders/history?${query}` : '/admin/orders/history';
}

/**
 * The order history: a search form that is a plain form (it works before the page's scripts
 * have loaded, and a search is an address staff can share), what it found, a page at a time.
 */
export async function OrderHistoryView({
  search,
  restaurants,
  found,
}: {
  search: OrderSearch;
  restaurants: HistoryRestaurant[];
  found: Found;
}) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.orders' });
  const refusal = found.refused ? REFUSALS[found.refused as keyof typeof REFUSALS] : null;
  return (
    <div className="grid gap-4">
      <AdminPageHeader
        title={t('history.title')}
        subtitle={t('history.subtitle')}
        actions={
          <Link href="/admin/orders" className={buttonClass('outline')}>
            {t('history.board')}
          </Link>
        }
      />
      <form
        method="get"
        action="/admin/orders/history"
        role="search"
        className="flex flex-wrap items-end gap-3"
      >
        <label className="grid min-w-56 flex-1 gap-1 text-sm text-stone-700">
          {t('history.search')}
          <Input type="search" name="q" defaultValue={search.q} maxLength={ORDER_SEARCH_MAX} />
        </label>
        {restaurants.length > 1 ? (
          <label className="grid gap-1 text-sm text-stone-700">
            {t('restaurant')}
            <Select name="location" defaultValue={search.location} className="w-auto min-w-48">
              <option value="">{t('allRestaurants')}</option>
              {restaurants.map((place) => (
                <option key={place.slug} value={place.slug}>
                  {place.name}
                </option>
              ))}
            </Select>
          </label>
        ) : null}
        <label className="grid gap-1 text-sm text-stone-700">
          {t('history.pickupFrom')}
          <Input type="date" name="from" defaultValue={search.from} className="w-auto" />
        </label>
        <label className="grid gap-1 text-sm text-stone-700">
          {t('history.pickupTo')}
          <Input type="date" name="to" defaultValue={search.to} className="w-auto" />
        </label>
        <Button type="submit">{t('history.searchButton')}</Button>
      </form>
      {search.clipped ? (
        <p role="status" className="text-sm text-amber-800">
          {t('history.clipped', { max: ORDER_SEARCH_MAX })}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {t(`history.${refusal}`, { max: ORDER_SEARCH_MAX_DAYS })}
        </p>
      ) : null}
      {restaurants.length === 0 ? (
        <p className="rounded-lg border border-stone-200 bg-white p-6">
          {t('history.noRestaurants')}
        </p>
      ) : (
        <>
          <Badge variant="outline" className="justify-self-end" aria-live="polite">
            {t('history.count', { count: found.total })}
          </Badge>
          <HistoryTable rows={found.rows} />
          <HistoryPager search={search} page={found.page} pages={found.pages} />
        </>
      )}
    </div>
  );
}

async function HistoryTable({ rows }: { rows: OrderHistoryRow[] }) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.orders' });
  const columns = ['number', 'placed', 'restaurant', 'guest', 'pickup', 'status', 'payment'];
  return (
    <Table>
      <thead>
        <tr>
          {columns.map((column) => (
            <Th key={column}>{t(`history.columns.${column}` as 'history.columns.number')}</Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <Td colSpan={columns.length} className="py-8 text-center text-stone-600">
              {t('history.empty')}
            </Td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.id} className="align-top">
              <Td>
                <Link
                  href={`/admin/orders/${row.id}`}
                  className="font-semibold text-pomegranate underline"
                >
                  {`#${row.number}`}
                </Link>
              </Td>
              <Td className="whitespace-nowrap">
                {formatAdminDateTime(row.createdAt, row.timezone)}
              </Td>
              <Td>{row.restaurant}</Td>
              <Td>
                <span className="block">{row.fullName}</span>
                <span className="block text-sm text-stone-600" dir="ltr">
                  {row.phone}
                </span>
                <span className="block text-sm break-all text-stone-600">{row.email}</span>
              </Td>
              <Td className="whitespace-nowrap">
                {formatAdminDateTime(row.pickupAt, row.timezone)}
              </Td>
              <Td>
                <Badge variant="secondary">{t(`statuses.${row.status}`)}</Badge>
              </Td>
              <Td>{t(PAYMENT_TEXT[row.paymentStatus], { total: formatPrice(row.total) })}</Td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}

async function HistoryPager({
  search,
  page,
  pages,
}: {
  search: OrderSearch;
  page: number;
  pages: number;
}) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.orders.history' });
  if (pages <= 1) return null;
  const link = (to: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link href={pageHref(search, to)} className={buttonClass('outline', 'sm')}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${buttonClass('outline', 'sm')} opacity-60`}>
        {label}
      </span>
    );
  return (
    <nav aria-label={t('pages')} className="flex items-center justify-end gap-3">
      {link(page - 1, t('previous'), page > 1)}
      <span className="text-sm text-stone-700">{t('page', { page, pages })}</span>
      {link(page + 1, t('next'), page < pages)}
    </nav>
  );
}
