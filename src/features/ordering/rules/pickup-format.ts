import { formatTime, timeOf } from '@/lib/hours';
import { nextDate, zonedNow } from '@/lib/time-zone';

/**
 * Pickup times as a guest reads them, in the restaurant's own clock and the guest's language:
 * "Wednesday, November 25" and "6:30 PM" (Arabic with Arabic-Indic digits, as the site writes
 * times).
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date ("2026-11-25") as its day: "Wednesday, November 25". */
export function formatPickupDay(date: string, language: string): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-arab' : 'en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** An instant's wall clock in a zone: its date and its time ("2026-11-25", "18:30"). */
export function wallClockOf(instant: Date, timeZone: string): { date: string; time: string } {
  const here = zonedNow(instant, timeZone);
  return { date: here.date, time: timeOf(here.minutes) };
}

/** An instant as its day and time at the restaurant: "Wednesday, November 25, 6:30 PM". */
export function formatPickupTime(instant: Date, timeZone: string, language: string): string {
  const { date, time } = wallClockOf(instant, timeZone);
  const separator = language === 'ar' ? '، ' : ', ';
  return `${formatPickupDay(date, language)}${separator}${formatTime(time, language)}`;
}

/**
 * Which day a pickup is, seen from now at the restaurant: today, tomorrow, or a later date
 * ("2026-11-30"). The kitchen's card names the day of every order that is not for today.
 */
export function pickupDayFrom(
  instant: Date,
  timeZone: string,
  now: Date,
): { day: 'today' } | { day: 'tomorrow' } | { day: 'later'; date: string } {
  const pickup = zonedNow(instant, timeZone).date;
  const today = zonedNow(now, timeZone).date;
  if (pickup <= today) return { day: 'today' };
  if (pickup === nextDate(today)) return { day: 'tomorrow' };
  return { day: 'later', date: pickup };
}

/** A pickup message's values ("18:30", "2026-11-25") as the guest's language writes them. */
export function pickupValuesIn(
  values: { date?: string; time?: string; minutes?: string },
  language: string,
): Record<string, string> {
  return {
    ...(values.date ? { date: formatPickupDay(values.date, language) } : {}),
    ...(values.time ? { time: formatTime(values.time, language) } : {}),
    ...(values.minutes ? { minutes: values.minutes } : {}),
  };
}
