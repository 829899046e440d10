import { getTranslations } from 'next-intl/server';
import { Table, Td, Th } from '@/components/ui/table';
import { formatPrice } from '@/lib/format';
import type { Cents } from '@/lib/money';

/** The dashboard's discounts per promo code over its period: the orders that used each, and what it gave. */
export async function CodeDiscountsTable({
  rows,
  days,
}: {
  rows: readonly { code: string; orders: number; discount: Cents }[];
  days: number;
}) {
  if (rows.length === 0) return null;
  const t = await getTranslations({ locale: 'en', namespace: 'admin.orders.report' });
  return (
    <Table>
      <caption className="text-start text-sm font-semibold text-stone-900">
        {t('byCode', { count: days })}
      </caption>
      <thead>
        <tr>
          <Th>{t('code')}</Th>
          <Th className="text-end">{t('orders')}</Th>
          <Th className="text-end">{t('discounts')}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code}>
            <Th
              scope="row"
              className="bg-white font-mono text-sm tracking-normal normal-case text-stone-900"
            >
              {row.code}
            </Th>
            <Td className="text-end tabular-nums">{row.orders}</Td>
            <Td className="text-end tabular-nums">{formatPrice(row.discount)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
