import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ScreenLoader } from '@/components/admin/screen';
import { getDb } from '@/server/db/client';
import { OrderRecordView } from '@/features/ordering/console/order-record-view';
import { readOrderRecord } from '@/features/ordering/server/order-history';
import { mayWorkIn } from '@/lib/admin-areas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.orders' });
  return { title: t('history.title') };
}

type Props = { params: Promise<{ id: string }> };

/**
 * One order's page: only an order of the person's restaurants; any other id is not found,
 * whether it names an order elsewhere or none.
 */
export default async function OrderRecordPage({ params }: Props) {
  const { id } = await params;
  return (
    <ScreenLoader
      screen="orders"
      section="orders"
      load={async (actor) => ({
        record: await readOrderRecord(await getDb(), id, actor.locations),
        mayRefund: mayWorkIn(actor.role, 'refunds'),
      })}
    >
      {({ record, mayRefund }) =>
        record ? <OrderRecordView record={record} mayRefund={mayRefund} /> : notFound()
      }
    </ScreenLoader>
  );
}
