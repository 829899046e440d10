import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import { OrderAmountsList } from './order-amounts-list';
import { wallClockOf } from '@/features/ordering/rules/pickup-format';
import type { BoardOrder } from '@/features/ordering/server/kitchen';
import { atRestaurant, PAYMENT_TEXT, shortDayOf } from './order-text';

/**
 * An order's kitchen ticket, laid out for 80 mm receipt paper (console.css, `.print-ticket`):
 * its number large, the pickup day and time (always with the day: a ticket is read later), the
 * guest, each line with its options and note, the order's note, its money line by line, and
 * paid or to pay. The same on
 * the ticket's own page and printed from the board.
 */
export function OrderTicket({ order }: { order: BoardOrder }) {
  const t = useTranslations('admin.orders');
  const zone = order.timezone;
  const time = atRestaurant(order.pickupAt, zone);
  const day = shortDayOf(wallClockOf(new Date(order.pickupAt), zone).date);
  return (
    <article className="print-ticket" aria-label={t('ticket.label', { number: order.number })}>
      <p className="ticket-restaurant">{order.locationName}</p>
      <h1 className="ticket-number">#{order.number}</h1>
      <p className="ticket-pickup">
        {order.asap ? t('ticket.asap', { day, time }) : t('pickupOn', { day, time })}
      </p>
      <p>
        {order.fullName} · <span dir="ltr">{order.phone}</span>
      </p>
      <ul className="ticket-lines">
        {order.lines.map((line, index) => (
          <li key={index}>
            <p className="ticket-line">
              {line.quantity} × {line.name}
            </p>
            {line.options.map((option) => (
              <p key={option} className="ticket-option">
                + {option}
              </p>
            ))}
            {line.note ? (
              <p className="ticket-option">{t('lineNote', { note: line.note })}</p>
            ) : null}
          </li>
        ))}
      </ul>
      {order.note ? (
        <p className="ticket-note">{t('noteFromGuest', { note: order.note })}</p>
      ) : null}
      <OrderAmountsList order={order} className="ticket-amounts" />
      <p className="ticket-payment">
        {t(PAYMENT_TEXT[order.paymentStatus], { total: formatPrice(order.total) })}
      </p>
      <p className="ticket-placed">
        {t('ticket.placed', {
          day: shortDayOf(wallClockOf(new Date(order.createdAt), zone).date),
          time: atRestaurant(order.createdAt, zone),
        })}
      </p>
    </article>
  );
}
