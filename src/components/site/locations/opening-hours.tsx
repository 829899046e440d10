import { getTranslations } from 'next-intl/server';
import { cx } from '@/lib/cn';
import { dailyRange, formatRange, formatTime, hoursOn, openingState, weekdayOf } from '@/lib/hours';
import { zonedNow } from '@/lib/time-zone';
import type { PublicLocation } from '@/server/locations/queries';

type Schedule = Pick<PublicLocation, 'hoursJson' | 'specialHours' | 'timezone'>;

/**
 * "Open now · closes 10 PM" or "Closed · opens 11 AM", from the location's weekly and special
 * hours in its own time zone. Public pages are rendered again every minute, so it stays true.
 */
export async function OpenNow({
  location,
  locale,
  now = new Date(),
  className,
}: {
  location: Schedule;
  locale: string;
  now?: Date;
  className?: string;
}) {
  const state = openingState(location, now);
  if (!state) return null;
  const t = await getTranslations('locations');
  const time = (value: string) => formatTime(value, locale, { short: true });
  const text = state.open
    ? t('openNow', { time: time(state.closes) })
    : state.inDays === 0
      ? t('closedNow', { time: time(state.opens) })
      : state.inDays === 1
        ? t('closedUntilTomorrow', { time: time(state.opens) })
        : t('closedUntilDay', { day: t(`days.${weekdayOf(state.date)}`), time: time(state.opens) });
  return (
    <p className={cx('flex items-center gap-2 text-sm font-semibold', className)}>
      <span
        aria-hidden="true"
        className={cx('size-2.5 rounded-full', state.open ? 'bg-leaf' : 'bg-pomegranate')}
      />
      <span className={state.open ? 'text-leaf' : 'text-pomegranate-deep'}>{text}</span>
    </p>
  );
}

/**
 * One line of hours for a summary card: "Open daily, 9:00 AM - 10:00 PM", else today's hours;
 * the staff's note (say "Opening 2027") for a location without hours.
 */
export async function HoursSummary({
  location,
  locale,
  now = new Date(),
}: {
  location: Schedule & Pick<PublicLocation, 'hoursTextEn' | 'hoursTextAr'>;
  locale: string;
  now?: Date;
}) {
  const t = await getTranslations('locations');
  const note = locale === 'ar' ? location.hoursTextAr : location.hoursTextEn;
  const hasHours = Object.values(location.hoursJson).some(Boolean);
  if (!hasHours) return note ? <>{note}</> : null;
  const daily = dailyRange(location.hoursJson);
  if (daily) return <>{t('openDaily', { range: formatRange(daily, locale) })}</>;
  const today = hoursOn(location, zonedNow(now, location.timezone).date);
  return <>{today ? t('todayHours', { range: formatRange(today, locale) }) : t('closedToday')}</>;
}
