import type { Cents } from '@/lib/money';
import type { Discount } from './order-amounts';
import { wallClockOf } from './pickup-format';

/**
 * Promo codes (issue 47): what owners and managers set on a code, and whether a guest's order may
 * use it. Every rule is checked here, in one order, and the first that fails is the one the guest
 * is told; the count of uses is the server's, read under the code's lock (server/promo-codes.ts).
 */

/** A code as guests type it: 3 to 24 letters, digits and dashes, kept in capitals. */
export const CODE_PATTERN = /^[A-Z0-9-]{3,24}$/;

/** A code typed by a guest as it is stored: spaces dropped, capitals ("  save 10 " is SAVE10). */
export function normalizeCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

export type PromoCode = {
  code: string;
  discount: Discount;
  /** The least subtotal (the food) it takes; null: any. */
  minSubtotal: Cents | null;
  /** From and until when it is taken, in each restaurant's own clock ("2027-06-15T18:30"). */
  validFrom: string | null;
  validUntil: string | null;
  /** The restaurants it is taken at; null: every one. */
  locationIds: readonly string[] | null;
  /** How many orders may use it in all, and per guest (by e-mail); null: no limit. */
  maxUses: number | null;
  usesPerGuest: number | null;
  /** Only for a guest with no earlier order under their e-mail. */
  firstOrderOnly: boolean;
  /** Made for one guest by an automatic e-mail: only the address it was sent to may use it. */
  forOneGuest: boolean;
  active: boolean;
};

/** What the server counted for this order: the code's uses, and the guest's. */
export type CodeUsage = {
  /** Orders that used the code and were not cancelled. */
  uses: number;
  /** Of those, the guest's (by e-mail). */
  guestUses: number;
  /** Every earlier order of the guest's e-mail, at any restaurant, not cancelled. */
  guestOrders: number;
  /** A code made for one guest, and this order's address is another's (false while unknown). */
  otherGuest: boolean;
};

/** Why a code is refused: a catalogue key, and its values (a wall-clock date and time, or cents). */
export type CodeRefusal = {
  message: string;
  values?: { date: string; time: string } | { minimum: Cents };
};

/**
 * Why an order may not use a code, or null when it may: unknown or switched off, made for
 * another guest, another restaurant's, not yet or no longer valid in the restaurant's clock, under its minimum, used up,
 * used up by this guest, or for first orders and the guest has ordered before.
 */
export function codeRefusal(
  code: PromoCode | null,
  order: { subtotal: Cents; locationId: string; timeZone: string; now: Date },
  usage: CodeUsage,
): CodeRefusal | null {
  if (!code || !code.active) return { message: 'pickup.errors.codeUnknown' };
  if (code.forOneGuest && usage.otherGuest) return { message: 'pickup.errors.codeNotYours' };
  if (code.locationIds !== null && !code.locationIds.includes(order.locationId)) {
    return { message: 'pickup.errors.codeOtherRestaurant' };
  }
  const clock = wallClockOf(order.now, order.timeZone);
  const here = `${clock.date}T${clock.time}`;
  if (code.validFrom !== null && here < code.validFrom) {
    const [date = '', time = ''] = code.validFrom.split('T');
    return { message: 'pickup.errors.codeNotYet', values: { date, time } };
  }
  if (code.validUntil !== null && here >= code.validUntil) {
    return { message: 'pickup.errors.codeExpired' };
  }
  if (code.minSubtotal !== null && order.subtotal < code.minSubtotal) {
    return { message: 'pickup.errors.codeMinimum', values: { minimum: code.minSubtotal } };
  }
  if (code.maxUses !== null && usage.uses >= code.maxUses) {
    return { message: 'pickup.errors.codeUsedUp' };
  }
  if (code.usesPerGuest !== null && usage.guestUses >= code.usesPerGuest) {
    return { message: 'pickup.errors.codeUsedByYou' };
  }
  if (code.firstOrderOnly && usage.guestOrders > 0) {
    return { message: 'pickup.errors.codeFirstOrder' };
  }
  return null;
}
