'use client';

import { cx } from '@/lib/cn';
import { requestTable } from '@/server/browser-actions';
import { RESERVATION_NOTES_MAX } from '@/lib/form-limits';
import { FormCard, FreeTextField, PersonFields } from '../../../components/forms/form-parts';
import { useSiteForm } from '../../../components/forms/use-site-form';
import type { ReservationFormLabels } from '@/i18n/form-label-types';

const loadSchema = () => import('@/schemas/reservation').then((m) => m.reservationSchema);

/**
 * The second step of a table request: the day's open times (chosen in the first step, on the
 * server) as a group of choices, then who is coming. Works without JavaScript.
 */
export function ReservationForm({
  locale,
  labels,
  locationSlug,
  date,
  partySize,
  times,
}: {
  locale: string;
  labels: ReservationFormLabels;
  locationSlug: string;
  date: string;
  partySize: number;
  /** The open times: "19:00" and how the page's language writes it. */
  times: { value: string; label: string }[];
}) {
  const form = useSiteForm({
    schema: loadSchema,
    texts: labels,
    action: requestTable,
  });
  const { err } = form;

  const timeError = err('reservationTime');
  // What the first step chose travels in hidden fields: a problem with it is said here.
  const dayError = err('reservationDate') ?? err('partySize') ?? err('locationSlug');
  return (
    <FormCard form={form} locale={locale} labels={labels} thanks>
      {dayError ? (
        <p role="alert" className="font-medium text-pomegranate-deep md:col-span-2">
          {dayError}
        </p>
      ) : null}
      <input type="hidden" name="locationSlug" value={locationSlug} />
      <input type="hidden" name="reservationDate" value={date} />
      <input type="hidden" name="partySize" value={partySize} />
      <fieldset
        className="md:col-span-2"
        aria-describedby={timeError ? 'reservation-time-error' : undefined}
      >
        <legend className="mb-3 font-semibold text-coffee">
          {labels.times}
          <span className="text-pomegranate-deep" aria-hidden="true">
            {' '}
            *
          </span>
          <span className="sr-only"> ({labels.required})</span>
        </legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {times.map((time) => (
            <label key={time.value} className="time-choice">
              <input
                type="radio"
                name="reservationTime"
                value={time.value}
                required
                className="sr-only"
              />
              <span>{time.label}</span>
            </label>
          ))}
        </div>
        {timeError ? (
          <p
            id="reservation-time-error"
            role="alert"
            className={cx('mt-2 text-sm font-medium text-pomegranate-deep')}
          >
            {timeError}
          </p>
        ) : null}
      </fieldset>
      <PersonFields prefix="reservation" labels={labels} err={err} />
      <FreeTextField
        prefix="reservation"
        name="notes"
        labels={labels}
        maxLength={RESERVATION_NOTES_MAX}
        err={err}
      />
    </FormCard>
  );
}
