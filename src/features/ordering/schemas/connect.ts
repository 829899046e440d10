import { z } from '@/schemas/zod';
import { blank, numberField, recordId } from '@/schemas/admin/fields';

/**
 * What an owner sends from a restaurant's Stripe card under Locations (features/ordering/server/connect.ts):
 * connect it (Stripe's onboarding, or an account id the platform already has), disconnect it,
 * and the brand's fee on its card orders.
 */

/** A Stripe account's id as Stripe writes it. */
export const ACCOUNT_ID = /^acct_[A-Za-z0-9]{6,64}$/;
/** The most the brand takes of an order's food (percent). */
export const BRAND_FEE_MAX = 50;

export const connectStripeSchema = z.object({
  locationId: recordId,
  accountId: z
    .string()
    .trim()
    .max(80, 'admin.connect.accountIdFormat')
    .optional()
    .transform((value) => (blank(value) ? undefined : value))
    .refine(
      (value) => value === undefined || ACCOUNT_ID.test(value),
      'admin.connect.accountIdFormat',
    ),
});

export const restaurantSchema = z.object({ locationId: recordId });

export const brandFeeSchema = z.object({
  locationId: recordId,
  percent: numberField('admin.connect.feeRange').pipe(
    z
      .number()
      .min(0, 'admin.connect.feeRange')
      .max(BRAND_FEE_MAX, 'admin.connect.feeRange')
      .refine((v) => Math.round(v * 100) === v * 100, 'admin.connect.feeRange'),
  ),
});
