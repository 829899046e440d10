import { getDb } from '@/server/db/client';
import { progressOf, readOrderPage } from '@/server/orders/order-page';

export const dynamic = 'force-dynamic';

/**
 * An order's progress for its page's live status: 200 with its status, ready time and cancel
 * reason; 404 for a token that opens no order. Never cached: it changes as the kitchen works.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ token: string }> },
): Promise<Response> {
  const { token } = await params;
  const found = await readOrderPage(await getDb(), token);
  const headers = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
  if (!found) return Response.json({ error: 'not found' }, { status: 404, headers });
  return Response.json(progressOf(found.order), { headers });
}
