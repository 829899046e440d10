import { WEEKDAYS, type Weekday } from '@/lib/enums';
import { formatTime, weekdayOf } from '@/lib/hours';

/**
 * When a category or a dish is served (breakfast 7 to 11 AM; lunch specials on weekdays, 11 AM to
 * 3 PM), in each restaurant's own clock. A dish is served when its category's time and its own
 * both hold. Orders are checked by their pickup time, not the time they are placed.
 */

export type ServingTime = {
  /** The days it is served; null: every day. */
  days: readonly Weekday[] | null;
  /** From and until ("07:00", "11:00"), until after from; null: all day. */
  from: string | null;
  until: string | null;
};

/** The columns a category's or a dish's serving time is kept in. */
export type ServingColumns = {
  serveDays: readonly string[] | null;
  serveFrom: string | null;
  serveUntil: string | null;
};

/** A row's serving time, or null when it is served whenever the restaurant is open. */
export function servingOf(row: ServingColumns): ServingTime | null {
  const days = row.serveDays ? WEEKDAYS.filter((day) => row.serveDays!.includes(day)) : null;
  if (days === null && row.serveFrom === null) return null;
  return { days, from: row.serveFrom, until: row.serveUntil };
}

/** Whether every one of the times holds at a restaurant's wall clock ("2027-06-15", "19:00"). */
export function servedAt(
  times: readonly ServingTime[],
  at: { date: string; time: string },
): boolean {
  const day = weekdayOf(at.date);
  return times.every(
    (serving) =>
      (serving.days === null || serving.days.includes(day)) &&
      (serving.from === null ||
        serving.until === null ||
        (at.time >= serving.from && at.time < serving.until)),
  );
}

const dayNames = new Map<string, Intl.DateTimeFormat>();

/** A weekday's short name in a language: "Mon", "الاثنين". */
function dayName(day: Weekday, language: string): string {
  let format = dayNames.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ar' ? 'ar' : 'en-US', {
      weekday: language === 'ar' ? 'long' : 'short',
      timeZone: 'UTC',
    });
    dayNames.set(language, format);
  }
  // 2024-01-01 was a Monday.
  return format.format(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))));
}

/** Days as a guest reads them: a run of three or more as "Mon–Fri", others listed. */
function daysText(days: readonly Weekday[], language: string): string {
  const indexes = days.map((day) => WEEKDAYS.indexOf(day));
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  const name = (index: number) => dayName(WEEKDAYS[index]!, language);
  return runs
    .map((run) =>
      run.length >= 3
        ? `${name(run[0]!)}–${name(run.at(-1)!)}`
        : run.map(name).join(language === 'ar' ? '، ' : ', '),
    )
    .join(language === 'ar' ? '، ' : ', ');
}

/** When it is served, as a guest reads it: "7 AM–11 AM", "Mon–Fri, 11 AM–3 PM", "Sat, Sun". */
export function servingText(times: readonly ServingTime[], language: string): string {
  return times
    .map((serving) => {
      const parts: string[] = [];
      if (serving.days && serving.days.length < WEEKDAYS.length) {
        parts.push(daysText(serving.days, language));
      }
      if (serving.from !== null && serving.until !== null) {
        const time = (value: string) => formatTime(value, language, { short: true });
        parts.push(`${time(serving.from)}–${time(serving.until)}`);
      }
      return parts.join(language === 'ar' ? '، ' : ', ');
    })
    .filter(Boolean)
    .join(language === 'ar' ? '؛ ' : '; ');
}
