import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '@/lib/enums';
import { asCents } from '@/lib/money';
import { formatPrice } from '@/lib/format';
import {
  codeRefusal,
  CODE_PATTERN,
  normalizeCode,
  type CodeUsage,
  type PromoCode,
} from '@/features/ordering/rules/promo-codes';
import type { Discount } from '@/features/ordering/rules/order-amounts';
import { pickupValuesIn } from '@/features/ordering/rules/pickup-format';
import type { DbOrTx } from '@/server/db/client';
import { orders, promoCodeLocations, promoCodes } from '@/server/db/schema';
import { guestCodeKey } from '@/server/privacy/address-key';
import { Refusal } from '@/server/refusal';
import { takesPlace } from './holds';

/**
 * A guest's promo code, read and checked for an order (the rules are rules/promo-codes.ts). When
 * an order is placed, the code's row is locked first and its uses counted after: two guests
 * placing at once with the last use left are taken one after the other, and the second is told
 * the code is used up. A cancelled order, or a card order never paid, no longer counts.
 */

type CodeRow = typeof promoCodes.$inferSelect;

/** The discount a code's row gives. */
export function discountOfCode(row: Pick<CodeRow, 'kind' | 'percentOff' | 'amountOff'>): Discount {
  return row.kind === 'percent'
    ? { kind: 'percent', percent: row.percentOff ?? 0 }
    : { kind: 'amount', amount: row.amountOff ?? asCents(0) };
}

/** A code's row and restaurants as the rules read them. */
function promoCodeOf(row: CodeRow, locationIds: readonly string[]): PromoCode {
  return {
    code: row.code,
    discount: discountOfCode(row),
    minSubtotal: row.minSubtotal,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    locationIds: row.everyLocation ? null : locationIds,
    maxUses: row.maxUses,
    usesPerGuest: row.usesPerGuest,
    firstOrderOnly: row.firstOrderOnly,
    forOneGuest: row.forGuestKey !== null,
    active: row.active,
  };
}

/**
 * The code's uses (its orders that still count: holds.ts `takesPlace`), the guest's uses of it
 * and orders anywhere, and, for a code made for one guest, whether this is another address (none
 * of the guest's without an e-mail: a quote before the address is typed).
 */
async function usageOf(
  tx: DbOrTx,
  code: CodeRow,
  email: string | null,
  now: Date,
): Promise<CodeUsage> {
  const codeId = code.id;
  const guest = email === null ? sql`false` : sql`lower(${orders.email}) = ${email.toLowerCase()}`;
  const [codeCount] = await tx
    .select({
      uses: sql<number>`count(*)::int`,
      guestUses: sql<number>`(count(*) filter (where ${guest}))::int`,
    })
    .from(orders)
    .where(and(eq(orders.promoCodeId, codeId), takesPlace(now)));
  const guestOrders =
    email === null
      ? 0
      : await tx.$count(
          orders,
          and(sql`lower(${orders.email}) = ${email.toLowerCase()}`, takesPlace(now)),
        );
  return {
    uses: Number(codeCount?.uses ?? 0),
    guestUses: Number(codeCount?.guestUses ?? 0),
    guestOrders,
    otherGuest:
      code.forGuestKey !== null &&
      email !== null &&
      (await guestCodeKey(tx, email)) !== code.forGuestKey,
  };
}

export type AppliedCode = {
  id: string;
  code: string;
  discount: Discount;
  minSubtotal: number | null;
};

const FIELD = 'promoCode';

/**
 * The code a guest typed, checked for this order, or a refusal naming the first rule it fails in
 * the guest's language. `lock`: placing the order (the code's row is held until it commits).
 * Without an e-mail (a quote), the rules about the guest are left to placing.
 */
export async function applyCode(
  tx: DbOrTx,
  typed: string,
  order: {
    subtotal: number;
    locationId: string;
    timeZone: string;
    email: string | null;
    language: Language;
    lock: boolean;
  },
  now = new Date(),
): Promise<AppliedCode> {
  const code = normalizeCode(typed);
  let row: CodeRow | undefined;
  if (CODE_PATTERN.test(code)) {
    const query = tx.select().from(promoCodes).where(eq(promoCodes.code, code));
    [row] = order.lock ? await query.for('update') : await query;
  }
  const locationIds = row && !row.everyLocation ? await codeLocations(tx, row.id) : [];
  const usage = row ? await usageOf(tx, row, order.email, now) : NO_USE;
  const refusal = codeRefusal(
    row ? promoCodeOf(row, locationIds) : null,
    { ...order, subtotal: asCents(order.subtotal), now },
    usage,
  );
  if (refusal) {
    const values = !refusal.values
      ? undefined
      : 'minimum' in refusal.values
        ? { minimum: formatPrice(refusal.values.minimum) }
        : pickupValuesIn(refusal.values, order.language);
    throw new Refusal(refusal.message, { [FIELD]: refusal.message }, values);
  }
  return {
    id: row!.id,
    code: row!.code,
    discount: discountOfCode(row!),
    minSubtotal: row!.minSubtotal,
  };
}

const NO_USE: CodeUsage = { uses: 0, guestUses: 0, guestOrders: 0, otherGuest: false };

/** The restaurants a code is limited to. */
async function codeLocations(tx: DbOrTx, codeId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: promoCodeLocations.locationId })
    .from(promoCodeLocations)
    .where(eq(promoCodeLocations.promoCodeId, codeId));
  return rows.map((row) => row.id);
}

/** Orders that used each code and still count, for the console's list. */
export async function codeUseCounts(tx: DbOrTx, now = new Date()): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: orders.promoCodeId, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(sql`${orders.promoCodeId} IS NOT NULL`, takesPlace(now)))
    .groupBy(orders.promoCodeId);
  return new Map(rows.map((row) => [row.id!, Number(row.n)]));
}
