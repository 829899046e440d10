import { formatTime } from '@/lib/hours';
import { wallClockOf } from '@/features/ordering/rules/pickup-format';

/**
 * How the console words an order's times and payment, on the board's card and on its printed
 * ticket (no hooks: drawn on the server for a ticket's page, in the browser for the board).
 */

/** What the console says of the payment (admin.orders catalogue keys). */
export const PAYMENT_TEXT = {
  unpaid: 'payAtPickup',
  paid: 'paid',
  refund_pending: 'refundPending',
  refunded: 'refunded',
} as const;

/** A time of day at the restaurant ("6:30 PM"). */
export function atRestaurant(instant: string | Date, timeZone: string): string {
  return formatTime(wallClockOf(new Date(instant), timeZone).time, 'en');
}

const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A day of the restaurant's calendar, short ("Sun, Nov 29"), from its ISO date. */
export function shortDayOf(date: string): string {
  return shortDay.format(new Date(`${date}T00:00:00Z`));
}
