import { z } from '@/schemas/zod';
import { numberField, recordId, requiredText, slugField } from '@/schemas/admin/fields';
import { LATER_BY_MINUTES, READY_IN_MINUTES } from '@/features/ordering/rules/kitchen-timing';

/** What the kitchen sets on an order, and how long it may pause online orders. */

/** Pause online orders for this long (0: take them again now). */
export const PAUSE_MINUTES = [0, 15, 30, 60] as const;
export const CANCEL_REASON_MAX = 200;

const oneOf = <T extends readonly number[]>(values: T, message: string) =>
  z.number(message).refine((v) => (values as readonly number[]).includes(v), message);

export const orderStepSchema = z.discriminatedUnion(
  'to',
  [
    // Ready in some minutes (as soon as possible), or at the guest's chosen time, maybe later.
    z
      .object({
        id: recordId,
        to: z.literal('accepted'),
        minutes: oneOf(READY_IN_MINUTES, 'admin.orders.minutesInvalid').optional(),
        laterBy: oneOf(LATER_BY_MINUTES, 'admin.orders.minutesInvalid').optional(),
      })
      .refine((step) => (step.minutes === undefined) !== (step.laterBy === undefined), {
        message: 'admin.orders.minutesInvalid',
        path: ['minutes'],
      }),
    z.object({ id: recordId, to: z.literal('ready') }),
    z.object({ id: recordId, to: z.literal('picked_up') }),
    z.object({
      id: recordId,
      to: z.literal('cancelled'),
      reason: requiredText('admin.orders.reasonRequired', CANCEL_REASON_MAX),
    }),
  ],
  'admin.orders.stepInvalid',
);

export const pauseOrderingSchema = z.object({
  locationSlug: slugField,
  minutes: oneOf(PAUSE_MINUTES, 'admin.orders.pauseInvalid'),
});

/** The most a kitchen account may refund (Settings, owners): whole dollars and cents, up to $10,000. */
export const KITCHEN_REFUND_LIMIT_MAX = 10_000;

export const refundPolicySchema = z.object({
  kitchenRefundLimit: numberField('admin.refunds.limitRange').pipe(
    z
      .number()
      .min(0, 'admin.refunds.limitRange')
      .max(KITCHEN_REFUND_LIMIT_MAX, 'admin.refunds.limitRange')
      .transform((v) => Math.round(v * 100) / 100),
  ),
});
