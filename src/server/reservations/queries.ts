import 'server-only';
import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { reservations } from '../db/schema';

export const RESERVATIONS_PAGE_SIZE = 50;

/** Newest reservation date first (spec), a page at a time. */
export async function listReservations(db: DbOrTx, requestedPage: number) {
  const [totalRow] = await db.select({ n: count() }).from(reservations);
  const total = totalRow?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / RESERVATIONS_PAGE_SIZE));
  const page = Math.min(Math.max(1, requestedPage), pages);
  const rows = await db
    .select()
    .from(reservations)
    .orderBy(
      desc(reservations.reservationDate),
      desc(reservations.reservationTime),
      desc(reservations.id),
    )
    .limit(RESERVATIONS_PAGE_SIZE)
    .offset((page - 1) * RESERVATIONS_PAGE_SIZE);
  return { rows, total, page, pages };
}
export type ReservationRow = Awaited<ReturnType<typeof listReservations>>['rows'][number];
