'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { OrderProgress } from '@/server/orders/order-page';
import { formatTime } from '@/lib/hours';
import { wallClockOf } from '@/lib/pickup-format';
import { cx } from '@/lib/cn';

/** How often an open order's page asks for news while it is on screen. */
const EVERY_MS = 4_000;
const DONE = new Set(['picked_up', 'cancelled']);

/**
 * An order's status, kept up to date while the guest looks at it: asked of the server every few
 * seconds while the page is visible (and at once when it is shown again), until the order is
 * picked up or cancelled. The server's render is the status at the time; without JavaScript a
 * reload shows the news. Changes are announced to screen readers.
 */
export function OrderStatus({
  initial,
  endpoint,
  timeZone,
  language,
}: {
  initial: OrderProgress;
  endpoint: string;
  timeZone: string;
  language: string;
}) {
  const t = useTranslations('pickup.status');
  const [progress, setProgress] = useState(initial);
  const done = DONE.has(progress.status);

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

  // Ready within the hour: its time of day at the restaurant says it.
  const readyAt = progress.readyAt
    ? formatTime(wallClockOf(new Date(progress.readyAt), timeZone).time, language)
    : '';
  const text =
    progress.status === 'cancelled'
      ? progress.cancelReason
        ? t('cancelled', { reason: progress.cancelReason })
        : t('cancelledNoReason')
      : t(progress.status, { time: readyAt });
  return (
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
    </div>
  );
}
