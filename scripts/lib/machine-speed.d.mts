export const INDEX_TOLERANCE: number;
export function indexSetFor(
  slowdown: number,
  defaultSlowdown: number,
  referenceIndex: number,
): number | null;
export function standsFor(
  runIndex: number,
  slowdown: number,
  defaultSlowdown: number,
): number | null;
export function matchesSpeed(
  runIndex: number | null | undefined,
  setFor: number | null,
  tolerance?: number,
): boolean;
