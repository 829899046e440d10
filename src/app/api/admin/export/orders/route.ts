import { csvDownload, toCsv } from '@/lib/csv';
import { decimalOfCents } from '@/lib/money';
import { localDateTimeValue, todayDate } from '@/lib/time-zone';
import { analyticsPeriodSchema } from '@/schemas/admin/analytics';
import { getDb } from '@/server/db/client';
import { readOrdersForExport } from '@/features/ordering/server/queries';
import { staffRoute } from '@/server/route';
import { viewerScope } from '@/server/locations/queries';

/**
 * CSV of the pickup orders of the dashboard's period (`?days=7|30|90`), for who may open the
 * Orders screen, of their restaurants: one line per order with its items, times at the
 * restaurant, status, payment and amounts. Kitchen accounts get it without guests' e-mail addresses.
 */
export const GET = staffRoute({ screen: 'orders' }, async (request, actor) => {
  const { days } = analyticsPeriodSchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const today = todayDate();
  const db = await getDb();
  const rows = await readOrdersForExport(db, today, days, await viewerScope(db, actor));
  // The kitchen needs a guest's name and phone at the counter, never their e-mail address.
  const withEmail = actor.role !== 'kitchen';
  const csv = toCsv(
    [
      'number',
      'restaurant',
      'placed_at',
      'pickup_at',
      'status',
      'name',
      'phone',
      ...(withEmail ? ['email'] : []),
      'language',
      'items',
      'payment',
      'subtotal',
      'promo_code',
      'discount',
      'tax',
      'tip',
      'total',
      'refunded',
      'brand_fee',
      'cancel_reason',
    ],
    rows.map((row) => [
      row.number,
      row.restaurant,
      localDateTimeValue(row.createdAt, row.timezone).replace('T', ' '),
      localDateTimeValue(row.pickupAt, row.timezone).replace('T', ' '),
      row.status,
      row.fullName,
      row.phone,
      ...(withEmail ? [row.email] : []),
      row.language,
      row.items,
      `${row.paymentMethod} (${row.paymentStatus})`,
      decimalOfCents(row.subtotal),
      row.promoCode ?? '',
      decimalOfCents(row.discount),
      decimalOfCents(row.tax),
      decimalOfCents(row.tip),
      decimalOfCents(row.total),
      decimalOfCents(row.refunded),
      decimalOfCents(row.brandFee),
      row.cancelReason ?? '',
    ]),
  );
  return csvDownload(csv, `orders-${days}-days-${today}.csv`);
});
