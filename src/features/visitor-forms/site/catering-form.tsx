'use client';

import { CATERING_GUESTS_MAX, LONG_TEXT_MAX } from '@/lib/form-limits';
import { submitCateringInquiry } from '@/server/browser-actions';
import { optionsOf, Select, TextInput } from '@/components/ui/form-inputs';
import {
  FormCard,
  FreeTextField,
  LocationSelect,
  PersonFields,
} from '@/components/forms/form-parts';
import { useSiteForm } from '@/components/forms/use-site-form';
import type { LocationChoice, CateringFormLabels } from '@/i18n/form-label-types';

const loadSchema = () =>
  import('@/features/visitor-forms/schemas/catering').then((m) => m.cateringSchema);

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
  const form = useSiteForm({
    schema: loadSchema,
    texts: labels,
    action: submitCateringInquiry,
  });
  const { err } = form;

  return (
    <FormCard form={form} locale={locale} labels={labels} thanks>
      <PersonFields prefix="catering" labels={labels} err={err} />
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
      <FreeTextField
        prefix="catering"
        name="message"
        labels={labels}
        maxLength={LONG_TEXT_MAX}
        err={err}
      />
    </FormCard>
  );
}
