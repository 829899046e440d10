/**
 * A restaurant's booking settings, as its location form edits them and the reservations feature
 * reads them: the length of a table's slot, and how long a party keeps its table.
 */

export const SLOT_LENGTHS = [15, 30, 45, 60, 90, 120] as const;
/** The party sizes a restaurant sets its own turn time for; the last band is every larger party. */
export const TURN_BANDS = [2, 4, null] as const;
/** Longest a table may be held, in minutes. */
export const TURN_MINUTES_MAX = 360;
/**
 * How long a party keeps its table, by party size: the first band its size fits (`upTo` null:
 * any size). Minutes null or no band: it holds its own time only.
 */
export type TurnTime = { upTo: number | null; minutes: number | null };

/** A party's turn time at a restaurant, in minutes; null: it holds its own time only. */
export function turnMinutes(location: { turnTimes: readonly TurnTime[] }, partySize: number) {
  const band = location.turnTimes.find((b) => b.upTo === null || partySize <= b.upTo);
  return band?.minutes ?? null;
}
