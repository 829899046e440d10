import 'server-only';
import { redirect } from 'next/navigation';
import { serverEnv } from '@/env';
import { adminScreen, opensScreen, type AdminScreen } from '@/lib/admin-nav';
import { isLimited, type LocationScope } from '@/lib/location-scope';
import type { Role } from '@/lib/enums';
import { consoleHome, mayWorkIn, type AdminArea } from '@/lib/admin-areas';
import { isFresh, REAUTH_REQUIRED } from '@/lib/freshness';
import { getCurrentActor } from './session';

export type StaffActor = {
  userId: string;
  email: string;
  role: Role;
  /** The restaurants this person is limited to; null: not limited (lib/location-scope.ts). */
  locations: LocationScope;
};

/**
 * The console's guards: signed in (else /admin/login), holding a role (else /admin/login, which
 * explains), a second factor when owners require one (else Account security, to set it up); below
 * the screen's area (lib/admin-areas.ts mayWorkIn) the user is sent to the dashboard. The console's layout and Account
 * security pass `accountSetup`, every other screen checks all.
 */
export async function requireStaff(
  area: AdminArea = 'dashboard',
  { accountSetup = false }: { accountSetup?: boolean } = {},
): Promise<StaffActor> {
  const actor = await getCurrentActor();
  if (!actor || !actor.role) redirect('/admin/login');
  // Owners require a second factor: until it is set up, Account security is the only screen.
  if (actor.needsSecondFactor && !accountSetup) redirect(SECOND_FACTOR_SETUP_PATH);
  // A password below today's rules: a new one first.
  if (actor.mustChangePassword && !accountSetup) redirect(PASSWORD_CHANGE_PATH);
  if (!mayWorkIn(actor.role, area)) redirect(consoleHome(actor.role));
  return staffActor({ ...actor, role: actor.role });
}

function staffActor(actor: {
  userId: string;
  email: string;
  role: Role;
  locations: LocationScope;
}): StaffActor {
  return {
    userId: actor.userId,
    email: actor.email,
    role: actor.role,
    locations: actor.locations,
  };
}

export const SECOND_FACTOR_SETUP_PATH = '/admin/security?setup=required';
export const PASSWORD_CHANGE_PATH = '/admin/security?password=change';

/**
 * A console screen: its role, and for staff limited to restaurants only the screens of theirs
 * (a brand-wide screen sends them to the dashboard, which shows their restaurants).
 */
export async function requireScreen(key: AdminScreen['key']): Promise<StaffActor> {
  const screen = adminScreen(key);
  const actor = await requireStaff(screen.area);
  if (!opensScreen(screen, { role: actor.role, limited: isLimited(actor.locations) })) {
    redirect(consoleHome(actor.role));
  }
  return actor;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that changes data must come from a page of this site: its Origin is the site's own
 * (browsers always send it on such requests). Another site's page cannot ride on a staff cookie.
 */
export function isSameOriginRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'same-origin';
  return origin === new URL(serverEnv().SITE_URL).origin;
}

/**
 * For route handlers: the staff member, or the HTTP refusal to send (403 for another site's
 * request, 401 signed out, 403 below the role). Checked before anything of the body is read.
 * Staff limited to restaurants are refused (403) unless the handler says it serves them
 * (`forLimited`), and then it answers for their restaurants only.
 */
export async function staffOrRefusal(
  area: AdminArea,
  request?: Request,
  { fresh = false, forLimited = false }: { fresh?: boolean; forLimited?: boolean } = {},
): Promise<{ actor: StaffActor; refusal?: undefined } | { actor?: undefined; refusal: Response }> {
  if (request && !isSameOriginRequest(request)) {
    return { refusal: new Response('Cross-site request refused', { status: 403 }) };
  }
  const actor = await getCurrentActor();
  if (!actor || !actor.role) return { refusal: new Response('Sign in first', { status: 401 }) };
  if (!mayWorkIn(actor.role, area)) return { refusal: new Response('Forbidden', { status: 403 }) };
  if (isLimited(actor.locations) && !forLimited) {
    return { refusal: new Response('For staff of the whole brand only', { status: 403 }) };
  }
  if (actor.needsSecondFactor) {
    return { refusal: new Response('Set up a second factor first', { status: 403 }) };
  }
  if (actor.mustChangePassword) {
    return { refusal: new Response('Choose a new password first', { status: 403 }) };
  }
  if (fresh && !isFresh(actor.verifiedAt)) {
    // The console's "Confirm it is you" dialog opens on this code, then asks again.
    return {
      refusal: Response.json(
        { code: REAUTH_REQUIRED, message: 'Confirm it is you first, then download again.' },
        { status: 403, headers: { 'cache-control': 'no-store' } },
      ),
    };
  }
  return { actor: staffActor({ ...actor, role: actor.role }) };
}
