import type { Role } from '../../src/lib/enums';
import type { ActionDeps } from '../../src/server/action';
import type { GuestSession } from '../../src/features/accounts/server/sessions';

export type Who = 'anonymous' | 'no role' | Role;

/**
 * Request facts of a console action run by `who` (a signed-in account with that role), limited to
 * the restaurants `locations` names (null: not limited), last confirmed at `verifiedAt`, from client address `ip`.
 */
export function depsFor(
  who: Who,
  {
    locations = null,
    verifiedAt = new Date(),
    ip = '198.51.100.9',
  }: { locations?: readonly string[] | null; verifiedAt?: Date; ip?: string } = {},
): ActionDeps {
  const actor =
    who === 'anonymous'
      ? null
      : {
          userId: `user-${who}`,
          email: `${who}@example.com`,
          role: who === 'no role' ? null : who,
          locations,
          // By default signed in just now: sensitive changes need no confirmation.
          verifiedAt,
        };
  return {
    meta: async () => ({ ip, userAgent: 'vitest', referrer: null, actor }),
    invalidate: () => {},
  };
}

let visitors = 0;

/**
 * Request facts of a visitor (no staff member) from a client address of their own, so that
 * per-client limits stay out of the way; signed in as a guest's account when `guest` is given.
 */
export function visitorDeps(guest: GuestSession | null = null): ActionDeps {
  visitors += 1;
  const ip = `203.0.${1 + (Math.floor(visitors / 250) % 250)}.${1 + (visitors % 250)}`;
  return {
    meta: async () => ({ ip, userAgent: 'vitest', referrer: null, actor: null, guest }),
    invalidate: () => {},
  };
}
