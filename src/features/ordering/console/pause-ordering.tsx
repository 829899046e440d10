'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatTime } from '@/lib/hours';
import { wallClockOf } from '@/features/ordering/rules/pickup-format';
import { PAUSE_MINUTES } from '@/features/ordering/schemas/kitchen';
import { pauseOnlineOrders } from '@/server/browser-actions';
import { useFailureText } from '@/components/admin/use-admin-action';

export type OrderingRestaurant = {
  slug: string;
  name: string;
  timezone: string;
  pausedUntil: string | null;
};

/**
 * Which restaurant's orders the screen shows (a plain form: a link-like choice), and "Pause online
 * orders for 15 / 30 / 60 minutes" at the restaurant shown, or take them again.
 */
export function PauseOrdering({
  restaurants,
  chosen,
}: {
  restaurants: OrderingRestaurant[];
  chosen: string | null;
}) {
  const t = useTranslations('admin.orders');
  const failureText = useFailureText();
  const here =
    restaurants.find((place) => place.slug === chosen) ??
    (restaurants.length === 1 ? restaurants[0]! : null);
  const [pausedUntil, setPausedUntil] = useState(here?.pausedUntil ?? null);
  const [busy, setBusy] = useState(false);
  const paused = pausedUntil !== null && new Date(pausedUntil) > new Date();

  const pause = async (minutes: number) => {
    if (!here) return;
    setBusy(true);
    const result = await pauseOnlineOrders({ locationSlug: here.slug, minutes }).catch(() => null);
    setBusy(false);
    if (result?.status === 'success') {
      setPausedUntil(result.data.pausedUntil);
      toast.success(minutes > 0 ? t('paused') : t('resumed'));
    } else {
      toast.error(
        result?.status === 'error' ? failureText(result, t('pauseFailed')) : t('pauseFailed'),
      );
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {restaurants.length > 1 ? (
        <form method="get" className="flex max-w-full flex-wrap items-center gap-2">
          <label htmlFor="orders-location" className="font-medium">
            {t('restaurant')}
          </label>
          <select
            id="orders-location"
            name="location"
            defaultValue={chosen ?? ''}
            className="min-h-12 max-w-full min-w-0 rounded-md border border-stone-300 bg-white px-3 text-lg"
          >
            <option value="">{t('allRestaurants')}</option>
            {restaurants.map((place) => (
              <option key={place.slug} value={place.slug}>
                {place.name}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="min-h-12 rounded-md border border-stone-300 bg-white px-4"
          >
            {t('show')}
          </button>
        </form>
      ) : null}
      {here ? (
        paused ? (
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-amber-900">
              {t('pausedUntil', {
                time: formatTime(wallClockOf(new Date(pausedUntil!), here.timezone).time, 'en'),
              })}
            </span>
            <button
              type="button"
              disabled={busy}
              onClick={() => void pause(0)}
              className="min-h-12 rounded-md bg-emerald-700 px-4 font-semibold text-white"
            >
              {t('resume')}
            </button>
          </p>
        ) : (
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="sr-only">{t('pause')}</legend>
            <span aria-hidden="true" className="font-medium">
              {t('pause')}:
            </span>
            {PAUSE_MINUTES.filter((m) => m > 0).map((minutes) => (
              <button
                key={minutes}
                type="button"
                disabled={busy}
                onClick={() => void pause(minutes)}
                className="min-h-12 rounded-md border border-stone-300 bg-white px-4 font-semibold"
                aria-label={`${t('pause')}: ${t('pauseFor', { minutes })}`}
              >
                {t('pauseFor', { minutes })}
              </button>
            ))}
          </fieldset>
        )
      ) : null}
    </div>
  );
}
