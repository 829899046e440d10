import { describe, expect, it } from 'vitest';
import { consoleHome, mayWorkIn } from './admin-areas';
import { ADMIN_NAV, opensScreen } from './admin-nav';
import type { Role } from './enums';

/** The console's screens each role opens (brand-wide staff), written out. */
const OPENS: Record<Role, string[]> = {
  kitchen: ['orders'],
  editor: ['dashboard', 'categories', 'items', 'modifiers', 'combos', 'media', 'instagram'],
  manager: [
    'dashboard',
    'categories',
    'items',
    'modifiers',
    'combos',
    'media',
    'instagram',
    'locations',
    'orders',
    'promoCodes',
    'reservations',
    'catering',
    'contacts',
    'careers',
    'franchise',
    'reviews',
    'lists',
    'campaigns',
  ],
  owner: [
    'dashboard',
    'categories',
    'items',
    'modifiers',
    'combos',
    'media',
    'instagram',
    'locations',
    'orders',
    'promoCodes',
    'reservations',
    'catering',
    'contacts',
    'careers',
    'franchise',
    'reviews',
    'lists',
    'campaigns',
    'loyalty',
    'users',
    'audit',
    'mail',
    'settings',
  ],
};

const screens = ADMIN_NAV.flatMap((group) => group.screens);

describe("the console's screens by role", () => {
  for (const [role, keys] of Object.entries(OPENS) as [Role, string[]][]) {
    it(`${role} opens ${keys.length} screens`, () => {
      const opened = screens
        .filter((screen) => opensScreen(screen, { role, limited: false }))
        .map((screen) => screen.key);
      expect(opened).toEqual(keys);
    });
  }

  it('keeps the kitchen to Orders and its own account, and opens its console there', () => {
    expect(mayWorkIn('kitchen', 'orders')).toBe(true);
    expect(mayWorkIn('kitchen', 'account')).toBe(true);
    for (const area of [
      'dashboard',
      'inbox',
      'menu',
      'settings',
      'locations',
      'analytics',
      'promotions',
    ] as const) {
      expect(mayWorkIn('kitchen', area)).toBe(false);
    }
    expect(consoleHome('kitchen')).toBe('/admin/orders');
    expect(consoleHome('manager')).toBe('/admin');
    // Limited to restaurants, the kitchen still opens its restaurants' orders.
    const orders = screens.find((screen) => screen.key === 'orders')!;
    expect(opensScreen(orders, { role: 'kitchen', limited: true })).toBe(true);
    expect(mayWorkIn(null, 'account')).toBe(false);
  });
});
