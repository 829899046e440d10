// Whether a Lighthouse run stands for the device it was meant to. `npm run lighthouse` slows the
// CPU by 4 x index / 1,000, the index being what the machine measured over the last runs; a shared
// machine's speed can move between two runs by half (measured here: 1,196 then 1,929 within a
// minute), and a run slowed for the one speed and made at the other stands for another device
// (a 7.1x slowdown meant for index 1,778 and made at 1,196 stands for Lighthouse's phone on a
// machine of index 674, not 1,000). Each run measures the machine's index just before it loads
// the page; a run whose index is too far from the one its slowdown was set for is set aside and
// made again.

/** How far (a share) a run's own index may be from the one its slowdown was set for. */
export const INDEX_TOLERANCE = 0.2;

/**
 * The machine index a slowdown was set for: `slowdown = defaultSlowdown x index / reference`.
 * Null for a slowdown that follows no index (Lighthouse's default, or one given by hand).
 */
export function indexSetFor(slowdown, defaultSlowdown, referenceIndex) {
  if (!(slowdown > 0) || !(defaultSlowdown > 0) || !(referenceIndex > 0)) return null;
  return (slowdown * referenceIndex) / defaultSlowdown;
}

/**
 * The index of the device a run stands for: Lighthouse's phone on a machine of this index
 * (the reference when the slowdown matched the machine's speed). Null when unknown.
 */
export function standsFor(runIndex, slowdown, defaultSlowdown) {
  if (!(runIndex > 0) || !(slowdown > 0) || !(defaultSlowdown > 0)) return null;
  return Math.round((runIndex * defaultSlowdown) / slowdown);
}

/**
 * Whether a run's own benchmark index is within INDEX_TOLERANCE of the index its slowdown was
 * set for. A run that did not say its index is taken as it is (nothing to compare).
 */
export function matchesSpeed(runIndex, setFor, tolerance = INDEX_TOLERANCE) {
  if (setFor === null || !(runIndex > 0)) return true;
  return Math.abs(runIndex - setFor) <= tolerance * setFor;
}
