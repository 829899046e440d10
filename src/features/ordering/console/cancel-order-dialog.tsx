'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatPrice } from '@/lib/format';
import { CANCEL_REASON_MAX } from '@/features/ordering/schemas/kitchen';
import { moveOrderStep } from '@/server/browser-actions';
import type { BoardOrder } from '@/features/ordering/server/kitchen';
import { useFailureText } from '@/components/admin/use-admin-action';
import { useMessage } from '@/components/admin/use-message';

/** Cancelling an order, with the reason its guest reads on their order's page. */
export function CancelOrderDialog({
  order,
  onClose,
  onCancelled,
}: {
  order: BoardOrder | null;
  onClose: () => void;
  onCancelled: (order: BoardOrder) => void;
}) {
  const t = useTranslations('admin');
  const message = useMessage();
  const failureText = useFailureText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('orders.cancelTitle', { number: order?.number ?? '' })}
      closeLabel={t('common.close')}
    >
      <form
        className="grid gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!order) return;
          setPending(true);
          const result = await moveOrderStep({ id: order.id, to: 'cancelled', reason }).catch(
            () => null,
          );
          setPending(false);
          if (result?.status === 'success') {
            const refund = order.paymentStatus === 'paid';
            onCancelled({
              ...order,
              cancelReason: reason.trim(),
              ...(refund ? { paymentStatus: 'refund_pending' as const } : {}),
            });
            close();
            return;
          }
          const field = result?.status === 'error' ? result.fieldErrors?.reason : undefined;
          if (field) setError(message(field));
          else
            toast.error(
              result?.status === 'error'
                ? failureText(result, t('orders.stepFailed'))
                : t('orders.stepFailed'),
            );
        }}
      >
        <label className="grid gap-1.5 font-medium" htmlFor="cancel-reason">
          {t('orders.cancelReason')}
        </label>
        <textarea
          id="cancel-reason"
          value={reason}
          maxLength={CANCEL_REASON_MAX}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cancel-reason-error' : undefined}
          className="rounded-md border border-stone-300 p-3 text-lg"
        />
        {error ? (
          <p id="cancel-reason-error" role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
        {order?.paymentStatus === 'paid' ? (
          <p className="rounded-md bg-amber-50 p-3 text-amber-950">
            {t('orders.refundOnCancel', { total: formatPrice(order.total) })}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" className="min-h-12 px-5" onClick={close}>
            {t('orders.keep')}
          </Button>
          <Button type="submit" variant="destructive" className="min-h-12 px-5" disabled={pending}>
            {t('orders.cancelConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
