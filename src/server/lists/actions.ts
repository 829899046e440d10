import 'server-only';
import { eq } from 'drizzle-orm';
import { listEntrySchema } from '@/schemas/admin/lists';
import { ActionError, defineAction } from '../action';
import { signupTable } from './queries';

/** Managers remove someone from a list (for example on request). */
export const deleteSignupAction = defineAction({
  name: 'list-entry-delete',
  area: 'lists',
  entity: 'list_entry',
  schema: listEntrySchema,
  run: async ({ input, tx }) => {
    const table = signupTable(input.list);
    const [before] = await tx.delete(table).where(eq(table.id, input.id)).returning();
    if (!before) throw new ActionError('admin.errors.notFound');
    return { data: null, audit: { action: `delete-${input.list}`, entityId: input.id, before } };
  },
});
