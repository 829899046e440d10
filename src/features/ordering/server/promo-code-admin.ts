import 'server-only';
import { asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import { lockById, type Removed, type Saved } from '@/server/db/rows';
import { locations, promoCodeLocations, promoCodes } from '@/server/db/schema';
import { Refusal } from '@/server/refusal';
import type { PromoCodeForm } from '@/features/ordering/schemas/promo-code';
import { codeUseCounts } from './promo-codes';

/** Promo codes in the console: the list with each code's uses, a save and a delete. */

type CodeRow = typeof promoCodes.$inferSelect;
export type AdminPromoCode = CodeRow & { locationIds: string[]; uses: number };

/**
 * Every code staff made, by its letters, with its restaurants and the orders that used it and
 * still count (a code an automatic e-mail made for one guest is not listed: it is that e-mail's).
 */
export async function listPromoCodes(db: DbOrTx, now = new Date()): Promise<AdminPromoCode[]> {
  const [rows, links, uses] = await Promise.all([
    db
      .select()
      .from(promoCodes)
      .where(isNull(promoCodes.forGuestKey))
      .orderBy(asc(promoCodes.code)),
    db.select().from(promoCodeLocations),
    codeUseCounts(db, now),
  ]);
  return rows.map((row) => ({
    ...row,
    locationIds: links.filter((link) => link.promoCodeId === row.id).map((l) => l.locationId),
    uses: uses.get(row.id) ?? 0,
  }));
}

/** The restaurants a code may name. */
export async function listCodeRestaurants(db: DbOrTx) {
  return db
    .select({ id: locations.id, name: locations.nameEn })
    .from(locations)
    .orderBy(asc(locations.sort), asc(locations.nameEn));
}

const CODE_TAKEN = 'admin.promoCodes.codeTaken';

/** Adds or changes a code and the restaurants it is taken at. */
export async function savePromoCode(
  tx: DbOrTx,
  input: PromoCodeForm,
): Promise<Saved<CodeRow & { locationIds: string[] }>> {
  const { id, locationIds, ...values } = input;
  if (locationIds.length > 0) {
    const known = await tx.select({ id: locations.id }).from(locations);
    const ids = new Set(known.map((row) => row.id));
    if (!locationIds.every((one) => ids.has(one))) {
      throw new Refusal('admin.promoCodes.locationsInvalid', {
        locationIds: 'admin.promoCodes.locationsInvalid',
      });
    }
  }
  const before = id ? await lockById(tx, promoCodes, id) : null;
  if (id && (!before || before.forGuestKey !== null)) throw new Refusal('admin.errors.notFound');
  let saved: CodeRow | undefined;
  try {
    [saved] = id
      ? await tx
          .update(promoCodes)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(promoCodes.id, id))
          .returning()
      : await tx.insert(promoCodes).values(values).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(CODE_TAKEN, { code: CODE_TAKEN });
    throw error;
  }
  const beforeLinks = id
    ? (
        await tx
          .select({ id: promoCodeLocations.locationId })
          .from(promoCodeLocations)
          .where(eq(promoCodeLocations.promoCodeId, id))
      ).map((row) => row.id)
    : [];
  await tx.delete(promoCodeLocations).where(eq(promoCodeLocations.promoCodeId, saved!.id));
  if (locationIds.length > 0) {
    await tx
      .insert(promoCodeLocations)
      .values(locationIds.map((locationId) => ({ promoCodeId: saved!.id, locationId })));
  }
  return {
    id: saved!.id,
    created: !id,
    before: before ? { ...before, locationIds: beforeLinks } : null,
    after: { ...saved!, locationIds },
  };
}

/**
 * Deletes a code. Orders that used it keep the code as typed and their discount; it no longer
 * counts anything.
 */
export async function deletePromoCode(tx: DbOrTx, id: string): Promise<Removed<CodeRow>> {
  const before = await lockById(tx, promoCodes, id);
  if (!before) throw new Refusal('admin.errors.notFound');
  await tx.delete(promoCodes).where(eq(promoCodes.id, id));
  return { id, before };
}
