import 'server-only';
import { listEntrySchema } from '@/schemas/admin/lists';
import { defineAction, removedResult } from '../action';
import { deleteSignup } from './mutations';

/** Managers remove someone from a list (for example on request). */
export const deleteSignupAction = defineAction({
  name: 'list-entry-delete',
  area: 'lists',
  entity: 'list_entry',
  schema: listEntrySchema,
  run: async ({ input, tx }) => {
    const removed = await deleteSignup(tx, input.list, input.id);
    return {
      data: null,
      audit: { ...removedResult(removed).audit!, action: `delete-${input.list}` },
    };
  },
});
