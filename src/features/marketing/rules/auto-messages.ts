import type { AutoOfferKind } from '@/lib/enums';
import type { Cents } from '@/lib/money';
import { nextDate, todayDate } from '@/lib/time-zone';

/**
 * Automatic e-mails (issue 48, ADR 0034): thanks after a guest's first order, and "we miss you"
 * after a number of days without one, which may carry a code made for that guest alone. Each is
 * off until an owner turns it on, and only a confirmed, not unsubscribed address gets one. These
 * are the owners' settings, their bounds, and when each e-mail is due.
 */

/** The owners' settings as the console saves them (settings key `autoMessages`). */
export type AutoMessageRules = {
  thanks: boolean;
  missYou: boolean;
  /** Days without an order before a guest is missed. */
  missYouDays: number;
  /** What the "we miss you" e-mail offers: nothing, or a code for a percent or an amount off. */
  offer: AutoOfferKind;
  percentOff: number | null;
  amountOff: Cents | null;
  /** Days the code may be used, from the day it is sent. */
  offerDays: number;
};

export const DEFAULT_AUTO_MESSAGE_RULES: AutoMessageRules = {
  thanks: false,
  missYou: false,
  missYouDays: 60,
  offer: 'none',
  percentOff: null,
  amountOff: null,
  offerDays: 30,
};

export const MISS_YOU_DAYS = { min: 14, max: 365 } as const;
export const OFFER_PERCENT = { min: 1, max: 50 } as const;
export const OFFER_AMOUNT_MAX_DOLLARS = 50;
export const OFFER_DAYS = { min: 7, max: 90 } as const;

/**
 * A first order is thanked for within this many days of its pickup time: turning the e-mail on
 * thanks the guests of the last days, not every guest the brand ever had.
 */
export const THANKS_WITHIN_DAYS = 3;
/**
 * A guest is missed while their last order is between N and N + this many days old: turned on,
 * it writes to the guests who lapsed lately; reaching older ones is a campaign's work.
 */
export const MISS_YOU_WINDOW_DAYS = 7;
/** Each kind's e-mails one round writes at most; the next round takes the rest. */
export const AUTO_ROUND_MAX = 200;

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The pickup times a first order is thanked for now: from three days ago until now. */
export function thanksWindow(now: Date): { from: Date; to: Date } {
  return { from: daysBefore(now, THANKS_WITHIN_DAYS), to: now };
}

/**
 * When a guest's last order must have been placed for them to be missed now: at least
 * `missYouDays` ago, and not more than a week before that.
 */
export function missYouWindow(now: Date, missYouDays: number): { from: Date; to: Date } {
  return {
    from: daysBefore(now, missYouDays + MISS_YOU_WINDOW_DAYS),
    to: daysBefore(now, missYouDays),
  };
}

/**
 * The last day a guest's code is taken (in the restaurant's clock), and the code's end as the
 * promo code rules read it: the start of the day after.
 */
export function offerEnds(
  now: Date,
  offerDays: number,
  timeZone: string,
): { lastDay: string; validUntil: string } {
  let day = todayDate(now, timeZone);
  for (let i = 0; i < offerDays; i++) day = nextDate(day);
  return { lastDay: day, validUntil: `${nextDate(day)}T00:00` };
}

/** Letters and digits no one misreads (no 0/O, 1/I/L). */
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GUEST_CODE_PREFIX = 'SABA-';

/** A guest's code from random bytes: SABA- and eight letters (31^8: not guessed). */
export function guestCodeOf(bytes: Uint8Array): string {
  let code = GUEST_CODE_PREFIX;
  for (let i = 0; i < 8; i++) code += CODE_LETTERS[bytes[i]! % CODE_LETTERS.length];
  return code;
}
