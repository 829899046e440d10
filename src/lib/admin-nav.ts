import type { Role } from '@/lib/enums';
import { areaRole, type AdminArea } from './admin-areas';

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
    | 'catering'
    | 'contacts'
    | 'careers'
    | 'franchise'
    | 'reviews'
    | 'lists'
    | 'users'
    | 'audit'
    | 'settings';
  href: string;
  area: AdminArea;
  minRole: Role;
};

function screen(key: AdminScreen['key'], href: string, area: AdminArea): AdminScreen {
  return { key, href, area, minRole: areaRole(area) };
}

export type AdminNavGroup = {
  key: 'main' | 'menu' | 'operations' | 'system';
  screens: AdminScreen[];
};

export const ADMIN_NAV: AdminNavGroup[] = [
  { key: 'main', screens: [screen('dashboard', '/admin', 'dashboard')] },
  {
    key: 'menu',
    screens: [
      screen('categories', '/admin/menu/categories', 'menu'),
      screen('items', '/admin/menu/items', 'menu'),
      screen('modifiers', '/admin/menu/modifiers', 'menu'),
      screen('combos', '/admin/menu/combos', 'menu'),
      screen('media', '/admin/media', 'media'),
      screen('instagram', '/admin/instagram', 'menu'),
    ],
  },
  {
    key: 'operations',
    screens: [
      screen('locations', '/admin/locations', 'locations'),
      screen('reservations', '/admin/reservations', 'reservations'),
      screen('catering', '/admin/catering', 'inbox'),
      screen('contacts', '/admin/contacts', 'inbox'),
      screen('careers', '/admin/careers', 'inbox'),
      screen('franchise', '/admin/franchise-pipeline', 'inbox'),
      screen('reviews', '/admin/reviews', 'inbox'),
      screen('lists', '/admin/lists', 'lists'),
    ],
  },
  {
    key: 'system',
    screens: [
      screen('users', '/admin/users', 'users'),
      screen('audit', '/admin/audit', 'audit'),
      screen('settings', '/admin/settings', 'settings'),
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
