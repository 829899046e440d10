import type { Role } from '../../src/lib/enums';
import type { ActionDeps } from '../../src/server/action';

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
