import type { Role } from '../../src/lib/enums';
import type { ActionDeps } from '../../src/server/action';

export type Who = 'anonymous' | 'no role' | Role;

/**
 * Request facts of a console action run by `who` (a signed-in account with that role), limited to
 * the restaurants `locations` names (null: not limited).
 */
export function depsFor(
  who: Who,
  { locations = null }: { locations?: readonly string[] | null } = {},
): ActionDeps {
  const actor =
    who === 'anonymous'
      ? null
      : {
          userId: `user-${who}`,
          email: `${who}@example.com`,
          role: who === 'no role' ? null : who,
          locations,
          // Signed in just now: sensitive changes need no confirmation.
          verifiedAt: new Date(),
        };
  return {
    meta: async () => ({ ip: '198.51.100.9', userAgent: 'vitest', referrer: null, actor }),
    invalidate: () => {},
  };
}
