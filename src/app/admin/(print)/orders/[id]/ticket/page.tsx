import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { OrderTicket } from '@/features/ordering/console/order-ticket';
import { TicketPrintButton } from '@/features/ordering/console/ticket-print-button';
import { boardOrder, readKitchenOrder } from '@/features/ordering/server/kitchen';
import { requireScreen } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.orders' });
  return { title: t('ticket.title') };
}

/**
 * An order's kitchen ticket on a page of its own, to print on 80 mm paper (or keep as a PDF):
 * only for staff who work with orders, and only an order of their restaurants; any other id is
 * not found, whether it names an order elsewhere or none.
 */
export default async function TicketPage({ params }: Props) {
  const actor = await requireScreen('orders');
  const order = await readKitchenOrder(await getDb(), (await params).id, actor.locations);
  if (!order) notFound();
  return (
    <main className="grid justify-items-start gap-4 p-4 print:p-0">
      <TicketPrintButton />
      <OrderTicket order={boardOrder(order)} />
    </main>
  );
}
