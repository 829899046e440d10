'use client';

import { cx } from '@/lib/cn';
import { requestTable } from '@/server/browser-actions';
import { TextArea } from '@/components/ui/form-inputs';
import { RESERVATION_NOTES_MAX } from '@/schemas/reservation';
import { FormCard, FormFooter, FormThanks, PersonFields } from './person-fields';
import { useSiteForm } from './use-site-form';

export type ReservationFormLabels = Record<
  | 'times'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'notes'
  | 'notesPlaceholder'
  | 'submit'
  | 'successTitle'
  | 'successText'
  | 'toastSuccess'
  | 'failure'
  | 'errorTitle'
  | 'submitting'
  | 'required',
  string
>;

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
  const { state, pending, formProps, err, failureText } = useSiteForm({
    schema: loadSchema,
    texts: labels,
    successToast: { title: labels.toastSuccess, description: labels.successText },
    action: requestTable,
  });

  if (state.status === 'success') {
    return <FormThanks title={labels.successTitle} text={labels.successText} />;
  }

  const timeError = err('reservationTime');
  // What the first step chose travels in hidden fields: a problem with it is said here.
  const dayError = err('reservationDate') ?? err('partySize') ?? err('locationSlug');
  return (
    <FormCard formProps={formProps} locale={locale}>
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
      <PersonFields
        nameField="fullName"
        idFor={(field) => `reservation-${field}`}
        labels={{ ...labels, name: labels.fullName }}
        phoneRequired
        nameMax={100}
        err={err}
      />
      <TextArea
        id="reservation-notes"
        name="notes"
        label={labels.notes}
        placeholder={labels.notesPlaceholder}
        maxLength={RESERVATION_NOTES_MAX}
        className="md:col-span-2"
        error={err('notes')}
      />
      <FormFooter state={state} failureText={failureText} pending={pending} labels={labels} />
    </FormCard>
  );
}
