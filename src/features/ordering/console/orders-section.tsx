import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { Table, Td, Th } from '@/components/ui/table';
import type { AnalyticsPeriod } from '@/lib/analytics-report';
import { formatPrice } from '@/lib/format';
import { withinScope } from '@/lib/location-scope';
import { orderClicksBySlug, orderFigures } from '@/features/ordering/rules/order-report';
import { todayDate } from '@/lib/time-zone';
import { loadOrNull } from '@/server/admin-load';
import { periodDays, readConversions } from '@/server/analytics/queries';
import type { StaffActor } from '@/server/auth/guard';
import type { Db } from '@/server/db/client';
import { listLocationsForAdmin, viewerScope } from '@/server/locations/queries';
import { readCodeDiscounts, readOrderDays } from '@/features/ordering/server/queries';
import { CodeDiscountsTable } from './code-discounts-table';
import { ExportLink } from '@/components/admin/export-link';

/**
 * The dashboard's pickup orders over its period: per restaurant the orders, sales, average order
 * and where its guests' order clicks went (pickup on the site or a delivery partner); per day the
 * orders and sales; the discounts given per promo code; and the orders as CSV. Staff limited to restaurants see theirs.
 */
export async function OrdersSection({
  db,
  days,
  actor,
}: {
  db: Db;
  days: AnalyticsPeriod;
  actor: StaffActor;
}) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.orders.report' });
  const today = todayDate();
  const loaded = await loadOrNull('dashboard', () =>
    Promise.all([
      viewerScope(db, actor).then((scope) =>
        Promise.all([
          readOrderDays(db, today, days, scope),
          readCodeDiscounts(db, today, days, scope),
        ]),
      ),
      listLocationsForAdmin(db),
      readConversions(db, today, days),
    ]),
  );
  const heading = (
    <h2 id="orders-report-title" className="text-lg font-semibold text-stone-900">
      {t('title')}
    </h2>
  );
  if (!loaded) {
    return (
      <section aria-labelledby="orders-report-title" className="mt-8">
        {heading}
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
          {t('loadFailed')}
        </p>
      </section>
    );
  }
  const [[rows, codes], places, conversions] = loaded;
  const clicks = orderClicksBySlug(conversions.events);
  const restaurants = withinScope(actor.locations, places)
    .filter((place) => place.orderingEnabled || rows.some((row) => row.locationId === place.id))
    .map((place) => ({ id: place.id, slug: place.slug, name: place.nameEn }));
  const figures = orderFigures(rows, clicks, restaurants, periodDays(today, days));
  const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
  const activeDays = figures.days.filter((day) => day.orders > 0).reverse();
  // The brand's fee from restaurants paid into their own Stripe accounts, once there is one.
  const withFees = figures.total.fees > 0;

  return (
    <section aria-labelledby="orders-report-title" className="mt-8 grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          {heading}
          <p className="text-sm text-stone-600">
            {t('subtitle', {
              count: days,
              orders: figures.total.orders,
              sales: formatPrice(figures.total.sales),
              average: formatPrice(figures.total.average),
              tips: formatPrice(figures.total.tips),
            })}
          </p>
        </div>
        <ExportLink href={`/api/admin/export/orders?days=${days}`} label={t('export')} size="sm" />
      </div>
      <Table>
        <caption className="sr-only">{t('byRestaurant', { count: days })}</caption>
        <thead>
          <tr>
            <Th>{t('restaurant')}</Th>
            <Th className="text-end">{t('orders')}</Th>
            <Th className="text-end">{t('sales')}</Th>
            <Th className="text-end">{t('average')}</Th>
            <Th className="text-end">{t('tips')}</Th>
            {withFees ? <Th className="text-end">{t('fees')}</Th> : null}
            <Th className="text-end">{t('share')}</Th>
          </tr>
        </thead>
        <tbody>
          {figures.restaurants.map((row) => (
            <tr key={row.slug}>
              <Th
                scope="row"
                className="bg-white text-sm font-medium tracking-normal normal-case text-stone-900"
              >
                {row.name}
              </Th>
              <Td className="text-end tabular-nums">{row.orders}</Td>
              <Td className="text-end tabular-nums">{formatPrice(row.sales)}</Td>
              <Td className="text-end tabular-nums">{formatPrice(row.average)}</Td>
              <Td className="text-end tabular-nums">{formatPrice(row.tips)}</Td>
              {withFees ? <Td className="text-end tabular-nums">{formatPrice(row.fees)}</Td> : null}
              <Td className="text-end tabular-nums">
                {row.stays === null
                  ? t('noClicks')
                  : t('staysOf', {
                      share: percent.format(row.stays),
                      pickup: row.clicks.pickup,
                      partner: row.clicks.partner,
                    })}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Card className="p-4">
        {activeDays.length === 0 ? (
          <p className="text-sm text-stone-600">{t('empty')}</p>
        ) : (
          <Table>
            <caption className="sr-only">{t('byDay', { count: days })}</caption>
            <thead>
              <tr>
                <Th>{t('day')}</Th>
                <Th className="text-end">{t('orders')}</Th>
                <Th className="text-end">{t('sales')}</Th>
                <Th className="text-end">{t('average')}</Th>
                <Th className="text-end">{t('tips')}</Th>
              </tr>
            </thead>
            <tbody>
              {activeDays.map((day) => (
                <tr key={day.day}>
                  <Td>{day.day}</Td>
                  <Td className="text-end tabular-nums">{day.orders}</Td>
                  <Td className="text-end tabular-nums">{formatPrice(day.sales)}</Td>
                  <Td className="text-end tabular-nums">{formatPrice(day.average)}</Td>
                  <Td className="text-end tabular-nums">{formatPrice(day.tips)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
      <CodeDiscountsTable rows={codes} days={days} />
    </section>
  );
}
