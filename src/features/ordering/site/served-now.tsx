'use client';

import { useEffect, useRef } from 'react';
import { servedAt, type ServingTime } from '@/features/menu';
import { useChosenPickup, useRestaurantClock } from './pickup-choice-store';

/**
 * A dish served only at some times, on the ordering page: its hours as the server drew them, and,
 * once the page's script runs, whether it is served at the guest's pickup (the later time they
 * chose on this page or at checkout, else now) in the restaurant's own clock, checked again as
 * the minutes pass. A dish not served then is greyed (its card marked `data-not-served`) and says
 * so; it can still be ordered for another pickup, which the checkout and the server check.
 */
export function ServedNow({
  times,
  restaurant,
  timeZone,
  label,
  notNow,
  notThen,
}: {
  times: readonly ServingTime[];
  restaurant: string;
  timeZone: string;
  /** Its own hours (none when only its category's, said above its section). */
  label: string | null;
  notNow: string;
  /** Said when a later pickup was chosen. */
  notThen: string;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  const now = useRestaurantClock(timeZone);
  const chosen = useChosenPickup(restaurant, timeZone);
  const at = (chosen ?? now)?.split('T');
  const off = at ? !servedAt(times, { date: at[0]!, time: at[1]! }) : false;
  useEffect(() => {
    ref.current?.closest('li')?.toggleAttribute('data-not-served', off);
  }, [off]);
  return (
    <p ref={ref} className="text-sm font-semibold text-coffee">
      {off ? (
        <span className="block font-normal text-charcoal">{chosen ? notThen : notNow}</span>
      ) : null}
      {label}
    </p>
  );
}
