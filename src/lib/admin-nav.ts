import type { Role } from '@/lib/enums';

/**
 * The console's screens: sidebar entry, route and the minimum role that may open them.
 * Editors: menu and media content; managers: also reservations and operations; owners: all.
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
  minRole: Role;
};

export type AdminNavGroup = {
  key: 'main' | 'menu' | 'operations' | 'system';
  screens: AdminScreen[];
};

export const ADMIN_NAV: AdminNavGroup[] = [
  { key: 'main', screens: [{ key: 'dashboard', href: '/admin', minRole: 'editor' }] },
  {
    key: 'menu',
    screens: [
      { key: 'categories', href: '/admin/menu/categories', minRole: 'editor' },
      { key: 'items', href: '/admin/menu/items', minRole: 'editor' },
      { key: 'modifiers', href: '/admin/menu/modifiers', minRole: 'editor' },
      { key: 'combos', href: '/admin/menu/combos', minRole: 'editor' },
      { key: 'media', href: '/admin/media', minRole: 'editor' },
      { key: 'instagram', href: '/admin/instagram', minRole: 'editor' },
    ],
  },
  {
    key: 'operations',
    screens: [
      { key: 'locations', href: '/admin/locations', minRole: 'manager' },
      { key: 'reservations', href: '/admin/reservations', minRole: 'manager' },
      { key: 'catering', href: '/admin/catering', minRole: 'manager' },
      { key: 'contacts', href: '/admin/contacts', minRole: 'manager' },
      { key: 'careers', href: '/admin/careers', minRole: 'manager' },
      { key: 'franchise', href: '/admin/franchise-pipeline', minRole: 'manager' },
      { key: 'reviews', href: '/admin/reviews', minRole: 'manager' },
      { key: 'lists', href: '/admin/lists', minRole: 'manager' },
    ],
  },
  {
    key: 'system',
    screens: [
      { key: 'users', href: '/admin/users', minRole: 'owner' },
      { key: 'audit', href: '/admin/audit', minRole: 'owner' },
      { key: 'settings', href: '/admin/settings', minRole: 'owner' },
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
