import 'server-only';
import { adminScreen, type AdminScreen } from '@/lib/admin-nav';
import type { AdminArea } from '@/lib/admin-areas';
import { staffOrRefusal, type StaffActor } from './auth/guard';

/**
 * Every route handler declares who may call it, as every action does (server/action.ts): staff of
 * a console area or screen, or `public` with the reason. The guard runs before the handler, and
 * before anything of the request's body is read. `tests/unit/routes.test.ts` lists every route
 * handler of the app with its declaration, written out, and refuses one that declares nothing.
 */

type ScreenKey = AdminScreen['key'];

/** Who may call a staff route: the role of a console area, or the rules of one of its screens. */
export type StaffAccess = (
  | {
      /** A console screen: its area's role, and limited staff only where it serves them. */
      screen: ScreenKey;
    }
  | {
      /** The screen is named by a path parameter (`/api/admin/export/[kind]`); others: 404. */
      screenOf: { param: string; screens: Readonly<Record<string, ScreenKey>> };
    }
  | {
      area: AdminArea;
      /** Staff limited to restaurants may call it (it answers for their restaurants only). */
      forLimited?: boolean;
    }
) & {
  /** A confirmation of who it is in the last five minutes (a download of secrets). */
  fresh?: boolean;
};

export type RouteAccess = { staff: StaffAccess } | { public: string };

/** What Next calls: the request, and the route's context (its path parameters). */
type RouteContext = { params: Promise<Record<string, string | string[]>> };
type NextHandler = (request: Request, context: RouteContext) => Promise<Response>;

/** A route handler with its declaration, for the test that lists them. */
export type DeclaredRoute = NextHandler & { access: RouteAccess };

function declared(handler: NextHandler, access: RouteAccess): DeclaredRoute {
  return Object.assign(handler, { access });
}

/** The area and limited-staff rule of a staff route for this request; null: no such screen. */
async function areaOf(
  access: StaffAccess,
  context: RouteContext,
): Promise<{ area: AdminArea; forLimited: boolean } | null> {
  if ('area' in access) return { area: access.area, forLimited: access.forLimited ?? false };
  let key: ScreenKey;
  if ('screen' in access) key = access.screen;
  else {
    const { screens, param } = access.screenOf;
    const value = (await context.params)[param];
    if (typeof value !== 'string' || !Object.hasOwn(screens, value)) return null;
    key = screens[value]!;
  }
  const screen = adminScreen(key);
  return { area: screen.area, forLimited: screen.forLimited };
}

/**
 * A route for staff: signed in, with the role of its area (or screen), limited staff only where
 * it serves them, a second factor and a current password where owners require them, a recent
 * confirmation where it says `fresh`, and, for a request that changes data, from this site's own
 * pages. The handler is given the staff member.
 */
export function staffRoute<P extends Record<string, string | string[]> = Record<string, string>>(
  access: StaffAccess,
  handler: (request: Request, actor: StaffActor, params: Promise<P>) => Promise<Response>,
): DeclaredRoute {
  return declared(
    async (request, context) => {
      const rule = await areaOf(access, context);
      if (!rule) return new Response(null, { status: 404 });
      const { actor, refusal } = await staffOrRefusal(rule.area, request, {
        fresh: access.fresh ?? false,
        forLimited: rule.forLimited,
      });
      if (refusal) return refusal;
      return handler(request, actor, context.params as Promise<P>);
    },
    { staff: access },
  );
}

/** A route anyone may call; `why` says who calls it and what keeps it safe. */
export function publicRoute<P extends Record<string, string | string[]> = Record<string, string>>(
  why: string,
  handler: (request: Request, params: Promise<P>) => Promise<Response>,
): DeclaredRoute {
  return declared((request, context) => handler(request, context.params as Promise<P>), {
    public: why,
  });
}
