import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mayWorkIn, type AdminArea } from '@/lib/admin-areas';
import { adminScreen } from '@/lib/admin-nav';
import { ROLES, type Role } from '@/lib/enums';
import type { DeclaredRoute, StaffAccess } from '@/server/route';

/**
 * Every route handler of the app, with who may call it, written out: a handler that declares
 * nothing, a new one missing here, or one whose declaration lets in other people than this table
 * says fails. The declaration is enforced by the guard in server/route.ts before the handler runs.
 *
 * Per staff route: the roles let in (the others are refused 403), whether staff limited to some
 * restaurants may call it (for their restaurants only), and whether it needs a confirmation in
 * the last five minutes. Public routes say who calls them and what keeps them safe.
 */
type Expected = { roles: Role[]; limited: boolean; fresh?: true } | 'public' | 'by kind';

const MANAGERS: Role[] = ['owner', 'manager'];
const OWNERS: Role[] = ['owner'];
const EDITORS: Role[] = ['owner', 'manager', 'editor'];
const KITCHEN: Role[] = ['owner', 'manager', 'kitchen'];

const ROUTES: Record<string, Record<string, Expected>> = {
  'api/admin/backup': { GET: { roles: OWNERS, limited: false, fresh: true } },
  'api/admin/contacts/[id]/attachment': { GET: { roles: MANAGERS, limited: true } },
  'api/admin/export/[kind]': { GET: 'by kind' },
  'api/admin/export/analytics': { GET: { roles: MANAGERS, limited: false } },
  'api/admin/export/lists': { GET: { roles: MANAGERS, limited: false } },
  'api/admin/export/orders': { GET: { roles: KITCHEN, limited: true } },
  'api/admin/mail/test': { POST: { roles: OWNERS, limited: false } },
  'api/admin/media': { POST: { roles: EDITORS, limited: false } },
  'api/admin/orders/events': { GET: { roles: KITCHEN, limited: true } },
  // Back from Stripe's onboarding of a restaurant's own account: owners.
  'api/admin/stripe/[step]': { GET: { roles: OWNERS, limited: false } },
  'api/admin/visitor-data': { GET: { roles: OWNERS, limited: false, fresh: true } },
  'api/auth/[...all]': { GET: 'public', POST: 'public' },
  'api/events': { POST: 'public' },
  'api/health': { GET: 'public' },
  'api/metrics': { GET: 'public' },
  'api/orders/[token]': { GET: 'public' },
  'api/orders/[token]/pay': { GET: 'public' },
  'api/payments/stripe': { POST: 'public' },
  // One-click unsubscribe (RFC 8058): mail clients post to it; a browser is led to its page.
  'api/unsubscribe/[token]': { GET: 'public', POST: 'public' },
  'menu-media/[...key]': { GET: 'public' },
};

/** The inbox export: each kind is its screen's (roles and limited staff as the screen). */
const EXPORT_KINDS = {
  contacts: { roles: MANAGERS, limited: true },
  catering: { roles: MANAGERS, limited: true },
  careers: { roles: MANAGERS, limited: false },
  franchise: { roles: MANAGERS, limited: false },
  reviews: { roles: MANAGERS, limited: true },
};

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const APP = path.join(process.cwd(), 'src', 'app');

function routeFiles(dir = APP): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

const routeOf = (file: string) => path.relative(APP, path.dirname(file)).split(path.sep).join('/');

/** Who a staff declaration lets in, read through the rules the guard applies. */
function letIn(area: AdminArea, forLimited: boolean, fresh: boolean | undefined) {
  return {
    roles: ROLES.filter((role) => mayWorkIn(role, area)),
    limited: forLimited,
    ...(fresh ? { fresh: true as const } : {}),
  };
}

function ruleOf(access: StaffAccess, screenKey?: string) {
  if ('area' in access) return letIn(access.area, access.forLimited ?? false, access.fresh);
  const key = 'screen' in access ? access.screen : access.screenOf.screens[screenKey!]!;
  const screen = adminScreen(key);
  return letIn(screen.area, screen.forLimited, access.fresh);
}

const modules = import.meta.glob<Record<string, unknown>>('../../src/app/**/route.ts');

describe('route handlers', () => {
  it('are all in the table, and the table has no route the app lacks', () => {
    expect(routeFiles().map(routeOf).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('each declares who may call it (staffRoute or publicRoute), in code', () => {
    for (const file of routeFiles()) {
      const code = fs.readFileSync(file, 'utf8');
      const bare = code.match(/export (?:async )?function (?:GET|HEAD|POST|PUT|PATCH|DELETE)\b/g);
      expect(bare, routeOf(file)).toBeNull();
    }
  });

  it('lets in exactly whom the table says', async () => {
    for (const [file, load] of Object.entries(modules)) {
      const route = file.replace('../../src/app/', '').replace(/\/route\.ts$/, '');
      const exported = await load();
      const declared = Object.fromEntries(
        METHODS.filter((method) => exported[method] !== undefined).map((method) => {
          const handler = exported[method] as DeclaredRoute;
          expect(handler.access, `${route} ${method}`).toBeDefined();
          const { access } = handler;
          if ('public' in access) {
            expect(access.public.length, `${route} ${method}: why`).toBeGreaterThan(20);
            return [method, 'public'];
          }
          if ('screenOf' in access.staff) return [method, 'by kind'];
          return [method, ruleOf(access.staff)];
        }),
      );
      if (route === 'api/admin/export/[kind]') {
        const access = (exported.GET as DeclaredRoute).access as { staff: StaffAccess };
        const kinds = Object.keys(EXPORT_KINDS) as (keyof typeof EXPORT_KINDS)[];
        for (const kind of kinds) {
          expect(ruleOf(access.staff, kind), kind).toEqual(EXPORT_KINDS[kind]);
        }
      }
      expect(declared, route).toEqual(ROUTES[route]);
    }
  }, 60_000);
});
