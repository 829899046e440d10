'use client';

import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { requestReservationReview } from '@/server/browser-actions';
import type { ReservationRow } from '@/server/reservations/queries';
import { Pager } from '../list-controls';
import { AdminPageHeader } from '../page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAdminAction } from '../use-admin-action';

type Reservation = ReservationRow & { isPast: boolean };

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

/** Reservations: newest date first; past ones can be sent a review request. */
export function ReservationsList({
  reservations,
  page,
  pages,
}: {
  reservations: Reservation[];
  page: number;
  pages: number;
}) {
  const t = useTranslations('admin');
  const router = useRouter();
  const pathname = usePathname();
  const { run, pendingId } = useAdminAction();

  const requestReview = (reservation: Reservation) =>
    run(reservation.id, () => requestReservationReview({ id: reservation.id }), {
      success: t('reservations.sent'),
      description: (data) => t('reservations.sentBody', { name: data.name }),
      failure: t('reservations.sendFailed'),
    });

  return (
    <>
      <AdminPageHeader title={t('reservations.title')} subtitle={t('reservations.subtitle')} />
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
                  <Badge variant={r.status === 'confirmed' ? 'default' : 'secondary'}>
                    {t(`reservations.statuses.${r.status}`)}
                  </Badge>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="sr-only">{t('login.email')}</dt>
                  <dd className="col-span-2 flex items-center gap-2 break-all">
                    <Mail aria-hidden className="size-4 text-stone-500" />
                    {r.email}
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
                  <dd className="flex items-center gap-1">
                    <MapPin aria-hidden className="size-4 text-stone-500" />
                    {r.locationSlug}
                  </dd>
                  <dt className="text-stone-600">{t('reservations.date')}</dt>
                  <dd>{formatDate(r.reservationDate)}</dd>
                  <dt className="text-stone-600">{t('reservations.time')}</dt>
                  <dd>{r.reservationTime}</dd>
                  <dt className="sr-only">{t('reservations.guests', { count: r.partySize })}</dt>
                  <dd className="col-span-2 font-medium">
                    {t('reservations.guests', { count: r.partySize })}
                  </dd>
                  {r.notes ? (
                    <>
                      <dt className="text-stone-600">{t('reservations.notes')}</dt>
                      <dd dir="auto" className="whitespace-pre-wrap">
                        {r.notes}
                      </dd>
                    </>
                  ) : null}
                </dl>
                {r.isPast ? (
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
    </>
  );
}
