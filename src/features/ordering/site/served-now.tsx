'use client';

import { useEffect, useRef, useState } from 'react';
import { servedAt, type ServingTime } from '@/features/menu';
import { localDateTimeValue } from '@/lib/time-zone';

/**
 * A dish served only at some times, on the ordering page: its hours as the server drew them, and,
 * once the page's script runs, whether it is served now in the restaurant's own clock (checked
 * again each minute). A dish not served now is greyed (its card marked `data-not-served`) and
 * says so; it can still be ordered for a later pickup, which the checkout and the server check.
 */
export function ServedNow({
  times,
  timeZone,
  label,
  notNow,
}: {
  times: readonly ServingTime[];
  timeZone: string;
  /** Its own hours (none when only its category's, said above its section). */
  label: string | null;
  notNow: string;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [off, setOff] = useState(false);
  useEffect(() => {
    const check = () => {
      const [date, time] = localDateTimeValue(new Date(), timeZone).split('T');
      const served = servedAt(times, { date: date!, time: time! });
      setOff(!served);
      ref.current?.closest('li')?.toggleAttribute('data-not-served', !served);
    };
    check();
    const timer = window.setInterval(check, 60_000);
    return () => window.clearInterval(timer);
  }, [times, timeZone]);
  return (
    <p ref={ref} className="text-sm font-semibold text-coffee">
      {off ? <span className="block font-normal text-charcoal">{notNow}</span> : null}
      {label}
    </p>
  );
}
