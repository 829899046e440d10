'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { formatTime } from '@/lib/hours';
import { formatPrice } from '@/lib/format';
import { pickupDayFrom, wallClockOf } from '@/features/ordering/rules/pickup-format';
import { READY_IN_MINUTES } from '@/features/ordering/schemas/kitchen';
import { moveOrderStep } from '@/server/browser-actions';
import type { BoardOrder } from '@/features/ordering/server/kitchen';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useFailureText } from '@/components/admin/use-admin-action';
import { CancelOrderDialog } from './cancel-order-dialog';
import { PauseOrdering, type OrderingRestaurant } from './pause-ordering';
import { useLiveOrders } from './use-live-orders';

const COLUMNS = ['received', 'accepted', 'ready'] as const;
/** What the card says of the payment. */
const PAYMENT_TEXT = {
  unpaid: 'payAtPickup',
  paid: 'paid',
  refund_pending: 'refundPending',
  refunded: 'refunded',
} as const;
const big = 'min-h-14 rounded-xl px-5 text-lg font-semibold disabled:opacity-60';

/** A time of day at the restaurant ("6:30 PM"). */
function atRestaurant(iso: string, timeZone: string): string {
  return formatTime(wallClockOf(new Date(iso), timeZone).time, 'en');
}

const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Pickups soonest first: the order the kitchen works in. */
const byPickup = (a: BoardOrder, b: BoardOrder) => a.pickupAt.localeCompare(b.pickupAt);

/**
 * The kitchen's screen, for a tablet in landscape (columns) and a phone (one after another): new
 * orders, those in the kitchen, those ready, and the day's finished ones. New orders arrive
 * through the live feed (use-live-orders.ts) without a reload, with a sound and a count in the
 * tab's title. Each step is one large button; cancelling asks for the reason the guest reads.
 */
export function KitchenBoard({
  renderedAt,
  chosen,
  restaurants,
  orders: initial,
}: {
  renderedAt: string;
  chosen: string | null;
  restaurants: OrderingRestaurant[];
  orders: BoardOrder[];
}) {
  const t = useTranslations('admin.orders');
  const failureText = useFailureText();
  const { orders, live, apply } = useLiveOrders(initial, renderedAt, chosen);
  const [busy, setBusy] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<BoardOrder | null>(null);
  const fresh = orders.filter((order) => order.status === 'received').length;
  const baseTitle = useRef<string | null>(null);

  useEffect(() => {
    baseTitle.current ??= document.title;
    document.title = fresh > 0 ? `(${fresh}) ${baseTitle.current}` : baseTitle.current;
  }, [fresh]);

  const step = async (
    order: BoardOrder,
    change: { to: 'accepted'; minutes: number } | { to: 'ready' } | { to: 'picked_up' },
  ) => {
    setBusy(order.id);
    const result = await moveOrderStep({ id: order.id, ...change }).catch(() => null);
    setBusy(null);
    if (result?.status === 'success') {
      apply({ ...order, status: result.data.status });
      toast.success(
        t('stepDone', { number: order.number, status: t(`statuses.${result.data.status}`) }),
      );
    } else {
      toast.error(
        result?.status === 'error' ? failureText(result, t('stepFailed')) : t('stepFailed'),
      );
    }
  };

  if (restaurants.length === 0) {
    return (
      <div className="grid gap-6">
        <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
        <p className="rounded-lg border border-stone-200 bg-white p-6">{t('noRestaurants')}</p>
      </div>
    );
  }

  const zoneOf = (order: BoardOrder) => order.timezone;
  /** "Pickup 6:30 PM"; with its day when it is not today's ("Pickup tomorrow, 9:00 AM"). */
  const pickupText = (order: BoardOrder) => {
    const time = atRestaurant(order.pickupAt, zoneOf(order));
    if (order.asap) return t('asap', { time });
    const when = pickupDayFrom(new Date(order.pickupAt), zoneOf(order), new Date());
    if (when.day === 'today') return t('pickupAt', { time });
    const day =
      when.day === 'tomorrow' ? t('tomorrow') : shortDay.format(new Date(`${when.date}T00:00:00Z`));
    return t('pickupOn', { day, time });
  };
  const card = (order: BoardOrder) => (
    <li
      key={order.id}
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      data-order={order.number}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-2xl font-bold text-stone-900">#{order.number}</h3>
        <p className="text-lg font-semibold">{pickupText(order)}</p>
      </div>
      <p className="text-lg">
        {order.fullName} ·{' '}
        <a href={`tel:${order.phone.replace(/[^+\d]/g, '')}`} className="underline" dir="ltr">
          {order.phone}
        </a>
        {restaurants.length > 1 && !chosen ? (
          <span className="text-stone-600"> · {order.locationName}</span>
        ) : null}
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
      <p className="text-stone-700">
        {t(PAYMENT_TEXT[order.paymentStatus], { total: formatPrice(order.total) })}
        {order.readyAt && order.status === 'accepted'
          ? ` · ${t('readyAt', { time: atRestaurant(order.readyAt, zoneOf(order)) })}`
          : ''}
      </p>
      {order.status === 'cancelled' && order.cancelReason ? (
        <p className="text-red-800">{t('cancelled', { reason: order.cancelReason })}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {order.status === 'received' ? (
          <div role="group" aria-labelledby={`accept-${order.id}`} className="grid w-full gap-2">
            <span id={`accept-${order.id}`} className="text-sm text-stone-600">
              {t('acceptIn')}
            </span>
            <div className="grid grid-cols-2 gap-2 xl:grid-cols-4">
              {READY_IN_MINUTES.filter((m) => m >= 10 && m <= 30).map((minutes) => (
                <button
                  key={minutes}
                  type="button"
                  disabled={busy === order.id}
                  onClick={() => void step(order, { to: 'accepted', minutes })}
                  className={`${big} bg-pomegranate px-2 text-white hover:bg-pomegranate-deep`}
                  aria-label={t('accept', { minutes })}
                >
                  {t('minutes', { minutes })}
                </button>
              ))}
            </div>
          </div>
        ) : null}
        {order.status === 'accepted' ? (
          <button
            type="button"
            disabled={busy === order.id}
            onClick={() => void step(order, { to: 'ready' })}
            className={`${big} bg-emerald-700 text-white hover:bg-emerald-800`}
          >
            {t('markReady')}
          </button>
        ) : null}
        {order.status === 'ready' ? (
          <button
            type="button"
            disabled={busy === order.id}
            onClick={() => void step(order, { to: 'picked_up' })}
            className={`${big} bg-stone-900 text-white hover:bg-stone-700`}
          >
            {t('pickedUp')}
          </button>
        ) : null}
        {COLUMNS.includes(order.status as (typeof COLUMNS)[number]) ? (
          <button
            type="button"
            disabled={busy === order.id}
            onClick={() => setCancelling(order)}
            className={`${big} border border-stone-300 bg-white text-stone-900 hover:bg-stone-50`}
          >
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </li>
  );

  const finished = orders
    .filter((order) => order.status === 'picked_up' || order.status === 'cancelled')
    .reverse();
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PauseOrdering restaurants={restaurants} chosen={chosen} />
        <p role="status" className={live ? 'text-emerald-800' : 'text-amber-800'}>
          {live ? t('live') : t('reconnecting')}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {COLUMNS.map((status) => {
          const here = orders.filter((order) => order.status === status).sort(byPickup);
          return (
            <section
              key={status}
              aria-labelledby={`column-${status}`}
              className="grid content-start gap-3 rounded-xl bg-stone-100 p-3"
            >
              <h2 id={`column-${status}`} className="text-xl font-bold text-stone-900">
                {t(`columns.${status}`)} ({here.length})
              </h2>
              {here.length === 0 ? (
                <p className="text-stone-600">{t('emptyColumn')}</p>
              ) : (
                <ul className="grid gap-3">{here.map(card)}</ul>
              )}
            </section>
          );
        })}
      </div>
      {finished.length > 0 ? (
        <section aria-labelledby="column-finished" className="grid gap-3">
          <h2 id="column-finished" className="text-xl font-bold text-stone-900">
            {t('columns.finished')} ({finished.length})
          </h2>
          <ul className="grid gap-2 md:grid-cols-2 xl:grid-cols-3">
            {finished.map((order) => (
              <li
                key={order.id}
                data-finished={order.number}
                className="rounded-lg border border-stone-200 bg-white p-3"
              >
                <span className="font-semibold">#{order.number}</span> · {order.fullName} ·{' '}
                {t(`statuses.${order.status}`)}
                {order.cancelReason ? ` · ${order.cancelReason}` : ''}
                {order.paymentMethod === 'card' ? (
                  <span className="block text-sm text-stone-700">
                    {t(PAYMENT_TEXT[order.paymentStatus], { total: formatPrice(order.total) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <CancelOrderDialog
        order={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(order) => apply({ ...order, status: 'cancelled' })}
      />
    </div>
  );
}
