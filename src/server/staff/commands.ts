import 'server-only';
import { setRoleSchema } from '@/schemas/admin/users';
import { ActionError, defineAction } from '../action';
import { AccountError, setUserRole } from '../auth/accounts';

/** Owners give, change or take away a role; the last owner keeps theirs. */
export const setRoleAction = defineAction({
  name: 'user-set-role',
  role: 'owner',
  entity: 'user',
  schema: setRoleSchema,
  run: async ({ input, tx }) => {
    try {
      const change = await setUserRole(tx, input.userId, input.role === 'none' ? null : input.role);
      return {
        data: null,
        audit: {
          action: 'set-role',
          entityId: input.userId,
          before: { roles: change.before },
          after: { roles: change.after },
        },
      };
    } catch (error) {
      if (error instanceof AccountError && error.code === 'last-owner') {
        throw new ActionError('admin.users.lastOwner');
      }
      if (error instanceof AccountError && error.code === 'unverified') {
        throw new ActionError('admin.users.unverified');
      }
      if (error instanceof AccountError && error.code === 'no-such-user') {
        throw new ActionError('admin.errors.notFound');
      }
      throw error;
    }
  },
});
