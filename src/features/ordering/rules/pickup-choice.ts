import { jsonObject } from '@/lib/json-object';

/**
 * A later pickup time a guest chose for a restaurant before checkout (on its ordering page, or at
 * its checkout): the restaurant's wall clock, "2026-12-04T09:00". The browser keeps it so that the
 * ordering page greys the dishes not served then and the checkout starts from it; the server
 * checks it again, as it checks every pickup, when the cart is priced and placed. None: as soon
 * as possible.
 */
export type ChosenPickup = { restaurant: string; at: string };

/** Where the browser keeps it (site/pickup-choice-store.ts). */
export const PICKUP_STORAGE_KEY = 'saba.pickup';

const WALL_CLOCK = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;
const SLUG = /^[a-z0-9-]{1,64}$/;

/** A choice as the browser keeps it (none: nothing to keep). */
export function pickupChoiceText(choice: ChosenPickup | null): string | null {
  return choice ? JSON.stringify({ restaurant: choice.restaurant, at: choice.at }) : null;
}

/** A choice read back from the browser's storage, which anything may have written. */
export function parsePickupChoice(text: string | null): ChosenPickup | null {
  if (!text || text.length > 200) return null;
  const value = jsonObject(text);
  if (!value) return null;
  const { restaurant, at } = value;
  if (typeof restaurant !== 'string' || !SLUG.test(restaurant)) return null;
  if (typeof at !== 'string' || !WALL_CLOCK.test(at)) return null;
  return { restaurant, at };
}

/**
 * The time chosen for this restaurant while it is still ahead of the restaurant's clock now
 * (`now`, its wall clock in the same form; unknown before the page's script runs), else null: a
 * choice for another restaurant, or one whose time has come, is as soon as possible.
 */
export function chosenPickupFor(
  choice: ChosenPickup | null,
  restaurant: string,
  now: string | null,
): string | null {
  if (!choice || choice.restaurant !== restaurant || now === null) return null;
  return choice.at > now ? choice.at : null;
}
