'use client';

import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReservationStatus } from '@/lib/enums';
import { CHANGEABLE_STATUSES, NEXT_STATUSES } from '@/features/reservations/rules/reservations';
import { requestReservationReview, setReservationStatus } from '@/server/browser-actions';
import type { ReservationRow } from '@/features/reservations/server/queries';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAdminAction } from '../../../components/admin/use-admin-action';

export type Reservation = ReservationRow & {
  isPast: boolean;
  isFuture: boolean;
  locationName: string;
  /** The restaurant's zone at that time ("PST") when it keeps another clock than the brand. */
  zoneLabel: string | null;
};

/** What staff record with one click (a decline asks for a note). */
const ONE_CLICK = ['confirmed', 'seated', 'no_show'] as const;

/** A date-only value shown in the console's locale, without a time-zone shift. */
export function formatDate(value: string) {
  return new Date(`${value}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

type Openers = Record<'decline' | 'edit' | 'cancel', (r: Reservation) => void>;

export function ReservationCards({ rows, open }: { rows: Reservation[]; open: Openers }) {
  return (
    <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      {rows.map((r) => (
        <li key={r.id}>
          <ReservationCard r={r} open={open} />
        </li>
      ))}
    </ul>
  );
}

function ReservationCard({ r, open }: { r: Reservation; open: Openers }) {
  const t = useTranslations('admin');
  const { run, pendingId } = useAdminAction();
  const record = (status: (typeof ONE_CLICK)[number]) =>
    run(r.id, () => setReservationStatus({ id: r.id, status }), {
      success: t(`reservations.done.${status}`),
      failure: t('reservations.updateFailed'),
    });
  /** The next steps: seated and no-show only from its day on; a cancellation has its button. */
  const nextSteps = (NEXT_STATUSES[r.status] ?? []).filter(
    (status): status is (typeof ONE_CLICK)[number] | 'declined' =>
      (status === 'declined' || (ONE_CLICK as readonly ReservationStatus[]).includes(status)) &&
      !(r.isFuture && (status === 'seated' || status === 'no_show')),
  );
  const changeable = (CHANGEABLE_STATUSES as readonly ReservationStatus[]).includes(r.status);
  const requestReview = () =>
    run(r.id, () => requestReservationReview({ id: r.id }), {
      success: t('reservations.sent'),
      description: (data) => t('reservations.sentBody', { name: data.name }),
      failure: t('reservations.sendFailed'),
    });
  const label = (action: string) => t('reservations.actionLabel', { action, name: r.fullName });
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-stone-900">{r.fullName}</h3>
        <div className="flex flex-wrap gap-1.5">
          {r.source === 'phone' ? (
            <Badge variant="outline">{t('reservations.phoneBooking')}</Badge>
          ) : null}
          <Badge variant={r.status === 'confirmed' ? 'default' : 'secondary'}>
            {t(`reservations.statuses.${r.status}`)}
            {r.status === 'cancelled' && r.cancelledBy
              ? ` ${t(`reservations.cancelledBy.${r.cancelledBy}`)}`
              : null}
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
      <div className="flex flex-wrap gap-2">
        {nextSteps.map((status) =>
          status === 'declined' ? (
            <Button
              key={status}
              variant="outline"
              size="sm"
              aria-label={label(t('reservations.actions.decline'))}
              onClick={() => open.decline(r)}
            >
              {t('reservations.actions.decline')}
            </Button>
          ) : (
            <Button
              key={status}
              variant={status === 'confirmed' ? 'default' : 'outline'}
              size="sm"
              disabled={pendingId === r.id}
              aria-label={label(t(`reservations.actions.${status}`))}
              onClick={() => void record(status)}
            >
              {t(`reservations.actions.${status}`)}
            </Button>
          ),
        )}
        {changeable ? (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-label={label(t('reservations.actions.edit'))}
              onClick={() => open.edit(r)}
            >
              {t('reservations.actions.edit')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={label(t('reservations.actions.cancel'))}
              onClick={() => open.cancel(r)}
            >
              {t('reservations.actions.cancel')}
            </Button>
          </>
        ) : null}
      </div>
      {/* Only a guest who came, on a day before today, is asked for a review. */}
      {r.isPast && r.status === 'seated' && r.email ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={pendingId === r.id}
            onClick={() => void requestReview()}
          >
            {pendingId === r.id ? t('reservations.sending') : t('reservations.requestReview')}
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
  );
}
