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

/** A wall clock ("2026-11-25T18:30", or its parts) as its day and time: "Wednesday, November 25, 6:30 PM". */
export function formatWallClock(
  clock: string | { date: string; time: string },
  language: string,
): string {
  const [date = '', time = ''] =
    typeof clock === 'string' ? clock.split('T') : [clock.date, clock.time];
  const separator = language === 'ar' ? '، ' : ', ';
  return `${formatPickupDay(date, language)}${separator}${formatTime(time, language)}`;
}

/** An instant as its day and time at the restaurant: "Wednesday, November 25, 6:30 PM". */
export function formatPickupTime(instant: Date, timeZone: string, language: string): string {
  return formatWallClock(wallClockOf(instant, timeZone), language);
}

/** A day of pickup times as the guest chooses among them. */
export type PickupDay = {
  date: string;
  label: string;
  times: { value: string; label: string }[];
};

/** As soon as possible: when it would be ready, or why it cannot be (a catalogue key and its values). */
export type AsapOffer =
  | { ok: true; label: string; minutes: number }
  | { ok: false; message: string; values: Record<string, string> };

/** The pickup times offered to a guest now, in their language: the checkout's and the ordering page's. */
export type PickupOffer = { asap: AsapOffer; days: PickupDay[] };

/**
 * The pickup times open now (features/ordering/server/checkout.ts) as the guest reads them: as
 * soon as possible with its time, and the slots by day.
 */
export function pickupOfferIn(
  choices: {
    asap:
      | { ok: true; pickupAt: Date }
      | { ok: false; message: string; values?: Record<string, string> };
    slots: readonly { value: string; date: string; time: string }[];
  },
  restaurant: { timezone: string; prepMinutes: number },
  language: string,
): PickupOffer {
  const days: PickupDay[] = [];
  for (const slot of choices.slots) {
    let day = days.at(-1);
    if (!day || day.date !== slot.date) {
      day = { date: slot.date, label: formatPickupDay(slot.date, language), times: [] };
      days.push(day);
    }
    day.times.push({ value: slot.value, label: formatTime(slot.time, language) });
  }
  const asap: AsapOffer = choices.asap.ok
    ? {
        ok: true,
        label: formatPickupTime(choices.asap.pickupAt, restaurant.timezone, language),
        minutes: restaurant.prepMinutes,
      }
    : { ok: false, message: choices.asap.message, values: choices.asap.values ?? {} };
  return { asap, days };
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
