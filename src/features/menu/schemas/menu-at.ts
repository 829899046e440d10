import { z } from '@/schemas/zod';
import { LOCATION_PRICE_MAX, asCents, centsOfDecimal, type Cents } from '@/lib/money';
import { recordId } from '@/schemas/admin/fields';

/**
 * A restaurant's own menu settings as the console sends them (features/menu/server/location-mutations.ts):
 * one dish, option or combo at one restaurant, and what changes.
 */

export const MENU_KINDS = ['item', 'option', 'combo'] as const;
export type MenuKindInput = (typeof MENU_KINDS)[number];

const NOT_A_PRICE = 'admin.validation.priceNotNumber';

const PRICE_TEXT = /^(-)?(\d{1,7})(?:\.(\d+))?$/;

/**
 * A price typed at one restaurant: blank is the brand's price again (null); "$12.50" and "12.5"
 * are 1250 cents. Refused, with the field's message: not a number, more than two decimals, below zero
 * (an option's adjustment may be), over $10,000.
 */
export function parseLocationPrice(
  raw: unknown,
  { adjustment }: { adjustment: boolean },
): { ok: true; price: Cents | null } | { ok: false; message: string } {
  if (raw === null || raw === undefined) return { ok: true, price: null };
  if (typeof raw !== 'string' && typeof raw !== 'number') {
    return { ok: false, message: 'admin.validation.priceNotNumber' };
  }
  const text = String(raw)
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/^-\s*\$\s*/, '-');
  if (text === '') return { ok: true, price: null };
  const match = PRICE_TEXT.exec(text);
  if (!match) return { ok: false, message: 'admin.validation.priceNotNumber' };
  if ((match[3] ?? '').length > 2) return { ok: false, message: 'admin.validation.priceDecimals' };
  const price = centsOfDecimal(text);
  if (price < 0 && !adjustment) return { ok: false, message: 'admin.validation.pricePositive' };
  if (Math.abs(price) > LOCATION_PRICE_MAX * 100) {
    return {
      ok: false,
      message: adjustment ? 'admin.validation.adjustmentTooHigh' : 'admin.validation.priceTooHigh',
    };
  }
  // -0 is 0.
  return { ok: true, price: price === 0 ? asCents(0) : price };
}

const target = { kind: z.enum(MENU_KINDS), id: recordId, locationId: recordId };

/** A price of its own at one restaurant (blank: the brand's again). */
export const locationPriceSchema = z
  .object({
    ...target,
    // Whatever is sent, what is wrong with it is the field's own message.
    price: z
      .union([z.string().max(40, NOT_A_PRICE), z.number(), z.null()], { error: NOT_A_PRICE })
      .optional(),
  })
  .transform((input, ctx) => {
    const parsed = parseLocationPrice(input.price, { adjustment: input.kind === 'option' });
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: parsed.message });
      return z.NEVER;
    }
    return { ...input, price: parsed.price };
  });
export type LocationPriceInput = z.input<typeof locationPriceSchema>;

/** Served at this restaurant or not. */
export const locationOfferedSchema = z.object({ ...target, offered: z.boolean() });

/** Sold out today at this restaurant (back at its midnight), or available again. */
export const locationSoldOutSchema = z.object({ ...target, soldOut: z.boolean() });

export const COPY_TARGETS_MAX = 100;

/** "Copy this restaurant's prices to…": the restaurants that take them. */
export const copyLocationSettingsSchema = z.object({
  fromId: recordId,
  toIds: z
    .array(recordId)
    .min(1, 'admin.menuAt.copyNoTarget')
    .max(COPY_TARGETS_MAX, 'errors.invalidInput'),
  offered: z.boolean().default(false),
});
