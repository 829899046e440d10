import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Table, Td, Th } from '@/components/ui/table';
import { formatAdminDateTime } from '@/lib/admin-format';
import { formatPrice } from '@/lib/format';
import type { OrderRecord } from '@/features/ordering/server/order-history';
import { refundLeft } from '@/features/ordering/rules/refund-amounts';
import { RefundDialog } from './refund-dialog';

/**
 * An order's refunds on its console page: each one (when, how much, which lines, why, by whom,
 * sent to the card or still being sent), what is left of the payment, and, for owners and
 * managers while some is left of a card payment, the Refund button.
 */
export async function OrderRefunds({
  record,
  mayRefund,
}: {
  record: OrderRecord;
  mayRefund: boolean;
}) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.orders.refund' });
  const { order, refunds, lines, timezone } = record;
  const refundable = order.paymentMethod === 'card' && order.paymentStatus === 'paid';
  if (refunds.length === 0 && !(mayRefund && refundable)) return null;
  const nameOf = (lineId: string) => lines.find((line) => line.id === lineId)?.nameEn ?? '';
  return (
    <section aria-labelledby="order-refunds" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-refunds" className="text-lg font-semibold">
          {t('heading')}
        </h2>
        {mayRefund && refundable ? (
          <RefundDialog
            orderId={order.id}
            number={order.number}
            order={{
              subtotal: order.subtotal,
              discount: order.discount,
              tax: order.tax,
              tip: order.tip,
              total: order.total,
              refunded: order.refunded,
            }}
            lines={lines.map((line) => ({
              id: line.id,
              name: line.nameEn,
              quantity: line.quantity,
              lineTotal: line.lineTotal,
            }))}
          />
        ) : null}
      </div>
      <p>
        {t('summary', {
          refunded: formatPrice(order.refunded),
          left: formatPrice(refundLeft(order)),
        })}
      </p>
      {refunds.length > 0 ? (
        <Table>
          <thead>
            <tr>
              <Th>{t('when')}</Th>
              <Th>{t('whatColumn')}</Th>
              <Th>{t('why')}</Th>
              <Th className="text-end">{t('amountColumn')}</Th>
            </tr>
          </thead>
          <tbody>
            {refunds.map((refund) => (
              <tr key={refund.id} className="align-top">
                <Td>
                  <span className="block">{formatAdminDateTime(refund.createdAt, timezone)}</span>
                  {refund.byEmail ? (
                    <span className="block text-sm text-stone-600">{refund.byEmail}</span>
                  ) : null}
                </Td>
                <Td>
                  {refund.lines.length > 0
                    ? refund.lines
                        .map((line) => `${line.quantity} × ${nameOf(line.lineId)}`)
                        .join(', ')
                    : t(refund.whole ? 'kinds.whole' : 'kinds.amount')}
                </Td>
                <Td>{refund.reason}</Td>
                <Td className="text-end">
                  <span className="block">{formatPrice(refund.amount)}</span>
                  <Badge variant={refund.status === 'sent' ? 'success' : 'warning'}>
                    {t(`statuses.${refund.status}`)}
                  </Badge>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </section>
  );
}
