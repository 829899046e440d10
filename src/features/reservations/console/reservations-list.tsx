'use client';

import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';

import { useState } from 'react';
import { AdminPageHeader } from '../../../components/admin/page-header';
import { Button, buttonClass } from '@/components/ui/button';
import { Input } from '@/components/ui/controls';
import {
  AddReservationDialog,
  CancelDialog,
  DeclineDialog,
  EditReservationDialog,
  type BookableChoice,
} from './reservation-dialogs';
import { formatDate, ReservationCards, type Reservation } from './reservation-cards';

/** One day of the console's reservations, the requests waiting and the days either side. */
export type ReservationDay = {
  date: string;
  today: string;
  previous: string;
  next: string;
  rows: Reservation[];
  /** More bookings that day than the list shows. */
  truncated: boolean;
  pending: Reservation[];
  pendingTotal: number;
};

/**
 * Reservations for the day: a day's bookings by time (today unless another day is chosen), the
 * requests waiting for an answer, and the way to the day before and after. Staff confirm,
 * decline, change or cancel a booking (each e-mails the guest), record who was seated or did
 * not come, add phone bookings, and ask a seated guest of a past day for a review.
 */
export function ReservationsList({
  day,
  locations,
}: {
  day: ReservationDay;
  locations: BookableChoice[];
}) {
  const t = useTranslations('admin');
  const [adding, setAdding] = useState(false);
  const [declining, setDeclining] = useState<Reservation | null>(null);
  const [editing, setEditing] = useState<Reservation | null>(null);
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const open = { decline: setDeclining, edit: setEditing, cancel: setCancelling };
  const guests = day.rows
    .filter((r) => r.status === 'pending' || r.status === 'confirmed' || r.status === 'seated')
    .reduce((sum, r) => sum + r.partySize, 0);

  return (
    <>
      <AdminPageHeader
        title={t('reservations.title')}
        subtitle={t('reservations.subtitle')}
        actions={
          locations.length > 0 ? (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden />
              {t('reservations.add')}
            </Button>
          ) : null
        }
      />
      <section aria-labelledby="day-bookings" className="grid gap-3">
        <DayNavigation day={day} />
        <h2 id="day-bookings" className="text-lg font-semibold text-stone-900">
          {day.date === day.today
            ? t('reservations.dayHeadingToday', { date: formatDate(day.date) })
            : t('reservations.dayHeading', { date: formatDate(day.date) })}
        </h2>
        <p className="text-sm text-stone-600" aria-live="polite">
          {t('reservations.dayCount', { count: day.rows.length, guests })}
        </p>
        {day.rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
            {t('reservations.empty')}
          </p>
        ) : (
          <ReservationCards rows={day.rows} open={open} />
        )}
        {day.truncated ? (
          <p className="text-sm text-stone-600">
            {t('reservations.tooMany', { count: day.rows.length })}
          </p>
        ) : null}
      </section>
      {day.pendingTotal > 0 ? (
        <section aria-labelledby="pending-requests" className="mt-10 grid gap-3">
          <h2 id="pending-requests" className="text-lg font-semibold text-stone-900">
            {t('reservations.pendingTitle', { count: day.pendingTotal })}
          </h2>
          <p className="text-sm text-stone-600">
            {t('reservations.pendingHint')}
            {day.pendingTotal > day.pending.length
              ? ` ${t('reservations.pendingMore', { shown: day.pending.length, count: day.pendingTotal })}`
              : null}
          </p>
          <ReservationCards rows={day.pending} open={open} />
        </section>
      ) : null}
      <AddReservationDialog
        open={adding}
        onOpenChange={setAdding}
        locations={locations}
        today={day.date < day.today ? day.today : day.date}
      />
      <DeclineDialog reservation={declining} onClose={() => setDeclining(null)} />
      <EditReservationDialog reservation={editing} onClose={() => setEditing(null)} />
      <CancelDialog reservation={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

/**
 * The day before and after, today, and a date to go to: links and a plain form, so that they
 * work the moment the page shows, before its scripts run.
 */
function DayNavigation({ day }: { day: ReservationDay }) {
  const t = useTranslations('admin.reservations');
  const link = buttonClass('outline', 'default');
  return (
    <nav aria-label={t('dayNav')} className="flex flex-wrap items-end gap-2">
      <Link href={`?date=${day.previous}`} className={link} aria-label={t('previousDay')}>
        <ChevronLeft aria-hidden className="flip-rtl" />
        <span className="max-sm:sr-only">{t('previousDay')}</span>
      </Link>
      {day.date === day.today ? null : (
        <Link href="?" className={link}>
          {t('today')}
        </Link>
      )}
      <Link href={`?date=${day.next}`} className={link} aria-label={t('nextDay')}>
        <span className="max-sm:sr-only">{t('nextDay')}</span>
        <ChevronRight aria-hidden className="flip-rtl" />
      </Link>
      <form method="get" className="flex items-end gap-2">
        <label className="grid gap-1 text-sm text-stone-700">
          {t('dayLabel')}
          <Input type="date" name="date" defaultValue={day.date} required className="w-auto" />
        </label>
        <Button type="submit" variant="outline">
          {t('show')}
        </Button>
      </form>
    </nav>
  );
}
