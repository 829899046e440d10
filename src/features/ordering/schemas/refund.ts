import { z } from '@/schemas/zod';
import { optionalDollars, recordId, requiredText } from '@/schemas/admin/fields';

/**
 * A refund as the order's console page asks it (features/ordering/server/part-refunds.ts):
 * the whole of what is left, some lines (some of each line's quantity), or an amount in dollars;
 * why (kept in the audit log and told to the guest); and the dialog's key for it, so that the
 * same refund sent twice is made once.
 */
export const REFUND_REASON_MAX = 200;
/** An order has at most 50 lines (the checkout's own bound). */
export const REFUND_LINES_MAX = 50;

const reason = requiredText('admin.orders.refund.reasonRequired', REFUND_REASON_MAX);
const base = { orderId: recordId, key: z.uuid('admin.orders.refund.keyInvalid'), reason };

export const refundSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...base, kind: z.literal('whole') }),
    z.object({
      ...base,
      kind: z.literal('lines'),
      lines: z
        .array(
          z.object({
            lineId: recordId,
            quantity: z.int('admin.orders.refund.linesInvalid').min(1).max(50),
          }),
          'admin.orders.refund.linesRequired',
        )
        .min(1, 'admin.orders.refund.linesRequired')
        .max(REFUND_LINES_MAX, 'admin.orders.refund.linesInvalid'),
    }),
    z.object({
      ...base,
      kind: z.literal('amount'),
      amount: optionalDollars(10_000, 'admin.orders.refund.amountInvalid').refine(
        (cents) => cents !== null,
        'admin.orders.refund.amountInvalid',
      ),
    }),
  ],
  'admin.orders.refund.kindInvalid',
);

export type RefundRequest = z.infer<typeof refundSchema>;
