import { z } from '@/schemas/zod';
import { asCents } from '@/lib/money';
import { LANGUAGES, PAYMENT_METHODS } from '@/lib/enums';
import { LINE_NOTE_MAX, ORDER_LINES_MAX, ORDER_NOTE_MAX } from '@/features/ordering/rules/orders';
import {
  checkbox,
  emailField,
  fullNameField,
  INVALID,
  locationSlugField,
  optionalText,
  phoneField,
} from '@/schemas/common';

/**
 * A pickup checkout as the browser sends it (features/ordering/server/mutations.ts places it). It names what
 * the guest chose and nothing it costs: the server prices it. Quantities, choices and what is
 * still served are checked line by line against the menu, so the guest is told which line.
 */

/** How many options one dish line may name (every group's, with room to spare). */
export const LINE_OPTIONS_MAX = 30;

const recordKey = z.string(INVALID).max(64, INVALID);

/** A whole number; whether it is a quantity the restaurant takes is the line's check. */
const quantity = z
  .number('pickup.errors.quantity')
  .int('pickup.errors.quantity')
  .min(-1_000, 'pickup.errors.quantity')
  .max(1_000, 'pickup.errors.quantity');

const lineNote = optionalText(LINE_NOTE_MAX, 'pickup.errors.noteTooLong');

export const cartLine = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('item'),
      slug: recordKey,
      quantity,
      optionIds: z.array(recordKey, INVALID).max(LINE_OPTIONS_MAX, INVALID).default([]),
      note: lineNote,
    }),
    z.object({ kind: z.literal('combo'), id: recordKey, quantity, note: lineNote }),
  ],
  INVALID,
);

/** The restaurant's wall-clock time of a chosen pickup ("2027-06-15T18:30"), or as soon as possible. */
const pickup = z.union(
  [
    z.literal('asap').transform(() => ({ asap: true as const })),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
      .transform((local) => ({ asap: false as const, local })),
  ],
  'pickup.errors.pickupTime',
);

/**
 * The guest's tip: none, one of the restaurant's shares, or an amount in cents. Only its shape is
 * checked here; whether the restaurant takes it and how large it may be are the order's checks.
 */
const TIP_INVALID = 'pickup.errors.tipInvalid';
const tipNumber = z
  .number(TIP_INVALID)
  .int(TIP_INVALID)
  .min(-1e8, TIP_INVALID)
  .max(1e8, TIP_INVALID);
const tip = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('none') }),
      z.object({ kind: z.literal('percent'), percent: tipNumber }),
      z.object({ kind: z.literal('amount'), amount: tipNumber.transform(asCents) }),
    ],
    TIP_INVALID,
  )
  .default({ kind: 'none' });

/** A promo code as typed (spaces and case are the server's to drop); blank: none. */
const promoCode = z
  .string(INVALID)
  .max(40, 'pickup.errors.codeUnknown')
  .transform((typed) => (typed.trim() === '' ? null : typed))
  .nullish();

export const checkoutSchema = z.object({
  /** Made once per checkout page: the same checkout sent again places one order. */
  idempotencyKey: z.string(INVALID).regex(/^[A-Za-z0-9_-]{16,64}$/, INVALID),
  locationSlug: locationSlugField('pickup.errors.notTaking'),
  lines: z
    .array(cartLine, INVALID)
    .min(1, 'pickup.errors.empty')
    .max(ORDER_LINES_MAX, 'pickup.errors.tooManyLines'),
  fullName: fullNameField,
  phone: phoneField('validation.phoneRequired'),
  email: emailField,
  language: z.enum(LANGUAGES).catch('en'),
  note: optionalText(ORDER_NOTE_MAX, 'pickup.errors.noteTooLong'),
  pickup,
  paymentMethod: z.enum(PAYMENT_METHODS, INVALID),
  tip,
  promoCode,
  /**
   * The campaign whose link the guest came by (lib/campaign-visit.ts), as the browser kept it: not
   * the guest's to type, so anything but an id is dropped, never refused.
   */
  /** "E-mail me news and offers": off unless ticked (features/accounts/server/consent.ts). */
  marketing: checkbox,
  /** A loyalty reward to spend points on (a signed-in guest's; the server checks it all). */
  reward: z
    .union([z.literal('').transform(() => null), z.uuid('pickup.errors.rewardUnknown')])
    .nullish(),
  campaign: z
    .unknown()
    .optional()
    .transform((value) =>
      typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : null,
    ),
  /** The total the guest was shown (compared, never used to price: features/ordering/server/mutations.ts). */
  /** In whole cents, as the checkout showed it. */
  expectedTotal: z
    .number(INVALID)
    .int(INVALID)
    .min(0, INVALID)
    .max(100_000_000, INVALID)
    .transform(asCents)
    .nullish(),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;

/** A cart to be priced before checkout: the lines and the language its messages are in. */
export const quoteSchema = z.object({
  locationSlug: locationSlugField('pickup.errors.notTaking'),
  lines: z.array(cartLine, INVALID).max(ORDER_LINES_MAX, 'pickup.errors.tooManyLines'),
  language: z.enum(LANGUAGES).catch('en'),
  /** The pickup chosen so far: dishes served at other times are named. */
  pickup: pickup.optional(),
});

/** The pickup times open at a restaurant, asked by its ordering page's chooser. */
export const pickupTimesSchema = z.object({
  locationSlug: locationSlugField('pickup.errors.notTaking'),
  language: z.enum(LANGUAGES).catch('en'),
});

/** A promo code to be checked against a cart before checkout. */
export const promoCodeSchema = quoteSchema.extend({
  promoCode: z
    .string(INVALID)
    .trim()
    .min(1, 'pickup.errors.codeUnknown')
    .max(40, 'pickup.errors.codeUnknown'),
});

/** "Order again" from a guest's account: which of their orders, and the cart's language. */
export const orderAgainSchema = z.object({
  number: z.coerce.number(INVALID).int(INVALID).min(1, INVALID).max(2_147_483_647, INVALID),
  language: z.enum(LANGUAGES).catch('en'),
});
