import { z } from '@/schemas/zod';
import { LOCATION_PRICE_MAX, typedAmount, type Cents } from '@/lib/money';
import { recordId } from '@/schemas/admin/fields';
import { checkServing, servingFields } from './serving';

/**
 * A restaurant's own menu settings as the console sends them (features/menu/server/location-mutations.ts):
 * one dish, option or combo at one restaurant, and what changes.
 */

export const MENU_KINDS = ['item', 'option', 'combo'] as const;
export type MenuKindInput = (typeof MENU_KINDS)[number];

const NOT_A_PRICE = 'admin.validation.priceNotNumber';

/**
 * A price typed at one restaurant: blank is the brand's price again (null); "$12.50" and "12.5"
 * are 1250 cents. Refused, with the field's message: not a number, more than two decimals, below zero
 * (an option's adjustment may be), over $10,000.
 */
export function parseLocationPrice(
  raw: unknown,
  { adjustment }: { adjustment: boolean },
): { ok: true; price: Cents | null } | { ok: false; message: string } {
  const typed = typedAmount(raw);
  if (!typed.ok) {
    return {
      ok: false,
      message: typed.problem === 'decimals' ? 'admin.validation.priceDecimals' : NOT_A_PRICE,
    };
  }
  const price = typed.cents;
  if (price === null) return { ok: true, price: null };
  if (price < 0 && !adjustment) return { ok: false, message: 'admin.validation.pricePositive' };
  if (Math.abs(price) > LOCATION_PRICE_MAX * 100) {
    return {
      ok: false,
      message: adjustment ? 'admin.validation.adjustmentTooHigh' : 'admin.validation.priceTooHigh',
    };
  }
  return { ok: true, price };
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

/**
 * A restaurant's own serving times for a dish, from its dialog on the Items screen at that
 * restaurant: the days and times as a dish's own dialog takes them; all blank, the brand's again.
 */
export const locationServingSchema = z
  .object({ id: recordId, locationId: recordId, ...servingFields })
  .superRefine(checkServing)
  .transform(({ id, locationId, ...times }) => ({
    id,
    locationId,
    serving: times.serveDays === null && times.serveFrom === null ? null : times,
  }));
