'use client';

import { Mail, MapPin, Phone, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ReservationStatus } from '@/lib/enums';
import { NEXT_STATUSES } from '@/lib/reservations';
import { requestReservationReview, setReservationStatus } from '@/server/browser-actions';
import type { ReservationRow } from '@/server/reservations/queries';
import { Pager } from '../list-controls';
import { AdminPageHeader } from '../page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAdminAction } from '../use-admin-action';
import { AddReservationDialog, DeclineDialog, type BookableChoice } from './reservation-dialogs';

type Reservation = ReservationRow & {
  isPast: boolean;
  isFuture: boolean;
  locationName: string;
  /** The restaurant's zone at that time ("PST") when it keeps another clock than the brand. */
  zoneLabel: string | null;
};

/** What staff record with one click (a decline asks for a note). */
const ONE_CLICK = ['confirmed', 'seated', 'no_show'] as const;

/** A date-only value shown in the console's locale, without a time-zone shift. */
function formatDate(value: string) {
  return new Date(`${value}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/**
 * Reservations: newest date first. Staff confirm or decline requests, record who was seated or
 * did not come (each e-mails the guest), add phone bookings, and ask past guests for a review.
 */
export function ReservationsList({
  reservations,
  page,
  pages,
  locations,
  today,
}: {
  reservations: Reservation[];
  page: number;
  pages: number;
  locations: BookableChoice[];
  today: string;
}) {
  const t = useTranslations('admin');
  const router = useRouter();
  const pathname = usePathname();
  const { run, pendingId } = useAdminAction();
  const [adding, setAdding] = useState(false);
  const [declining, setDeclining] = useState<Reservation | null>(null);

  const record = (reservation: Reservation, status: (typeof ONE_CLICK)[number]) =>
    run(reservation.id, () => setReservationStatus({ id: reservation.id, status }), {
      success: t(`reservations.done.${status}`),
      failure: t('reservations.updateFailed'),
    });
  /** The next steps of a reservation: seated and no-show only from its day on. */
  const nextSteps = (reservation: Reservation) =>
    (NEXT_STATUSES[reservation.status] ?? []).filter(
      (status): status is (typeof ONE_CLICK)[number] | 'declined' =>
        (status === 'declined' || (ONE_CLICK as readonly ReservationStatus[]).includes(status)) &&
        !(reservation.isFuture && (status === 'seated' || status === 'no_show')),
    );

  const requestReview = (reservation: Reservation) =>
    run(reservation.id, () => requestReservationReview({ id: reservation.id }), {
      success: t('reservations.sent'),
      description: (data) => t('reservations.sentBody', { name: data.name }),
      failure: t('reservations.sendFailed'),
    });

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
      {reservations.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          {t('reservations.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {reservations.map((r) => (
            <li key={r.id}>
              <Card className="grid gap-3 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="font-semibold text-stone-900">{r.fullName}</h2>
                  <div className="flex flex-wrap gap-1.5">
                    {r.source === 'phone' ? (
                      <Badge variant="outline">{t('reservations.phoneBooking')}</Badge>
                    ) : null}
                    <Badge variant={r.status === 'confirmed' ? 'default' : 'secondary'}>
                      {t(`reservations.statuses.${r.status}`)}
                    </Badge>
                  </div>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="sr-only">{t('login.email')}</dt>
                  <dd className="col-span-2 flex items-center gap-2 break-all">
                    <Mail aria-hidden className="size-4 text-stone-500" />
                    {r.email ?? t('reservations.noEmail')}
                  </dd>
                  {r.phone ? (
                    <>
                      <dt className="sr-only">{t('reservations.phone')}</dt>
                      <dd className="col-span-2 flex items-center gap-2">
                        <Phone aria-hidden className="size-4 text-stone-500" />
                        <span dir="ltr">{r.phone}</span>
                      </dd>
                    </>
                  ) : null}
                  <dt className="text-stone-600">{t('reservations.location')}</dt>
                  <dd className="flex flex-wrap items-center gap-x-1">
                    <MapPin aria-hidden className="size-4 text-stone-500" />
                    {r.locationName}
                    {/* Spec: the card shows the location's slug; its name says which it is. */}
                    {r.locationName === r.locationSlug ? null : (
                      <span dir="ltr" className="text-xs text-stone-600">
                        ({r.locationSlug})
                      </span>
                    )}
                  </dd>
                  <dt className="text-stone-600">{t('reservations.date')}</dt>
                  <dd>{formatDate(r.reservationDate)}</dd>
                  <dt className="text-stone-600">{t('reservations.time')}</dt>
                  <dd>
                    {r.reservationTime}
                    {r.zoneLabel ? (
                      <span className="ms-1 text-stone-600">
                        {t('reservations.zoneNote', { zone: r.zoneLabel })}
                      </span>
                    ) : null}
                  </dd>
                  <dt className="sr-only">{t('reservations.guests', { count: r.partySize })}</dt>
                  <dd className="col-span-2 font-medium">
                    {t('reservations.guests', { count: r.partySize })}
                  </dd>
                  {r.staffNote ? (
                    <>
                      <dt className="text-stone-600">{t('reservations.staffNote')}</dt>
                      <dd dir="auto" className="whitespace-pre-wrap">
                        {r.staffNote}
                      </dd>
                    </>
                  ) : null}
                  {r.notes ? (
                    <>
                      <dt className="text-stone-600">{t('reservations.notes')}</dt>
                      <dd dir="auto" className="whitespace-pre-wrap">
                        {r.notes}
                      </dd>
                    </>
                  ) : null}
                </dl>
                {nextSteps(r).length > 0 ? (
                  <div className="flex flex-wrap gap-2">
                    {nextSteps(r).map((status) =>
                      status === 'declined' ? (
                        <Button
                          key={status}
                          variant="outline"
                          size="sm"
                          aria-label={t('reservations.actionLabel', {
                            action: t('reservations.actions.decline'),
                            name: r.fullName,
                          })}
                          onClick={() => setDeclining(r)}
                        >
                          {t('reservations.actions.decline')}
                        </Button>
                      ) : (
                        <Button
                          key={status}
                          variant={status === 'confirmed' ? 'default' : 'outline'}
                          size="sm"
                          disabled={pendingId === r.id}
                          aria-label={t('reservations.actionLabel', {
                            action: t(`reservations.actions.${status}`),
                            name: r.fullName,
                          })}
                          onClick={() => void record(r, status as (typeof ONE_CLICK)[number])}
                        >
                          {t(`reservations.actions.${status}`)}
                        </Button>
                      ),
                    )}
                  </div>
                ) : null}
                {r.isPast && r.email ? (
                  <div className="flex flex-wrap items-center gap-3">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={pendingId === r.id}
                      onClick={() => void requestReview(r)}
                    >
                      {pendingId === r.id
                        ? t('reservations.sending')
                        : t('reservations.requestReview')}
                    </Button>
                    {r.reviewRequestedAt ? (
                      <span className="text-xs text-stone-600">
                        {t('reservations.requestedOn', {
                          date: new Date(r.reviewRequestedAt).toLocaleDateString('en-US', {
                            dateStyle: 'medium',
                          }),
                        })}
                      </span>
                    ) : null}
                  </div>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        onPage={(next) => router.replace(`${pathname}?page=${next}`)}
      />
      <AddReservationDialog
        open={adding}
        onOpenChange={setAdding}
        locations={locations}
        today={today}
      />
      <DeclineDialog reservation={declining} onClose={() => setDeclining(null)} />
    </>
  );
}
