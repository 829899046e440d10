import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { user } from '../db/schema';

export async function isTwoFactorEnabled(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, userId));
  return row?.on ?? false;
}
