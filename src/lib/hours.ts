import { WEEKDAYS, type Weekday } from './enums';
import { nextDate, previousDate, zonedNow } from './time-zone';

/**
 * Opening hours are stored as times, not text: 24-hour "HH:MM" in the location's time zone. A
 * closing time at or before the opening time is after midnight ("18:00"–"01:00"). They are shown
 * in the page's language and numerals by the formatters below, everywhere (cards, pages, e-mails,
 * the console), and read by the open-now state and the reservation slots.
 */
export type TimeRange = { opens: string; closes: string };
/** A weekday without a range is closed. */
export type WeeklyHours = Partial<Record<Weekday, TimeRange>>;
/** A dated exception: closed, or other hours that day (a holiday), with an optional note. */
export type SpecialHours = {
  date: string; // YYYY-MM-DD in the location's time zone
  closed: boolean;
  opens?: string;
  closes?: string;
  noteEn?: string;
  noteAr?: string;
};

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "21:30" -> 1290 minutes after midnight. */
export function minutesOf(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/** 1290 -> "21:30" (wraps past midnight). */
export function timeOf(minutes: number): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** Minutes the range is open; a range past midnight counts on to the next day. */
export function rangeLength(range: TimeRange): number {
  const length = minutesOf(range.closes) - minutesOf(range.opens);
  return length > 0 ? length : length + 1440;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A time of day in the page's language: "9:00 PM", Arabic "٩:٠٠ م" (Arabic-Indic digits, as the
 * brand's Arabic texts write them). `short` leaves out ":00" ("9 PM", "٩ م").
 */
export function formatTime(time: string, locale: string, { short = false } = {}): string {
  const minutes = minutesOf(time);
  const whole = short && minutes % 60 === 0;
  const key = `${locale}:${whole}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-arab' : 'en-US', {
      hour: 'numeric',
      ...(whole ? {} : { minute: '2-digit' }),
      timeZone: 'UTC',
    });
    formatters.set(key, format);
  }
  return format.format(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
}

/** "9:00 AM - 10:00 PM"; Arabic "٩:٠٠ ص – ١٠:٠٠ م". */
export function formatRange(range: TimeRange, locale: string): string {
  const dash = locale === 'ar' ? ' – ' : ' - ';
  return `${formatTime(range.opens, locale)}${dash}${formatTime(range.closes, locale)}`;
}

/** The weekday of a calendar date (YYYY-MM-DD). */
export function weekdayOf(date: string): Weekday {
  const index = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday first
  return WEEKDAYS[index]!;
}

/** The same range every day of the week, or null. */
export function dailyRange(hours: WeeklyHours): TimeRange | null {
  const first = hours.mon;
  if (!first) return null;
  return WEEKDAYS.every(
    (day) => hours[day]?.opens === first.opens && hours[day]?.closes === first.closes,
  )
    ? first
    : null;
}

export type Schedule = { hoursJson: WeeklyHours; specialHours: SpecialHours[] };

/** A day's hours: its dated exception if it has one, else its weekday's; null when closed. */
export function hoursOn(location: Schedule, date: string): TimeRange | null {
  const special = location.specialHours.find((s) => s.date === date);
  if (special) {
    return special.closed || !special.opens || !special.closes
      ? null
      : { opens: special.opens, closes: special.closes };
  }
  return location.hoursJson[weekdayOf(date)] ?? null;
}

export type OpeningState =
  { open: true; closes: string } | { open: false; opens: string; date: string; inDays: number };

const LOOK_AHEAD_DAYS = 7;

/**
 * Open now, and until when; or closed, and when it opens next (within a week). Null when the
 * location has no hours at all. Counted in the location's own time zone.
 */
export function openingState(
  location: Schedule & { timezone: string },
  now = new Date(),
): OpeningState | null {
  const here = zonedNow(now, location.timezone);
  const yesterday = previousDate(here.date);
  const late = hoursOn(location, yesterday);
  if (late && minutesOf(late.closes) <= minutesOf(late.opens)) {
    if (here.minutes < minutesOf(late.closes)) return { open: true, closes: late.closes };
  }
  const today = hoursOn(location, here.date);
  if (today) {
    const opens = minutesOf(today.opens);
    const end = opens + rangeLength(today);
    if (here.minutes >= opens && here.minutes < end) return { open: true, closes: today.closes };
    if (here.minutes < opens)
      return { open: false, opens: today.opens, date: here.date, inDays: 0 };
  }
  let date = here.date;
  for (let inDays = 1; inDays <= LOOK_AHEAD_DAYS; inDays += 1) {
    date = nextDate(date);
    const range = hoursOn(location, date);
    if (range) return { open: false, opens: range.opens, date, inDays };
  }
  return null;
}
