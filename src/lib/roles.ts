import type { Role } from '@/lib/enums';

/**
 * Spec: owner 3 > manager 2 > editor 1. The kitchen (0) is below every rung: it holds none of
 * the ladder's areas, only its own (lib/admin-areas.ts mayWorkIn).
 */
export const ROLE_LEVELS: Record<Role, number> = { owner: 3, manager: 2, editor: 1, kitchen: 0 };

/** The effective role is the highest of a user's role rows; null when there is none. */
export function highestRole(roles: readonly string[]): Role | null {
  let best: Role | null = null;
  for (const role of roles) {
    if (!(role in ROLE_LEVELS)) continue;
    const r = role as Role;
    if (!best || ROLE_LEVELS[r] > ROLE_LEVELS[best]) best = r;
  }
  return best;
}

/**
 * Passes for an owner, a manager asking for manager or editor, an editor asking for editor; the
 * kitchen only for the kitchen (it is on no rung of the ladder).
 */
export function hasRole(role: Role | null | undefined, minimum: Role): boolean {
  if (!role) return false;
  if (role === 'kitchen' || minimum === 'kitchen') return role === minimum;
  return ROLE_LEVELS[role] >= ROLE_LEVELS[minimum];
}
