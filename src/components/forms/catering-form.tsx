'use client';

import type { CATERING_BUDGETS, CATERING_SERVICES } from '@/lib/enums';
import { CATERING_GUESTS_MAX, LONG_TEXT_MAX } from '@/lib/form-limits';
import { submitCateringInquiry } from '@/server/browser-actions';
import { optionsOf, Select, TextArea, TextInput } from '@/components/ui/form-inputs';
import {
  FormCard,
  FormFooter,
  FormThanks,
  LocationSelect,
  PersonFields,
  type LocationChoice,
} from './person-fields';
import { useSiteForm } from './use-site-form';

export type CateringFormLabels = Record<
  | 'fullName'
  | 'email'
  | 'phone'
  | 'eventDate'
  | 'guestCount'
  | 'location'
  | 'locationPlaceholder'
  | 'service'
  | 'servicePlaceholder'
  | 'budget'
  | 'budgetPlaceholder'
  | 'message'
  | 'messagePlaceholder'
  | 'submit'
  | 'successTitle'
  | 'successText'
  | 'toastSuccess'
  | 'failure'
  | 'errorTitle'
  | 'submitting'
  | 'required',
  string
> & {
  services: Record<(typeof CATERING_SERVICES)[number], string>;
  budgets: Record<(typeof CATERING_BUDGETS)[number], string>;
};

const loadSchema = () => import('@/schemas/catering').then((m) => m.cateringSchema);

/** The catering inquiry: an event's date, guests, location, service and budget. */
export function CateringForm({
  locale,
  labels,
  locations,
  today,
}: {
  locale: string;
  labels: CateringFormLabels;
  locations: LocationChoice[];
  /** Today in the restaurants' calendar: the earliest date the picker offers. */
  today: string;
}) {
  const { state, pending, formProps, err, failureText } = useSiteForm({
    schema: loadSchema,
    texts: labels,
    successToast: { title: labels.toastSuccess, description: labels.successText },
    action: submitCateringInquiry,
  });

  if (state.status === 'success') {
    return <FormThanks title={labels.successTitle} text={labels.successText} />;
  }

  return (
    <FormCard formProps={formProps} locale={locale}>
      <PersonFields
        nameField="fullName"
        idFor={(field) => `catering-${field}`}
        labels={{ ...labels, name: labels.fullName }}
        phoneRequired
        nameMax={100}
        err={err}
      />
      <TextInput
        id="catering-date"
        name="eventDate"
        type="date"
        dir="ltr"
        min={today}
        label={labels.eventDate}
        required
        requiredLabel={labels.required}
        error={err('eventDate')}
      />
      <TextInput
        id="catering-guests"
        name="guestCount"
        type="number"
        inputMode="numeric"
        dir="ltr"
        min={1}
        max={CATERING_GUESTS_MAX}
        label={labels.guestCount}
        required
        requiredLabel={labels.required}
        error={err('guestCount')}
      />
      <LocationSelect
        id="catering-location"
        labels={labels}
        locations={locations}
        error={err('locationSlug')}
      />
      <Select
        id="catering-service"
        name="service"
        label={labels.service}
        required
        requiredLabel={labels.required}
        placeholder={labels.servicePlaceholder}
        defaultValue=""
        options={optionsOf(labels.services)}
        error={err('service')}
      />
      <Select
        id="catering-budget"
        name="budget"
        label={labels.budget}
        required
        requiredLabel={labels.required}
        placeholder={labels.budgetPlaceholder}
        defaultValue=""
        options={optionsOf(labels.budgets)}
        error={err('budget')}
      />
      <TextArea
        id="catering-message"
        name="message"
        label={labels.message}
        placeholder={labels.messagePlaceholder}
        maxLength={LONG_TEXT_MAX}
        className="md:col-span-2"
        error={err('message')}
      />
      <FormFooter state={state} failureText={failureText} pending={pending} labels={labels} />
    </FormCard>
  );
}
