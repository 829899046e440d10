import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { Removed } from '../db/rows';
import { Refusal } from '../refusal';
import type { SignupList } from '@/schemas/admin/lists';
import { signupTable } from './queries';

/** Takes someone off a sign-up list (for example on their request). */
export async function deleteSignup(
  tx: DbOrTx,
  list: SignupList,
  id: string,
): Promise<Removed<unknown>> {
  const table = signupTable(list);
  const [before] = await tx.delete(table).where(eq(table.id, id)).returning();
  if (!before) throw new Refusal('admin.errors.notFound');
  return { id, before };
}
