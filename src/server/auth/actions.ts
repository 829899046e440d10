'use server';

import 'server-only';

import type { ActionState } from '@/lib/action-state';
import { ownerSetupSchema } from '@/schemas/admin/login';
import { nextActionDeps } from '../action-context';
import { ActionError, defineAction } from '../action';
import { recordAudit } from '../audit/audit';
import { AccountError, createStaffAccount } from './accounts';
import { consumeSetupToken } from './setup-token';

const setupOwner = defineAction({
  name: 'setup-owner',
  schema: ownerSetupSchema,
  rateLimit: { limit: 10, windowMs: 10 * 60_000 },
  run: async ({ input, tx }) => {
    if (!(await consumeSetupToken(tx, input.token))) throw new ActionError('admin.setup.invalid');
    try {
      const owner = await createStaffAccount(tx, {
        email: input.email,
        password: input.password,
        role: 'owner',
      });
      await recordAudit(tx, {
        actorUserId: owner.id,
        actorEmail: owner.email,
        action: 'create-owner',
        entity: 'user',
        entityId: owner.id,
        after: { email: owner.email, roles: ['owner'], via: 'setup-link' },
      });
      return { data: { email: owner.email } };
    } catch (error) {
      if (error instanceof AccountError && error.code === 'email-taken') {
        throw new ActionError('admin.login.alreadyRegistered');
      }
      throw error;
    }
  },
});

/** The one-time setup link's form: creates the first owner account. */
export async function createFirstOwner(input: unknown): Promise<ActionState<{ email: string }>> {
  return setupOwner(input, nextActionDeps);
}
