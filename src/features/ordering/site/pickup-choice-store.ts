'use client';

import { useSyncExternalStore } from 'react';
import {
  chosenPickupFor,
  parsePickupChoice,
  pickupChoiceText,
  PICKUP_STORAGE_KEY,
  type ChosenPickup,
} from '@/features/ordering/rules/pickup-choice';
import { browserStore } from '@/lib/browser-store';
import { localDateTimeValue } from '@/lib/time-zone';

/**
 * The later pickup time a guest chose before checkout (rules/pickup-choice.ts), kept by the
 * browser like the cart: the ordering page's chooser and the checkout write it, the ordering
 * page's dishes are greyed by it, and placing an order clears it.
 */
const store = browserStore<ChosenPickup | null>({
  key: PICKUP_STORAGE_KEY,
  parse: parsePickupChoice,
  text: pickupChoiceText,
  empty: null,
});

/** Chooses a later time at a restaurant (null: as soon as possible). */
export function choosePickup(restaurant: string, at: string | null): void {
  store.write(at ? { restaurant, at } : null);
}

/** One timer for every component reading the clock (each dish card of the ordering page). */
const ticking = new Set<() => void>();
let timer: number | undefined;
function everyMinute(listener: () => void) {
  ticking.add(listener);
  timer ??= window.setInterval(() => {
    for (const tick of ticking) tick();
  }, 15_000);
  return () => {
    ticking.delete(listener);
    if (ticking.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The restaurant's wall clock now ("2026-12-03T19:05"), read again every few seconds so that it
 * follows the minute; null before the page's script runs (and in the server's render).
 */
export function useRestaurantClock(timeZone: string): string | null {
  return useSyncExternalStore(
    everyMinute,
    () => localDateTimeValue(new Date(), timeZone),
    () => null,
  );
}

/** The later time chosen at this restaurant and still ahead of its clock, else null (as soon as possible). */
export function useChosenPickup(restaurant: string, timeZone: string): string | null {
  const choice = store.useValue();
  const now = useRestaurantClock(timeZone);
  return chosenPickupFor(choice, restaurant, now);
}

/** What is kept, whatever its restaurant or time (the checkout says when a kept time is gone). */
export function useKeptPickup(): ChosenPickup | null {
  return store.useValue();
}
