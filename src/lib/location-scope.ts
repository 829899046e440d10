/**
 * Which restaurants a staff member may see and change. An owner, and a manager or editor with no
 * restaurant chosen, act for every restaurant and for the brand (categories, dishes, brand prices,
 * settings, users). A manager or editor limited to some restaurants acts only there: those
 * restaurants' bookings, the inbox items that name one of them, their hours and their menu
 * settings; nothing brand-wide. The server decides with these (server/action.ts, the screens'
 * and route handlers' guards); the console only follows.
 */

/** Restaurant ids; null: not limited. */
export type LocationScope = readonly string[] | null;

declare const resolvedForViewer: unique symbol;

/**
 * The restaurants one viewer may read about, by id and by slug (null: every restaurant, for
 * someone not limited). Every read of restaurant data for staff takes one, and nothing has a
 * default: only `viewerScope` (server/locations/queries.ts) makes one, from the viewer.
 */
export type ViewerScope = {
  readonly ids: LocationScope;
  readonly slugs: readonly string[] | null;
  readonly [resolvedForViewer]: true;
};

export function isLimited(scope: LocationScope): scope is readonly string[] {
  return scope !== null;
}

/** May act for the brand as a whole (not limited to restaurants). */
export function actsForBrand(scope: LocationScope): boolean {
  return scope === null;
}

/** May act at every one of these restaurants (at least one named). */
export function actsAt(scope: LocationScope, locationIds: readonly string[]): boolean {
  if (locationIds.length === 0) return false;
  return scope === null || locationIds.every((id) => scope.includes(id));
}

/** The restaurants of a list this person may see. */
export function withinScope<L extends { id: string }>(
  scope: LocationScope,
  all: readonly L[],
): L[] {
  return scope === null ? [...all] : all.filter((location) => scope.includes(location.id));
}
