import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mayWorkIn } from '@/lib/admin-areas';
import { adminScreen, type AdminScreen } from '@/lib/admin-nav';
import { ROLES, type Role } from '@/lib/enums';
import { INBOX_SCREENS, type InboxKind } from '@/lib/inbox';

/**
 * Every page under /admin, with who may open it, written out. A console page names its screen
 * (`ScreenLoader screen=…`, `requireScreen(…)`, or an inbox's `InboxPage kind=…`), whose area's
 * role and limited-staff rule the server checks before it loads anything; the console's layout
 * lets in only signed-in staff with a role. A page that names none, or one missing here, fails.
 */
type Expected =
  | { screen: AdminScreen['key']; roles: Role[]; limited: boolean }
  | 'any staff'
  | 'no data'
  | 'public';

const MANAGERS: Role[] = ['owner', 'manager'];
const OWNERS: Role[] = ['owner'];
const EDITORS: Role[] = ['owner', 'manager', 'editor'];
const KITCHEN: Role[] = ['owner', 'manager', 'kitchen'];

const PAGES: Record<string, Expected> = {
  '(console)': { screen: 'dashboard', roles: EDITORS, limited: true },
  '(console)/[...screen]': 'no data',
  '(console)/audit': { screen: 'audit', roles: OWNERS, limited: false },
  // Campaigns go to the brand's list: owners and managers not limited to restaurants.
  '(console)/campaigns': { screen: 'campaigns', roles: MANAGERS, limited: false },
  '(console)/careers': { screen: 'careers', roles: MANAGERS, limited: false },
  '(console)/catering': { screen: 'catering', roles: MANAGERS, limited: true },
  '(console)/contacts': { screen: 'contacts', roles: MANAGERS, limited: true },
  '(console)/franchise-pipeline': { screen: 'franchise', roles: MANAGERS, limited: false },
  '(console)/instagram': { screen: 'instagram', roles: EDITORS, limited: false },
  '(console)/lists': { screen: 'lists', roles: MANAGERS, limited: false },
  '(console)/locations': { screen: 'locations', roles: MANAGERS, limited: true },
  '(console)/locations/[id]': { screen: 'locations', roles: MANAGERS, limited: true },
  '(console)/locations/new': { screen: 'locations', roles: MANAGERS, limited: true },
  '(console)/loyalty': { screen: 'loyalty', roles: OWNERS, limited: false },
  '(console)/mail': { screen: 'mail', roles: OWNERS, limited: false },
  '(console)/media': { screen: 'media', roles: EDITORS, limited: false },
  '(console)/menu': 'no data',
  '(console)/menu/categories': { screen: 'categories', roles: EDITORS, limited: false },
  '(console)/menu/combos': { screen: 'combos', roles: EDITORS, limited: true },
  '(console)/menu/items': { screen: 'items', roles: EDITORS, limited: true },
  '(console)/menu/modifiers': { screen: 'modifiers', roles: EDITORS, limited: true },
  '(console)/orders': { screen: 'orders', roles: KITCHEN, limited: true },
  // The order history's search, and one order's page with its timeline.
  '(console)/orders/history': { screen: 'orders', roles: KITCHEN, limited: true },
  '(console)/orders/[id]': { screen: 'orders', roles: KITCHEN, limited: true },
  // Promo codes are the brand's: owners and managers who are not limited to restaurants.
  '(console)/promo-codes': { screen: 'promoCodes', roles: MANAGERS, limited: false },
  '(console)/reservations': { screen: 'reservations', roles: MANAGERS, limited: true },
  '(console)/reviews': { screen: 'reviews', roles: MANAGERS, limited: true },
  '(console)/security': 'any staff',
  '(console)/settings': { screen: 'settings', roles: OWNERS, limited: false },
  '(console)/users': { screen: 'users', roles: OWNERS, limited: false },
  // An order's kitchen ticket: printed on its own, without the console's frame.
  '(print)/orders/[id]/ticket': { screen: 'orders', roles: KITCHEN, limited: true },
  invitation: 'public',
  login: 'public',
  'login/link': 'public',
  'reset-password': 'public',
  setup: 'public',
};

const ADMIN = path.join(process.cwd(), 'src', 'app', 'admin');

function pageFiles(dir = ADMIN): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === 'page.tsx' ? [full] : [];
  });
}

const pageOf = (file: string) =>
  path.relative(ADMIN, path.dirname(file)).split(path.sep).join('/') || '.';

/** What a page's code declares: the screen it loads through, or how it is open. */
function declared(file: string): Expected | 'nothing' {
  const code = fs.readFileSync(file, 'utf8');
  const key =
    /<ScreenLoader[^>]*\sscreen="(\w+)"/.exec(code)?.[1] ??
    /requireScreen\('(\w+)'\)/.exec(code)?.[1] ??
    INBOX_SCREENS[/<InboxPage kind="(\w+)"/.exec(code)?.[1] as InboxKind];
  if (key) {
    const screen = adminScreen(key as AdminScreen['key']);
    return {
      screen: screen.key,
      roles: ROLES.filter((role) => mayWorkIn(role, screen.area)),
      limited: screen.forLimited,
    };
  }
  if (/requireStaff\('account', \{ accountSetup: true \}\)/.test(code)) return 'any staff';
  // Pages that read nothing: a redirect or the not-found page.
  if (!/await|getDb|from '@\/server\//.test(code) && /(redirect|notFound)\(/.test(code)) {
    return 'no data';
  }
  if (!pageOf(file).startsWith('(console)')) return 'public';
  return 'nothing';
}

describe('console pages', () => {
  it('are all in the table, and the table has no page the app lacks', () => {
    expect(pageFiles().map(pageOf).sort()).toEqual(Object.keys(PAGES).sort());
  });

  it('each names its screen, whose role and restaurants the server checks before loading', () => {
    const found = Object.fromEntries(pageFiles().map((file) => [pageOf(file), declared(file)]));
    expect(found).toEqual(PAGES);
  });

  it('are reached through the one layout that lets in only staff with a role', () => {
    const layout = fs.readFileSync(path.join(ADMIN, '(console)', 'layout.tsx'), 'utf8');
    expect(layout).toMatch(/await requireStaff\('account', \{ accountSetup: true \}\)/);
  });
});
