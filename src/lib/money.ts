/**
 * Money. The database keeps an amount as numeric(10,2) dollars; code works in whole cents, so that
 * 12.5 and 12.50 are one price and no sum gathers a float's error.
 */

/** An amount of dollars (as stored and typed) in whole cents. */
export const cents = (value: number) => Math.round(value * 100);

/** A restaurant's price, or an option's adjustment either way, is at most this (dollars). */
export const LOCATION_PRICE_MAX = 10_000;
