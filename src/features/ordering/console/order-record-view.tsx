import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Table, Td, Th } from '@/components/ui/table';
import { formatAdminDateTime } from '@/lib/admin-format';
import { formatPrice } from '@/lib/format';
import type { OrderRecord } from '@/features/ordering/server/order-history';
import { PAYMENT_TEXT } from './order-text';
import { shownAmount } from './order-amounts-list';
import { amountLines } from '@/features/ordering/rules/order-amounts';
import { OrderRefunds } from './order-refunds';

const EVENTS = new Set([
  'placed',
  'paid',
  'paidTooLate',
  'paidAfterCancel',
  'lapsed',
  'accept',
  'ready',
  'pickUp',
  'cancel',
  'refundSent',
  'refundedAtStripe',
  'refund',
  'refundedInFull',
]);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-stone-600 uppercase">{label}</dt>
      <dd className="mt-1 text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * One order's page in the console: who ordered, for when, each line as it was priced, the
 * totals and payment, and its timeline (placed, paid, accepted by whom, ready, picked up,
 * cancelled, refunded), each step at the restaurant's time.
 */
export async function OrderRecordView({
  record,
  mayRefund,
}: {
  record: OrderRecord;
  mayRefund: boolean;
}) {
  const [t, amounts] = await Promise.all([
    getTranslations({ locale: 'en', namespace: 'admin.orders' }),
    getTranslations({ locale: 'en', namespace: 'admin.orders.amounts' }),
  ]);
  const { order, timezone } = record;
  const at = (instant: Date) => formatAdminDateTime(instant, timezone);
  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title={t('record.title', { number: order.number })}
        subtitle={record.restaurant}
        actions={
          <>
            <Link href="/admin/orders/history" className={buttonClass('outline')}>
              {t('record.back')}
            </Link>
            <Link href={`/admin/orders/${order.id}/ticket`} className={buttonClass('outline')}>
              {t('record.printTicket')}
            </Link>
          </>
        }
      />
      <dl className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t('record.status')}>
          <Badge variant="secondary">{t(`statuses.${order.status}`)}</Badge>
        </Fact>
        <Fact label={t('record.guest')}>
          <span className="block">{order.fullName}</span>
          <a href={`tel:${order.phone}`} dir="ltr" className="block text-pomegranate underline">
            {order.phone}
          </a>
          <a href={`mailto:${order.email}`} className="block break-all text-pomegranate underline">
            {order.email}
          </a>
        </Fact>
        <Fact label={t('record.pickup')}>
          <span className="block">{at(order.pickupAt)}</span>
          <span className="block text-sm text-stone-600">
            {order.asap ? t('record.asap') : t('record.chosen')}
          </span>
        </Fact>
        <Fact label={t('record.payment')}>
          {t(PAYMENT_TEXT[order.paymentStatus], { total: formatPrice(order.total) })}
        </Fact>
      </dl>
      {order.note ? <p>{t('noteFromGuest', { note: order.note })}</p> : null}
      {order.cancelReason ? (
        <p className="text-red-800">{t('record.cancelReason', { reason: order.cancelReason })}</p>
      ) : null}
      <section aria-labelledby="order-lines" className="grid gap-2">
        <h2 id="order-lines" className="text-lg font-semibold">
          {t('record.lines')}
        </h2>
        <Table>
          <thead>
            <tr>
              <Th>{t('record.quantity')}</Th>
              <Th>{t('record.item')}</Th>
              <Th className="text-end">{t('record.amount')}</Th>
            </tr>
          </thead>
          <tbody>
            {record.lines.map((line) => (
              <tr key={line.id} className="align-top">
                <Td>{line.quantity}</Td>
                <Td>
                  <span className="block font-medium">{line.nameEn}</span>
                  {line.options.map((option) => (
                    <span key={option.id} className="block text-sm text-stone-600">
                      + {option.nameEn}
                    </span>
                  ))}
                  {line.note ? (
                    <span className="block text-sm text-stone-600">
                      {t('lineNote', { note: line.note })}
                    </span>
                  ) : null}
                </Td>
                <Td className="text-end">{formatPrice(line.lineTotal)}</Td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {amountLines(order).map(({ key, amount }) => (
              <tr key={key}>
                <Td colSpan={2} className={key === 'total' ? 'font-semibold' : undefined}>
                  {amounts(`${key}`, { rate: order.taxRate, code: order.promoCode ?? 'none' })}
                </Td>
                <Td className={`text-end ${key === 'total' ? 'font-semibold' : ''}`}>
                  {shownAmount(key, amount)}
                </Td>
              </tr>
            ))}
          </tfoot>
        </Table>
      </section>
      <OrderRefunds record={record} mayRefund={mayRefund} />
      <section aria-labelledby="order-timeline" className="grid gap-2">
        <h2 id="order-timeline" className="text-lg font-semibold">
          {t('record.timeline')}
        </h2>
        <ol className="grid gap-2 border-s-2 border-stone-300 ps-4">
          {record.timeline
            .filter((event) => EVENTS.has(event.move))
            .map((event, index) => (
              <li key={index}>
                <span className="font-medium">
                  {t(`record.events.${event.move}` as 'record.events.placed')}
                </span>{' '}
                <time dateTime={event.at.toISOString()} className="text-stone-700">
                  {at(event.at)}
                </time>
                {event.by ? (
                  <span className="text-stone-600"> · {t('record.by', { email: event.by })}</span>
                ) : null}
              </li>
            ))}
        </ol>
      </section>
    </div>
  );
}
