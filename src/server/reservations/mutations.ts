import 'server-only';
import { eq } from 'drizzle-orm';
import { todayDate } from '@/lib/time-zone';
import type { DbOrTx } from '../db/client';
import { lockById } from '../db/rows';
import { reservations } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { Refusal } from '../refusal';
import { reviewRequestMail } from './review-mail';

/**
 * Asks a past guest for a review: the e-mail goes into the outbox and the reservation records
 * when. Spec: only for reservations dated before the start of today.
 */
export async function requestReview(tx: DbOrTx, id: string, now = new Date()) {
  const row = await lockById(tx, reservations, id);
  if (!row) throw new Refusal('admin.errors.notFound');
  if (row.reservationDate >= todayDate(now)) throw new Refusal('admin.reservations.sendFailed');
  await enqueueMail(tx, [
    reviewRequestMail({
      email: row.email,
      name: row.fullName,
      locationSlug: row.locationSlug,
      language: row.language,
    }),
  ]);
  await tx.update(reservations).set({ reviewRequestedAt: now }).where(eq(reservations.id, row.id));
  return { id: row.id, name: row.fullName, email: row.email, requestedAt: now };
}
