import { expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../tests/setup/db';
import { depsFor } from '../../tests/setup/staff-deps';
import type { ActionDeps } from './action';
import { CONSOLE_ACTIONS } from './console-actions';
import { auditLog } from './db/schema';
import * as accountActions from '@/features/accounts/server/actions';
import * as orderingActions from '@/features/ordering/server/actions';

type Action = ((raw: unknown, deps: ActionDeps) => Promise<unknown>) & {
  actionName?: string;
  forGuests?: boolean;
};

/** Every guest's action (declared `guest: true`): the accounts' and ordering's. */
const GUEST_ACTIONS = [...Object.values(accountActions), ...Object.values(orderingActions)].filter(
  (value) => (value as Action).forGuests === true,
) as unknown as Action[];

/**
 * Guests' accounts and staff accounts are apart: a guest's session runs no console action (it is
 * not a staff session, whatever it holds), and a staff session, of any role, runs no guest's
 * action (it is not a guest's).
 */

const guestOnly: ActionDeps = {
  meta: async () => ({
    ip: '203.0.113.5',
    userAgent: 'vitest',
    referrer: null,
    actor: null,
    guest: {
      accountId: '00000000-0000-4000-8000-000000000001',
      sessionId: '00000000-0000-4000-8000-000000000002',
      email: 'owner@example.com',
      language: 'en',
    },
  }),
  invalidate: () => {},
};

describeEachEngine('guests and staff apart', (engine) => {
  const database = freshAppDatabase(engine);

  it('a guest session runs no console action, and nothing is written', async () => {
    const before = await database().db.$count(auditLog);
    for (const [name, command] of Object.entries(CONSOLE_ACTIONS)) {
      const result = await command({}, guestOnly);
      expect({ name, result }).toEqual({
        name,
        result: { status: 'error', error: 'errors.signInRequired' },
      });
    }
    expect(await database().db.$count(auditLog)).toBe(before);
  });

  it('a staff session of any role runs no guest action', async () => {
    // Every one of them, passkeys and order again included (a new one is in this list by itself).
    expect(GUEST_ACTIONS.map((action) => action.actionName).sort()).toEqual([
      'account-checkout-details',
      'account-delete',
      'account-details',
      'account-passkey-add',
      'account-passkey-options',
      'account-passkey-remove',
      'account-rewards',
      'account-sign-out',
      'order-again',
    ]);
    const before = await database().db.$count(auditLog);
    for (const who of ['owner', 'manager', 'editor', 'kitchen', 'no role'] as const) {
      for (const action of GUEST_ACTIONS) {
        expect(
          await action({ language: 'en', confirm: 'on', number: 1 }, depsFor(who)),
          `${action.actionName} as ${who}`,
        ).toEqual({ status: 'error', error: 'account.errors.signInRequired' });
      }
    }
    expect(await database().db.$count(auditLog)).toBe(before);
  });
});
