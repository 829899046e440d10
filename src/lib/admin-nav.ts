import type { Role } from '@/lib/enums';
import { areaRole, mayWorkIn, type AdminArea } from './admin-areas';

/**
 * The console's screens: sidebar entry, route, and the area they belong to, whose role
 * (lib/admin-areas.ts) is the lowest that may open them.
 */
export type AdminScreen = {
  key:
    | 'dashboard'
    | 'categories'
    | 'items'
    | 'modifiers'
    | 'combos'
    | 'media'
    | 'instagram'
    | 'locations'
    | 'reservations'
    | 'orders'
    | 'promoCodes'
    | 'catering'
    | 'contacts'
    | 'careers'
    | 'franchise'
    | 'reviews'
    | 'lists'
    | 'campaigns'
    | 'loyalty'
    | 'users'
    | 'audit'
    | 'mail'
    | 'settings';
  href: string;
  area: AdminArea;
  minRole: Role;
  /**
   * Open to staff limited to some restaurants (lib/location-scope.ts): it shows their
   * restaurants' part only. The others are the brand's (categories, media, careers, lists…).
   */
  forLimited: boolean;
};

function screen(
  key: AdminScreen['key'],
  href: string,
  area: AdminArea,
  { forLimited }: { forLimited: boolean },
): AdminScreen {
  return { key, href, area, minRole: areaRole(area), forLimited };
}

const RESTAURANT = { forLimited: true };
const BRAND = { forLimited: false };

export type AdminNavGroup = {
  key: 'main' | 'menu' | 'operations' | 'system';
  screens: AdminScreen[];
};

export const ADMIN_NAV: AdminNavGroup[] = [
  { key: 'main', screens: [screen('dashboard', '/admin', 'dashboard', RESTAURANT)] },
  {
    key: 'menu',
    screens: [
      screen('categories', '/admin/menu/categories', 'menu', BRAND),
      screen('items', '/admin/menu/items', 'menu', RESTAURANT),
      screen('modifiers', '/admin/menu/modifiers', 'menu', RESTAURANT),
      screen('combos', '/admin/menu/combos', 'menu', RESTAURANT),
      screen('media', '/admin/media', 'media', BRAND),
      screen('instagram', '/admin/instagram', 'menu', BRAND),
    ],
  },
  {
    key: 'operations',
    screens: [
      screen('locations', '/admin/locations', 'locations', RESTAURANT),
      screen('orders', '/admin/orders', 'orders', RESTAURANT),
      screen('promoCodes', '/admin/promo-codes', 'promotions', BRAND),
      screen('reservations', '/admin/reservations', 'reservations', RESTAURANT),
      screen('catering', '/admin/catering', 'inbox', RESTAURANT),
      screen('contacts', '/admin/contacts', 'inbox', RESTAURANT),
      screen('careers', '/admin/careers', 'inbox', BRAND),
      screen('franchise', '/admin/franchise-pipeline', 'inbox', BRAND),
      screen('reviews', '/admin/reviews', 'inbox', RESTAURANT),
      screen('lists', '/admin/lists', 'lists', BRAND),
      screen('campaigns', '/admin/campaigns', 'campaigns', BRAND),
      screen('loyalty', '/admin/loyalty', 'loyalty', BRAND),
    ],
  },
  {
    key: 'system',
    screens: [
      screen('users', '/admin/users', 'users', BRAND),
      screen('audit', '/admin/audit', 'audit', BRAND),
      screen('mail', '/admin/mail', 'settings', BRAND),
      screen('settings', '/admin/settings', 'settings', BRAND),
    ],
  },
];

export function adminScreen(key: AdminScreen['key']): AdminScreen {
  for (const group of ADMIN_NAV) {
    const screen = group.screens.find((s) => s.key === key);
    if (screen) return screen;
  }
  throw new Error(`unknown admin screen ${key}`);
}

/** Whether a staff member may open a screen: the role for it, and not brand-wide if limited. */
export function opensScreen(
  screen: AdminScreen,
  actor: { role: Role | null; limited: boolean },
): boolean {
  return mayWorkIn(actor.role, screen.area) && (screen.forLimited || !actor.limited);
}
