import 'server-only';
import { passkeyIdSchema, passkeyRenameSchema } from '@/schemas/admin/security';
import { ActionError, defineAction } from '../action';
import { removePasskey, renamePasskey } from './passkey-store';

/**
 * A staff member's own account security. Any role may run these, and only on what is theirs: a
 * passkey of someone else answers "not found", as one that does not exist.
 */
export const renamePasskeyAction = defineAction({
  name: 'passkey-rename',
  role: 'editor',
  entity: 'passkey',
  schema: passkeyRenameSchema,
  run: async ({ input, tx, meta }) => {
    const renamed = await renamePasskey(tx, meta.actor!.userId, input.id, input.name);
    if (!renamed) throw new ActionError('admin.errors.notFound');
    return {
      data: null,
      audit: {
        action: 'rename-passkey',
        entityId: input.id,
        before: { name: renamed.before },
        after: { name: input.name },
      },
    };
  },
});

export const removePasskeyAction = defineAction({
  name: 'passkey-remove',
  role: 'editor',
  entity: 'passkey',
  schema: passkeyIdSchema,
  run: async ({ input, tx, meta }) => {
    const removed = await removePasskey(tx, meta.actor!.userId, input.id);
    if (!removed) throw new ActionError('admin.errors.notFound');
    return {
      data: null,
      audit: { action: 'remove-passkey', entityId: input.id, before: { name: removed.name } },
    };
  },
});
