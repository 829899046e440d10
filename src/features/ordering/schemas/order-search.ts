import { z } from '@/schemas/zod';
import { isCalendarDate } from '@/schemas/common';

/** The longest search text looked up; anything longer is cut there (and the page says so). */
export const ORDER_SEARCH_MAX = 100;
/** The longest day range one search covers (a year and a day). */
export const ORDER_SEARCH_MAX_DAYS = 366;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
/** A field as text, its first value if repeated, at most `max` characters kept. */
const text = (max: number) =>
  z
    .preprocess(first, z.string().catch(''))
    .catch('')
    .transform((value) => value.slice(0, max));

/**
 * The order history's search, read from its address: what it was asked (all text, as typed), and
 * what it looks up. A text longer than ORDER_SEARCH_MAX is cut; a date that is not a calendar day,
 * or a range that ends before it starts or spans more than ORDER_SEARCH_MAX_DAYS, is refused with
 * its message (nothing is looked up).
 */
export const orderSearchSchema = z
  .object({
    // Room for spaces around the words; whether it was longer is still seen after trimming.
    q: text(ORDER_SEARCH_MAX + 100),
    location: text(100),
    from: text(20),
    to: text(20),
    page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000)).catch(1),
  })
  .transform(({ q, location, from, to, page }) => {
    const trimmed = q.trim();
    const dates = { from: from.trim().slice(0, 10), to: to.trim().slice(0, 10) };
    return {
      q: trimmed.slice(0, ORDER_SEARCH_MAX),
      clipped: trimmed.length > ORDER_SEARCH_MAX,
      location: location.trim().slice(0, 100),
      ...dates,
      page,
      refused: dateRangeProblem(from.trim(), to.trim()),
    };
  });
export type OrderSearch = z.output<typeof orderSearchSchema>;

type DateProblem = 'admin.orders.history.badDate' | 'admin.orders.history.badRange' | null;

function dateRangeProblem(from: string, to: string): DateProblem {
  if ((from && !isCalendarDate(from)) || (to && !isCalendarDate(to))) {
    return 'admin.orders.history.badDate';
  }
  if (from && to) {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0 || days > ORDER_SEARCH_MAX_DAYS) return 'admin.orders.history.badRange';
  }
  return null;
}
