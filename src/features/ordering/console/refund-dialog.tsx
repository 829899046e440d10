'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatPrice } from '@/lib/format';
import { typedAmount, type Cents } from '@/lib/money';
import { refundOrder } from '@/server/browser-actions';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useMessage } from '@/components/admin/use-message';
import {
  linesRefund,
  refundLeft,
  type RefundableOrder,
} from '@/features/ordering/rules/refund-amounts';
import { REFUND_REASON_MAX } from '@/features/ordering/schemas/refund';

export type RefundLine = { id: string; name: string; quantity: number; lineTotal: Cents };
type Kind = 'whole' | 'lines' | 'amount';

const input = 'rounded-md border border-stone-300 px-3 py-2';

/**
 * Refunding a card order from its console page: the whole of what is left, chosen lines (how
 * many of each), or an amount; the reason is kept in the audit log and told to the guest. The
 * amount it will give back is shown before it is sent. Its key is made when the dialog opens, so
 * a double click or a retry is one refund. Confirming who one is may be asked first.
 */
export function RefundDialog({
  orderId,
  number,
  order,
  lines,
}: {
  orderId: string;
  number: number;
  order: RefundableOrder;
  lines: RefundLine[];
}) {
  const t = useTranslations('admin.orders.refund');
  const message = useMessage();
  const { run, pendingId } = useAdminAction();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState('');
  const [kind, setKind] = useState<Kind>('lines');
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const left = refundLeft(order);
  const picked = Object.entries(chosen)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ lineId, quantity }));
  const typed = typedAmount(amount);
  const preview =
    kind === 'whole'
      ? left
      : kind === 'amount'
        ? typed.ok && typed.cents !== null
          ? typed.cents
          : null
        : (() => {
            const found = linesRefund(order, lines, picked);
            return found.ok ? found.amount : null;
          })();
  const start = () => {
    setKey(crypto.randomUUID());
    setKind('lines');
    setChosen({});
    setAmount('');
    setReason('');
    setErrors({});
    setOpen(true);
  };
  const error = (name: string) =>
    errors[name] ? (
      <p id={`refund-${name}-error`} role="alert" className="text-sm text-red-800">
        {message(errors[name]!)}
      </p>
    ) : null;
  const described = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `refund-${name}-error` } : {};

  return (
    <>
      <Button variant="outline" onClick={start} disabled={left <= 0}>
        {t('open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('title', { number })}
        description={t('left', { left: formatPrice(left), total: formatPrice(order.total) })}
        closeLabel={t('close')}
      >
        <form
          className="grid gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            const request = {
              orderId,
              key,
              kind,
              reason,
              ...(kind === 'lines' ? { lines: picked } : {}),
              ...(kind === 'amount' ? { amount } : {}),
            };
            const result = await run('refund', () => refundOrder(request), {
              success: (data) => t('done', { amount: formatPrice(data.amount) }),
              failure: t('failed'),
            });
            if (result.status === 'success') setOpen(false);
            else if (result.status === 'error') setErrors(result.fieldErrors ?? {});
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="font-medium">{t('what')}</legend>
            {(['lines', 'amount', 'whole'] as const).map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="refund-kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="size-5"
                />
                {t(`kinds.${option}`)}
              </label>
            ))}
          </fieldset>
          {kind === 'lines' ? (
            <fieldset className="grid gap-2" {...described('lines')}>
              <legend className="font-medium">{t('linesLegend')}</legend>
              {lines.map((line) => (
                <label key={line.id} className="flex items-center justify-between gap-3">
                  <span>
                    {line.quantity} × {line.name}{' '}
                    <span className="text-stone-600">{formatPrice(line.lineTotal)}</span>
                  </span>
                  <select
                    aria-label={t('howMany', { name: line.name })}
                    value={chosen[line.id] ?? 0}
                    onChange={(event) =>
                      setChosen({ ...chosen, [line.id]: Number(event.target.value) })
                    }
                    className={input}
                  >
                    {Array.from({ length: line.quantity + 1 }, (_, count) => (
                      <option key={count} value={count}>
                        {count}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              {error('lines')}
            </fieldset>
          ) : null}
          {kind === 'amount' ? (
            <div className="grid gap-1.5">
              <label htmlFor="refund-amount" className="font-medium">
                {t('amount')}
              </label>
              <input
                id="refund-amount"
                inputMode="decimal"
                dir="ltr"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                className={input}
                {...described('amount')}
              />
              {error('amount')}
            </div>
          ) : null}
          <div className="grid gap-1.5">
            <label htmlFor="refund-reason" className="font-medium">
              {t('reason')}
            </label>
            <textarea
              id="refund-reason"
              value={reason}
              maxLength={REFUND_REASON_MAX}
              rows={2}
              onChange={(event) => setReason(event.target.value)}
              className={input}
              {...described('reason')}
            />
            <p className="text-sm text-stone-600">{t('reasonHint')}</p>
            {error('reason')}
          </div>
          <p aria-live="polite" className="rounded-md bg-amber-50 p-3 text-amber-950">
            {preview !== null && preview > 0
              ? t('willRefund', { amount: formatPrice(preview) })
              : t('choose')}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('close')}
            </Button>
            <Button type="submit" variant="destructive" disabled={pendingId !== null}>
              {t('confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
