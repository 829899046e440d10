import 'server-only';
import { redirect } from 'next/navigation';
import { adminScreen, type AdminScreen } from '@/lib/admin-nav';
import type { Role } from '@/lib/enums';
import { hasRole } from '@/lib/roles';
import { getCurrentActor } from './session';

export type StaffActor = { userId: string; email: string; role: Role };

/**
 * The console's two guards: signed in (else /admin/login) and holding a role (else /admin/login,
 * which explains); below the screen's minimum role the user is sent to the dashboard.
 */
export async function requireStaff(minimum: Role = 'editor'): Promise<StaffActor> {
  const actor = await getCurrentActor();
  if (!actor || !actor.role) redirect('/admin/login');
  if (!hasRole(actor.role, minimum)) redirect('/admin');
  return { userId: actor.userId, email: actor.email, role: actor.role };
}

export function requireScreen(key: AdminScreen['key']): Promise<StaffActor> {
  return requireStaff(adminScreen(key).minRole);
}

/** For route handlers: the staff member, or the HTTP refusal to send (401 or 403). */
export async function staffOrRefusal(
  minimum: Role,
): Promise<{ actor: StaffActor; refusal?: undefined } | { actor?: undefined; refusal: Response }> {
  const actor = await getCurrentActor();
  if (!actor || !actor.role) return { refusal: new Response('Sign in first', { status: 401 }) };
  if (!hasRole(actor.role, minimum)) return { refusal: new Response('Forbidden', { status: 403 }) };
  return { actor: { userId: actor.userId, email: actor.email, role: actor.role } };
}
