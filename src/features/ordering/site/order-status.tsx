'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { OrderProgress } from '@/features/ordering/server/order-page';
import { formatTime } from '@/lib/hours';
import {
  formatPickupDay,
  pickupDayFrom,
  wallClockOf,
} from '@/features/ordering/rules/pickup-format';
import { cx } from '@/lib/cn';

/** How often an open order's page asks for news while it is on screen. */
const EVERY_MS = 4_000;
const DONE = new Set(['picked_up', 'cancelled']);

/** Whether the page has nothing more to hear: the order is over and no refund is on its way. */
export function nothingMoreToHear(progress: Pick<OrderProgress, 'status' | 'paymentStatus'>) {
  return DONE.has(progress.status) && progress.paymentStatus !== 'refund_pending';
}

/**
 * An order's status, kept up to date while the guest looks at it: asked of the server every few
 * seconds while the page is visible (and at once when it is shown again), until the order is
 * picked up or cancelled and any refund of it is made (a cancelled card order's page says
 * "being refunded", then "refunded"). The server's render is the status at the time; without JavaScript a
 * reload shows the news. Changes are announced to screen readers.
 */
export function OrderStatus({
  initial,
  endpoint,
  timeZone,
  language,
  payHref,
  total,
  notice,
}: {
  initial: OrderProgress;
  endpoint: string;
  timeZone: string;
  language: string;
  /** The order's "pay by card" link (/api/orders/<token>/pay). */
  payHref: string;
  /** The order's total, as the guest reads it. */
  total: string;
  /** Back from the payment page (done), or it did not open (failed). */
  notice: 'done' | 'failed' | null;
}) {
  const t = useTranslations('pickup.status');
  const [progress, setProgress] = useState(initial);
  const done = nothingMoreToHear(progress);

  useEffect(() => {
    if (done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ask = async () => {
      if (document.visibilityState === 'visible') {
        try {
          const answer = await fetch(endpoint, { cache: 'no-store' });
          if (answer.ok && !stopped) setProgress((await answer.json()) as OrderProgress);
        } catch {
          // Offline for a moment: the next round asks again.
        }
      }
      if (!stopped) timer = setTimeout(ask, EVERY_MS);
    };
    const shown = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      void ask();
    };
    timer = setTimeout(ask, EVERY_MS);
    document.addEventListener('visibilitychange', shown);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [done, endpoint]);

  const timeOf = (iso: string | null) =>
    iso ? formatTime(wallClockOf(new Date(iso), timeZone).time, language) : '';
  const text =
    progress.status === 'cancelled'
      ? progress.cancelReason
        ? t('cancelled', { reason: progress.cancelReason })
        : t('cancelledNoReason')
      : progress.status === 'awaiting_payment' && notice === 'done'
        ? t('confirmingPayment')
        : progress.status === 'accepted'
          ? acceptedText(progress, timeZone, language, t)
          : t(progress.status, { time: timeOf(progress.readyAt) });
  const later = minutesLater(progress);
  const payment = paymentLine(progress.paymentStatus, progress.paymentMethod);
  return (
    <div className="grid gap-3">
      <div
        role="status"
        aria-live="polite"
        className={cx(
          'rounded-2xl p-5 text-lg font-semibold',
          progress.status === 'cancelled'
            ? 'bg-pomegranate/10 text-pomegranate-deep'
            : progress.status === 'ready'
              ? 'bg-leaf text-white'
              : 'bg-sand text-coffee',
        )}
        data-status={progress.status}
      >
        <p className="text-sm font-medium uppercase tracking-wide opacity-80">{t('label')}</p>
        <p>{text}</p>
        {later > 0 ? (
          <p className="text-base font-medium">{t('acceptedLater', { minutes: later })}</p>
        ) : null}
      </div>
      {progress.status === 'awaiting_payment' && progress.heldUntil ? (
        <div className="card grid justify-items-start gap-3 p-5">
          {notice === 'failed' ? (
            <p role="alert" className="font-medium text-pomegranate-deep">
              {t('payFailed')}
            </p>
          ) : null}
          <p>{t('payToSend', { total, time: timeOf(progress.heldUntil) })}</p>
          <a href={payHref} className="pill-action min-h-12">
            {t('payNow', { total })}
          </a>
        </div>
      ) : payment ? (
        <p className="font-medium text-coffee">{t(payment, { total })}</p>
      ) : null}
    </div>
  );
}

/**
 * "Accepted: it will be ready at 6:30 PM", with its day when that is not today at the restaurant
 * ("tomorrow at 9:00 AM", "on Monday, November 30 at 9:00 AM").
 */
function acceptedText(
  progress: OrderProgress,
  timeZone: string,
  language: string,
  t: ReturnType<typeof useTranslations<'pickup.status'>>,
): string {
  if (!progress.readyAt) return t('received');
  const ready = new Date(progress.readyAt);
  const values = { time: formatTime(wallClockOf(ready, timeZone).time, language) };
  const when = pickupDayFrom(ready, timeZone, new Date());
  if (when.day === 'today') return t('accepted', values);
  if (when.day === 'tomorrow') return t('acceptedTomorrow', values);
  return t('acceptedOn', { ...values, date: formatPickupDay(when.date, language) });
}

/** How much later than the guest's chosen time the kitchen said it will be ready. */
function minutesLater(progress: OrderProgress): number {
  if (progress.status !== 'accepted' || progress.asap || !progress.readyAt) return 0;
  const ms = new Date(progress.readyAt).getTime() - new Date(progress.pickupAt).getTime();
  return Math.max(0, Math.round(ms / 60_000));
}

/** What the page says of a card payment, once made. */
function paymentLine(
  status: OrderProgress['paymentStatus'],
  method: OrderProgress['paymentMethod'],
) {
  if (method !== 'card') return null;
  if (status === 'paid') return 'paid' as const;
  if (status === 'refund_pending') return 'refundPending' as const;
  if (status === 'refunded') return 'refunded' as const;
  return null;
}
