'use client';

import { timesCents, type Cents } from '@/lib/money';
import { useTranslations } from 'next-intl';
import { removeLine, setQuantity, type StoredCart } from '@/features/ordering/rules/cart';
import { formatPrice } from '@/lib/format';
import { amountLines, takesOff } from '@/features/ordering/rules/order-amounts';
import { ORDER_QUANTITY_MAX } from '@/features/ordering/rules/orders';
import { writeCart } from './cart-store';
import { QuantityStepper } from './quantity-stepper';

/**
 * The cart's lines, each with its choices, note, quantity (one less at one removes it) and total;
 * `problems` (by line) says what the server found wrong with a line, under it.
 */
export function CartLines({
  cart,
  problems = {},
}: {
  cart: StoredCart;
  problems?: Record<number, string[]>;
}) {
  const t = useTranslations('pickup');
  return (
    <ul className="grid gap-3">
      {cart.lines.map((line, index) => {
        const said = problems[index] ?? [];
        return (
          <li
            key={`${line.key}-${line.optionIds.join()}-${line.note}`}
            className="grid gap-2 border-b border-sand-deep pb-3 last:border-0"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-coffee">{line.name}</p>
                {line.optionNames.length > 0 ? (
                  <p className="text-sm text-muted">{line.optionNames.join(t('listSeparator'))}</p>
                ) : null}
                {line.note ? (
                  <p className="text-sm text-muted">{t('lineNoteShown', { note: line.note })}</p>
                ) : null}
              </div>
              <span className="shrink-0 font-semibold" dir="ltr">
                {formatPrice(timesCents(line.unitPrice, line.quantity))}
              </span>
            </div>
            <div className="flex items-center justify-between gap-3">
              <QuantityStepper
                value={line.quantity}
                min={0}
                max={ORDER_QUANTITY_MAX}
                label={t('quantityOf', { name: line.name })}
                onChange={(quantity) => writeCart(setQuantity(cart, index, quantity))}
              />
              <button
                type="button"
                onClick={() => writeCart(removeLine(cart, index))}
                className="min-h-11 rounded-full px-3 text-sm font-semibold text-pomegranate-deep underline hover:bg-sand"
              >
                {t('remove')}
                <span className="sr-only"> {line.name}</span>
              </button>
            </div>
            {said.map((message) => (
              <p key={message} role="alert" className="text-sm font-medium text-pomegranate-deep">
                {message}
              </p>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

/** Subtotal, the discounts and tip when there are any, tax at the restaurant's rate, and total. */
export function CartTotals({
  taxRate,
  ...amounts
}: {
  subtotal: Cents;
  discount?: Cents;
  rewardDiscount?: Cents;
  tax: Cents;
  tip?: Cents;
  total: Cents;
  taxRate: number;
}) {
  const t = useTranslations('pickup');
  const row = 'flex items-center justify-between gap-3';
  return (
    <dl className="grid gap-1">
      {amountLines(amounts).map(({ key, amount }) => (
        <div key={key} className={key === 'total' ? `${row} text-lg font-bold text-coffee` : row}>
          <dt>{t(key, { rate: taxRate })}</dt>
          <dd dir="ltr">{takesOff(key) ? `−${formatPrice(amount)}` : formatPrice(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
