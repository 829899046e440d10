/** The brand's business day is counted in the time zone of its home region. */
export const BUSINESS_TIME_ZONE = 'America/Detroit';

let ianaZones: ReadonlySet<string> | undefined;

/**
 * The IANA time-zone names a restaurant may keep: the canonical "Area/Location" names this
 * runtime knows ("America/Los_Angeles"), and "UTC". Abbreviations and aliases ("EST", "PST",
 * "US/Pacific", "est5edt") are not among them.
 */
export function ianaTimeZones(): ReadonlySet<string> {
  ianaZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return ianaZones;
}

export function isIanaTimeZone(name: string): boolean {
  return ianaTimeZones().has(name);
}

function zonedParts(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The instant at which today began in `timeZone`. */
export function startOfToday(now = new Date(), timeZone = BUSINESS_TIME_ZONE): Date {
  const p = zonedParts(now, timeZone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const offset = wallAsUtc - Math.floor(now.getTime() / 1000) * 1000;
  return new Date(Date.UTC(p.year, p.month - 1, p.day) - offset);
}

/** Today's calendar date in `timeZone`, as YYYY-MM-DD (the format of date columns). */
export function todayDate(now = new Date(), timeZone = BUSINESS_TIME_ZONE): string {
  const p = zonedParts(now, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant at which the calendar day `date` (YYYY-MM-DD) begins in `timeZone`. */
export function startOfDate(date: string, timeZone = BUSINESS_TIME_ZONE): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day);
  let instant = midnightUtc;
  // Two rounds settle the zone's offset even on the days the clocks change.
  for (let round = 0; round < 2; round += 1) {
    const p = zonedParts(new Date(instant), timeZone);
    const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    instant = midnightUtc - (wallAsUtc - instant);
  }
  return new Date(instant);
}

/** The calendar day after `date` (YYYY-MM-DD). */
export function nextDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The calendar day before `date` (YYYY-MM-DD). */
export function previousDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The calendar date and the minutes since midnight at `now` in `timeZone`. */
export function zonedNow(now: Date, timeZone: string): { date: string; minutes: number } {
  const p = zonedParts(now, timeZone);
  return {
    date: `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`,
    minutes: p.hour * 60 + p.minute,
  };
}

/** The instant a wall-clock time ("HH:MM") of `date` is in `timeZone`. */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wall;
  // As in startOfDate: two rounds settle the offset, on the days the clocks change too.
  for (let round = 0; round < 2; round += 1) {
    const p = zonedParts(new Date(instant), timeZone);
    instant = wall - (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant);
  }
  return new Date(instant);
}

/**
 * An instant as a `datetime-local` input shows it, in `timeZone` ("2027-02-08T18:00"); '' for
 * none. Cached rows bring instants back as text: both are read.
 */
export function localDateTimeValue(
  value: Date | string | null,
  timeZone = BUSINESS_TIME_ZONE,
): string {
  if (!value) return '';
  const p = zonedParts(value instanceof Date ? value : new Date(value), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}
