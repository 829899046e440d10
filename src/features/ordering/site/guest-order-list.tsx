import { getTranslations } from 'next-intl/server';
import type { GuestOrder } from '../server/guest-orders';
import { formatLongDate, formatPrice } from '@/lib/format';
import { localizedPath } from '@/lib/locale-path';
import { wallClockOf } from '../rules/pickup-format';
import { OrderAgainButton } from './order-again-button';

/** A guest's orders on their account page, newest first, each with its receipt's page. */
export async function GuestOrderList({
  locale,
  email,
  orders,
  errors,
}: {
  locale: string;
  email: string;
  orders: GuestOrder[];
  /** The refusals "Order again" may get, by message key. */
  errors: Record<string, string>;
}) {
  const t = await getTranslations('account');
  if (orders.length === 0) return <p className="text-muted">{t('noOrders', { email })}</p>;
  return (
    <ul className="grid divide-y divide-sand-deep">
      {orders.map((order) => (
        <li key={order.number} className="grid gap-1 py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-coffee">
              {t('orderNumber', { number: order.number })} ·{' '}
              {locale === 'ar' ? order.restaurant.nameAr : order.restaurant.nameEn}
            </p>
            <span dir="ltr" className="font-semibold">
              {formatPrice(order.total)}
            </span>
          </div>
          <p className="text-sm text-muted">
            {t('placedAt', {
              date: formatLongDate(
                wallClockOf(order.placedAt, order.restaurant.timezone).date,
                locale,
              ),
            })}{' '}
            · <span className="font-semibold text-charcoal">{t(`statuses.${order.status}`)}</span>
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-4">
            {order.orderable ? (
              <OrderAgainButton
                number={order.number}
                slug={order.restaurant.slug}
                locale={locale}
                context={t('orderNumber', { number: order.number })}
                texts={{ label: t('orderAgain'), pending: t('orderingAgain'), errors }}
              />
            ) : null}
            {order.token ? (
              <a
                href={localizedPath(locale, `/orders/${order.token}`)}
                className="font-semibold text-pomegranate underline"
              >
                {t('viewOrder')}
                <span className="sr-only"> ({t('orderNumber', { number: order.number })})</span>
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
