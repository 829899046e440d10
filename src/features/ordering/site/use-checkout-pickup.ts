'use client';

import { formatWallClock, type PickupOffer } from '@/features/ordering/rules/pickup-format';
import { choosePickup, useChosenPickup } from './pickup-choice-store';

const isOffered = (offer: PickupOffer, at: string) =>
  offer.days.some((day) => day.times.some((time) => time.value === at));

/**
 * The checkout's pickup: the time chosen on the ordering page (or here before) while it is still
 * open, else as soon as possible where it can be, else the first time open. Choosing here keeps
 * the choice for the ordering page too. A chosen time no longer open (full, or the restaurant's
 * hours changed) is named, as the guest reads it, so that they choose another.
 */
export function useCheckoutPickup({
  restaurant,
  timeZone,
  language,
  times: offer,
}: {
  restaurant: string;
  timeZone: string;
  language: string;
  times: PickupOffer;
}) {
  const chosen = useChosenPickup(restaurant, timeZone);
  const offered = chosen !== null && isOffered(offer, chosen);
  const first = offer.days[0]?.times[0]?.value ?? null;
  const when: 'asap' | 'later' = offered || !offer.asap.ok ? 'later' : 'asap';
  return {
    when,
    slot: offered ? chosen : null,
    /** What the server prices and places for. */
    pickup: when === 'asap' ? 'asap' : ((offered ? chosen : first) ?? 'asap'),
    lost: chosen !== null && !offered ? formatWallClock(chosen, language) : null,
    choose: (next: 'asap' | 'later') => choosePickup(restaurant, next === 'later' ? first : null),
    pick: (at: string) => choosePickup(restaurant, at),
    /** The order is placed: the next one starts from as soon as possible. */
    forget: () => choosePickup(restaurant, null),
  };
}
