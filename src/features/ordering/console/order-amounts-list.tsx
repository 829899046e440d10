import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import type { Cents } from '@/lib/money';
import { amountLines, takesOff, type AmountLine } from '@/features/ordering/rules/order-amounts';

type Amounts = {
  subtotal: Cents;
  discount?: Cents;
  rewardDiscount?: Cents;
  taxRate: number;
  tax: Cents;
  tip?: Cents;
  total: Cents;
  /** The promo code the discount came from. */
  promoCode?: string | null;
};

/** What each line of an order's money is called on the console's screens and tickets. */
export function useAmountLabels() {
  const t = useTranslations('admin.orders.amounts');
  return (
    key: ReturnType<typeof amountLines>[number]['key'],
    order: { taxRate: number; promoCode?: string | null },
  ) => t(key, { rate: order.taxRate, code: order.promoCode ?? 'none' });
}

/** An amount as a line shows it: a discount as what it takes off. */
export const shownAmount = (key: AmountLine['key'], amount: Cents) =>
  takesOff(key) ? `−${formatPrice(amount)}` : formatPrice(amount);

/**
 * An order's money on the kitchen's card and ticket: subtotal, discount and tip when there are
 * any, tax and total, adding up to the cent (rules/order-amounts.ts).
 */
export function OrderAmountsList({ order, className }: { order: Amounts; className?: string }) {
  const label = useAmountLabels();
  return (
    <dl className={className}>
      {amountLines(order).map(({ key, amount }) => (
        <div key={key} className="flex justify-between gap-3" data-amount={key}>
          <dt className={key === 'total' ? 'font-semibold' : undefined}>{label(key, order)}</dt>
          <dd dir="ltr" className={key === 'total' ? 'font-semibold' : undefined}>
            {shownAmount(key, amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
