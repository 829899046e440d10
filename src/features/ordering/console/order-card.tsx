'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { formatPrice } from '@/lib/format';
import { OrderAmountsList } from './order-amounts-list';
import { cx } from '@/lib/cn';
import { pickupDayFrom } from '@/features/ordering/rules/pickup-format';
import {
  acceptChoices,
  LATER_BY_MINUTES,
  READY_IN_SHOWN,
} from '@/features/ordering/rules/kitchen-timing';
import type { BoardOrder } from '@/features/ordering/server/kitchen';
import { atRestaurant, PAYMENT_TEXT, shortDayOf } from './order-text';

const OPEN = new Set(['received', 'accepted', 'ready']);
const big = 'min-h-14 whitespace-nowrap rounded-xl px-5 text-lg font-semibold disabled:opacity-60';
const acceptButton = `${big} bg-pomegranate px-2 text-white hover:bg-pomegranate-deep`;

export type CardStep =
  | { to: 'accepted'; minutes: number }
  | { to: 'accepted'; laterBy: number }
  | { to: 'ready' }
  | { to: 'picked_up' };

/**
 * One order on the kitchen's board: its number large, its pickup time (with the day when it is
 * not today's), the guest, each line with its options and note, the payment, and one large
 * button per step. An order wanted as soon as possible is accepted "ready in N minutes"; one for
 * a chosen time "ready at" that time, or 5 to 15 minutes later. Drawn again only when its own
 * props change: a board of 200 orders redraws the one card a tap changed.
 */
export const OrderCard = memo(function OrderCard({
  order,
  now,
  showRestaurant,
  busy,
  onStep,
  onCancel,
  onPrint,
}: {
  order: BoardOrder;
  now: Date;
  showRestaurant: boolean;
  busy: boolean;
  onStep: (order: BoardOrder, step: CardStep) => void;
  onCancel: (order: BoardOrder) => void;
  onPrint: (order: BoardOrder) => void;
}) {
  const t = useTranslations('admin.orders');
  const zone = order.timezone;
  const time = atRestaurant(order.pickupAt, zone);
  const pickupText = () => {
    if (order.asap) return t('asap', { time });
    const when = pickupDayFrom(new Date(order.pickupAt), zone, now);
    if (when.day === 'today') return t('pickupAt', { time });
    const day = when.day === 'tomorrow' ? t('tomorrow') : shortDayOf(when.date);
    return t('pickupOn', { day, time });
  };
  const flagged = order.status === 'received' && order.staffAlertedAt !== null;
  const choices = acceptChoices(
    { ...order, pickupAt: new Date(order.pickupAt), receivedAt: null },
    now,
  );
  const later = (minutes: number) =>
    atRestaurant(new Date(new Date(order.pickupAt).getTime() + minutes * 60_000), zone);

  return (
    <li
      className={cx(
        'grid gap-3 rounded-xl border bg-white p-4 shadow-sm',
        flagged ? 'border-2 border-red-700' : 'border-stone-200',
      )}
      data-order={order.number}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-3xl font-bold text-stone-900">#{order.number}</h3>
        <p className="text-xl font-semibold">{pickupText()}</p>
      </div>
      {flagged ? (
        <p className="rounded-md bg-red-50 p-2 font-semibold text-red-800">{t('notAccepted')}</p>
      ) : null}
      <p className="text-lg">
        {order.fullName} ·{' '}
        <a href={`tel:${order.phone.replace(/[^+\d]/g, '')}`} className="underline" dir="ltr">
          {order.phone}
        </a>
        {showRestaurant ? <span className="text-stone-600"> · {order.locationName}</span> : null}
      </p>
      <ul className="grid gap-1 text-lg">
        {order.lines.map((line, index) => (
          <li key={index}>
            <span className="font-semibold">
              {line.quantity} × {line.name}
            </span>
            {line.options.length > 0 ? (
              <span className="text-stone-700"> ({line.options.join(', ')})</span>
            ) : null}
            {line.note ? (
              <span className="block text-base text-amber-900">
                {t('lineNote', { note: line.note })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {order.note ? (
        <p className="rounded-md bg-amber-50 p-2 text-amber-950">
          {t('noteFromGuest', { note: order.note })}
        </p>
      ) : null}
      <OrderAmountsList order={order} className="grid gap-0.5 text-stone-800" />
      <p className="text-stone-700">
        {t(PAYMENT_TEXT[order.paymentStatus], { total: formatPrice(order.total) })}
        {order.readyAt && order.status === 'accepted'
          ? ` · ${t('readyAt', { time: atRestaurant(order.readyAt, zone) })}`
          : ''}
      </p>
      {order.status === 'cancelled' && order.cancelReason ? (
        <p className="text-red-800">{t('cancelled', { reason: order.cancelReason })}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {order.status === 'received' ? (
          <div role="group" aria-labelledby={`accept-${order.id}`} className="grid w-full gap-2">
            <span id={`accept-${order.id}`} className="text-sm text-stone-600">
              {choices === 'readyIn' ? t('acceptIn') : t('acceptAtLabel')}
            </span>
            <div className="grid grid-cols-4 gap-2 lg:grid-cols-2">
              {choices === 'readyIn'
                ? READY_IN_SHOWN.map((minutes) => (
                    <button
                      key={minutes}
                      type="button"
                      disabled={busy}
                      onClick={() => onStep(order, { to: 'accepted', minutes })}
                      className={acceptButton}
                      aria-label={t('accept', { minutes })}
                    >
                      {t('minutes', { minutes })}
                    </button>
                  ))
                : LATER_BY_MINUTES.map((minutes) => (
                    <button
                      key={minutes}
                      type="button"
                      disabled={busy}
                      onClick={() => onStep(order, { to: 'accepted', laterBy: minutes })}
                      className={acceptButton}
                      aria-label={
                        minutes === 0
                          ? t('acceptAt', { time })
                          : t('acceptLater', { minutes, time: later(minutes) })
                      }
                    >
                      {minutes === 0 ? time : t('laterBy', { minutes })}
                    </button>
                  ))}
            </div>
          </div>
        ) : null}
        {order.status === 'accepted' ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onStep(order, { to: 'ready' })}
            className={`${big} bg-emerald-700 text-white hover:bg-emerald-800`}
          >
            {t('markReady')}
          </button>
        ) : null}
        {order.status === 'ready' ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onStep(order, { to: 'picked_up' })}
            className={`${big} bg-stone-900 text-white hover:bg-stone-700`}
          >
            {t('pickedUp')}
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => onPrint(order)}
          aria-label={t('printLabel', { number: order.number })}
          className={`${big} border border-stone-300 bg-white text-stone-900 hover:bg-stone-50`}
        >
          {t('print')}
        </button>
        {OPEN.has(order.status) ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onCancel(order)}
            className={`${big} border border-stone-300 bg-white text-stone-900 hover:bg-stone-50`}
          >
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </li>
  );
});
