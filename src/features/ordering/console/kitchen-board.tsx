'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { formatPrice } from '@/lib/format';
import { dueAt, isScheduled } from '@/features/ordering/rules/kitchen-timing';
import { moveOrderStep } from '@/server/browser-actions';
import type { BoardOrder } from '@/features/ordering/server/kitchen';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/page-header';
import { buttonClass } from '@/components/ui/button';
import { useFailureText } from '@/components/admin/use-admin-action';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard, type CardStep } from './order-card';
import { PAYMENT_TEXT } from './order-text';
import { PauseOrdering, type OrderingRestaurant } from './pause-ordering';
import { useLiveOrders } from './use-live-orders';
import { useOrderAlerts } from './use-order-alerts';
import { useTicketPrinter } from './use-ticket-printer';

const COLUMNS = ['received', 'accepted', 'ready'] as const;

/** Pickups soonest first: the order the kitchen works in. */
const byPickup = (a: BoardOrder, b: BoardOrder) => a.pickupAt.localeCompare(b.pickupAt);

const timed = (order: BoardOrder) => ({
  asap: order.asap,
  pickupAt: new Date(order.pickupAt),
  receivedAt: order.receivedAt ? new Date(order.receivedAt) : null,
});
const scheduled = (order: BoardOrder, now: Date) =>
  order.status === 'received' && isScheduled(timed(order), order.prepMinutes, now);

/** The board's clock: read again each half minute, and at the moment a scheduled order is due. */
function useBoardClock(orders: readonly BoardOrder[]): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const next = Math.min(
      ...orders
        .filter((order) => scheduled(order, now))
        .map((order) => dueAt(timed(order), order.prepMinutes).getTime() - now.getTime()),
      30_000,
    );
    const timer = setTimeout(() => setNow(new Date()), Math.max(next, 0) + 50);
    return () => clearTimeout(timer);
  }, [orders, now]);
  return now;
}

/**
 * The kitchen's screen, for a tablet in landscape (columns) and a phone (one after another): new
 * orders, those in the kitchen, those ready; the orders for later, scheduled until their
 * preparation window opens; and the day's finished ones. New orders arrive through the live feed
 * (use-live-orders.ts) without a reload; those waiting in "New" chime until accepted and are
 * counted in the tab's title and the browser's notification (use-order-alerts.ts). Each step is
 * one large button (order-card.tsx); cancelling asks for the reason the guest reads.
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
  const now = useBoardClock(orders);
  const waitingIds = useMemo(
    () =>
      orders
        .filter((order) => order.status === 'received' && !scheduled(order, now))
        .map((order) => order.id),
    [orders, now],
  );
  const alertTexts = useMemo(() => ({ waiting: (count: number) => t('waiting', { count }) }), [t]);
  const alerts = useOrderAlerts(waitingIds, alertTexts);
  const tickets = useTicketPrinter();

  const { print, printAccepted } = tickets;
  const step = useCallback(
    async (order: BoardOrder, change: CardStep) => {
      setBusy(order.id);
      const result = await moveOrderStep({ id: order.id, ...change }).catch(() => null);
      setBusy(null);
      if (result?.status === 'success') {
        apply({ ...order, status: result.data.status });
        if (change.to === 'accepted') printAccepted({ ...order, status: result.data.status });
        toast.success(
          t('stepDone', { number: order.number, status: t(`statuses.${result.data.status}`) }),
        );
      } else {
        toast.error(
          result?.status === 'error' ? failureText(result, t('stepFailed')) : t('stepFailed'),
        );
      }
    },
    [apply, printAccepted, t, failureText],
  );
  const onStep = useCallback(
    (order: BoardOrder, change: CardStep) => void step(order, change),
    [step],
  );

  if (restaurants.length === 0) {
    return (
      <div className="grid gap-6">
        <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
        <p className="rounded-lg border border-stone-200 bg-white p-6">{t('noRestaurants')}</p>
      </div>
    );
  }

  const card = (order: BoardOrder) => (
    <OrderCard
      key={order.id}
      order={order}
      now={now}
      showRestaurant={restaurants.length > 1 && !chosen}
      busy={busy === order.id}
      onStep={onStep}
      onCancel={setCancelling}
      onPrint={print}
    />
  );
  const later = orders.filter((order) => scheduled(order, now)).sort(byPickup);
  const finished = orders
    .filter((order) => order.status === 'picked_up' || order.status === 'cancelled')
    .reverse();
  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Link href="/admin/orders/history" className={buttonClass('outline')}>
            {t('history.open')}
          </Link>
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PauseOrdering restaurants={restaurants} chosen={chosen} />
        <div className="flex flex-wrap items-center gap-3">
          {!alerts.soundOn || alerts.canNotify === 'default' ? (
            <button
              type="button"
              onClick={alerts.enable}
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 font-semibold"
            >
              {t('alertsOn')}
            </button>
          ) : null}
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              checked={tickets.printOnAccept}
              onChange={(event) => tickets.choosePrintOnAccept(event.currentTarget.checked)}
              className="size-5"
            />
            {t('printOnAccept')}
          </label>
          <p role="status" className={live ? 'text-emerald-800' : 'text-amber-800'}>
            {live ? t('live') : t('reconnecting')}
          </p>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {COLUMNS.map((status) => {
          const here = orders
            .filter((order) => order.status === status && !scheduled(order, now))
            .sort(byPickup);
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
      {later.length > 0 ? (
        <section aria-labelledby="column-scheduled" className="grid gap-3">
          <h2 id="column-scheduled" className="text-xl font-bold text-stone-900">
            {t('columns.scheduled')} ({later.length})
          </h2>
          <p className="text-stone-700">{t('scheduledHint')}</p>
          <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">{later.map(card)}</ul>
        </section>
      ) : null}
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
      {tickets.copy}
    </div>
  );
}
