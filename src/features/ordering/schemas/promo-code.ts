import { z } from '@/schemas/zod';
import { PROMO_KINDS } from '@/lib/enums';
import { isCalendarDate } from '@/schemas/common';
import {
  blank,
  flag,
  numberFrom,
  optionalDollars,
  optionalRecordId,
  recordIds,
  requiredText,
} from '@/schemas/admin/fields';
import { CODE_PATTERN, normalizeCode } from '@/features/ordering/rules/promo-codes';

/**
 * A promo code as its console dialog posts it (features/ordering/server/promo-code-admin.ts saves
 * it). Amounts in dollars ("5", "$4.50"), counts as whole numbers, dates as the browser's
 * `datetime-local` ("2027-06-15T18:30"), read in each restaurant's own clock; blank is none.
 */

/** How many restaurants a code may name (the brand's, with room to spare). */
export const CODE_LOCATIONS_MAX = 200;

/** A whole number from `min` to `max`; blank is none (no limit). */
const optionalCount = (min: number, max: number, message: string) =>
  z
    .unknown()
    .optional()
    .transform((raw, ctx): number | null => {
      if (blank(raw)) return null;
      const n = numberFrom(raw);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/** A restaurant's wall-clock minute as typed ("2027-06-15T18:30", seconds dropped); blank none. */
const wallClock = (message: string) =>
  z
    .string(message)
    .trim()
    .max(40, message)
    .optional()
    .transform((v, ctx): string | null => {
      if (!v) return null;
      const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/.exec(v);
      if (!match || !isCalendarDate(match[1]!) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(match[2]!)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return `${match[1]}T${match[2]}`;
    });

const CODE_FORMAT = 'admin.promoCodes.codeFormat';

export const promoCodeFormSchema = z
  .object({
    id: optionalRecordId,
    code: requiredText('admin.promoCodes.codeRequired', 40)
      .transform(normalizeCode)
      .pipe(z.string().regex(CODE_PATTERN, CODE_FORMAT)),
    kind: z.enum(PROMO_KINDS, 'admin.promoCodes.kindRequired'),
    percentOff: optionalCount(1, 100, 'admin.promoCodes.percentInvalid'),
    amountOff: optionalDollars(1_000, 'admin.promoCodes.amountInvalid'),
    minSubtotal: optionalDollars(10_000, 'admin.promoCodes.minimumInvalid'),
    validFrom: wallClock('admin.promoCodes.dateInvalid'),
    validUntil: wallClock('admin.promoCodes.dateInvalid'),
    everyLocation: flag,
    locationIds: recordIds(CODE_LOCATIONS_MAX, 'admin.promoCodes.locationsInvalid'),
    maxUses: optionalCount(1, 1_000_000, 'admin.promoCodes.usesInvalid'),
    usesPerGuest: optionalCount(1, 1_000, 'admin.promoCodes.usesInvalid'),
    firstOrderOnly: flag,
    active: flag,
  })
  .superRefine((code, ctx) => {
    const need = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (code.kind === 'percent' && code.percentOff === null) {
      need('percentOff', 'admin.promoCodes.percentInvalid');
    }
    if (code.kind === 'amount' && code.amountOff === null) {
      need('amountOff', 'admin.promoCodes.amountInvalid');
    }
    if (code.validFrom && code.validUntil && code.validUntil <= code.validFrom) {
      need('validUntil', 'admin.promoCodes.windowOrder');
    }
    if (!code.everyLocation && code.locationIds.length === 0) {
      need('locationIds', 'admin.promoCodes.locationsRequired');
    }
  })
  .transform((code) => ({
    ...code,
    // The other kind's field is not kept.
    percentOff: code.kind === 'percent' ? code.percentOff : null,
    amountOff: code.kind === 'amount' ? code.amountOff : null,
    locationIds: code.everyLocation ? [] : code.locationIds,
  }));

export type PromoCodeForm = z.output<typeof promoCodeFormSchema>;
