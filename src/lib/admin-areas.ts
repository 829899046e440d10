import type { Role } from './enums';
import { hasRole } from './roles';

/**
 * Who may work in each area of the console: the one declaration of the console's roles. The
 * navigation shows an area's screens from this role, the pages and exports refuse below it, and
 * every console action names its area (server/action.ts); the role-matrix test is generated from
 * it. Editors: the menu and its media; managers: also locations and everything visitors send;
 * owners: all, staff and settings included (docs/decisions/0005-admin-roles-and-auth.md).
 */
export const ADMIN_AREAS = {
  /** The dashboard and one's own account security: anyone on staff. */
  dashboard: 'editor',
  account: 'editor',
  menu: 'editor',
  media: 'editor',
  locations: 'manager',
  reservations: 'manager',
  /** Pickup orders: the kitchen's screen, its steps and pauses. */
  orders: 'manager',
  /**
   * Refunds of card orders in part or whole, after pickup too: owners and managers, never a
   * kitchen account (whose refund is cancelling before pickup, within the owners' limit).
   */
  refunds: 'manager',
  /** Promo codes for pickup orders: brand-wide, so the brand's managers and owners. */
  promotions: 'manager',
  /** E-mail campaigns to the confirmed list: written, tried, sent and counted (issue 48). */
  campaigns: 'manager',
  /** Loyalty points: the program's rules, its rewards, a guest's points and their adjustment. */
  loyalty: 'owner',
  /** Contacts, catering, careers, franchise leads and reviews. */
  inbox: 'manager',
  lists: 'manager',
  /** The dashboard's visitors and conversions, and their CSV. */
  analytics: 'manager',
  users: 'owner',
  audit: 'owner',
  /** Site settings, sign-in rules, visitor data and backups. */
  settings: 'owner',
} as const satisfies Record<string, Role>;

export type AdminArea = keyof typeof ADMIN_AREAS;

/** The lowest role of the ladder that may work in an area. */
export function areaRole(area: AdminArea): Role {
  return ADMIN_AREAS[area];
}

/**
 * What someone who only runs the kitchen may use (issue 29): the Orders screen with its steps and
 * pauses, and their own account; not the dashboard's figures, the inbox, the menu, locations,
 * settings or anything else. Orders is their console's home.
 */
export const KITCHEN_AREAS: readonly AdminArea[] = ['account', 'orders'];

/** Where a staff member's console opens, and where a screen they may not open sends them. */
export function consoleHome(role: Role | null | undefined): string {
  return role === 'kitchen' ? '/admin/orders' : '/admin';
}

/** Whether a role may work in an area: the one check behind every screen, route and action. */
export function mayWorkIn(role: Role | null | undefined, area: AdminArea): boolean {
  if (role === 'kitchen') return KITCHEN_AREAS.includes(area);
  return hasRole(role, ADMIN_AREAS[area]);
}

/**
 * What staff limited to some restaurants (lib/location-scope.ts) may do in each area:
 * - `personal`: all of it (their dashboard, their own account);
 * - `restaurants`: what names one of their restaurants (its bookings, inbox items, hours, menu
 *   settings); an action of the area says which restaurant it acts at, and one that does not is
 *   brand-wide (server/action.ts);
 * - `brand`: nothing; the brand's staff only.
 */
export const AREA_REACH = {
  dashboard: 'personal',
  account: 'personal',
  menu: 'restaurants',
  media: 'brand',
  locations: 'restaurants',
  reservations: 'restaurants',
  orders: 'restaurants',
  refunds: 'restaurants',
  promotions: 'brand',
  campaigns: 'brand',
  loyalty: 'brand',
  inbox: 'restaurants',
  lists: 'brand',
  analytics: 'brand',
  users: 'brand',
  audit: 'brand',
  settings: 'brand',
} as const satisfies Record<AdminArea, 'personal' | 'restaurants' | 'brand'>;

export type AreaReach = (typeof AREA_REACH)[AdminArea];
