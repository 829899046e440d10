'use client';

import { CalendarCheck } from 'lucide-react';
import { useCallback, useState } from 'react';
import { toast } from '@/components/site/toasts';
import { tagEvent } from '@/lib/tag-event';
import { submitFranchiseApplication } from '@/server/browser-actions';
import { Checkbox, Select, TextArea, TextInput } from '@/components/ui/form-inputs';
import { FormCard, PersonFields } from '@/components/forms/form-parts';
import { useHydrated } from '@/components/forms/use-hydrated';
import { useSiteForm } from '@/components/forms/use-site-form';
import type { FranchiseFormLabels } from '@/i18n/form-label-types';

const loadSchema = () =>
  import('@/features/visitor-forms/schemas/franchise').then((m) => m.franchiseSchema);

export function FranchiseForm({
  id,
  locale,
  labels,
  schedulingUrl,
}: {
  id: string;
  locale: string;
  labels: FranchiseFormLabels;
  schedulingUrl: string;
}) {
  const hydrated = useHydrated();
  const [experienced, setExperienced] = useState(false);
  const onSuccess = useCallback(() => {
    toast.success(labels.successText);
    tagEvent('franchise_submit', { language: locale });
  }, [labels.successText, locale]);
  const form = useSiteForm({
    schema: loadSchema,
    texts: labels,
    onSuccess,
    action: submitFranchiseApplication,
  });
  const { state, err } = form;

  if (state.status === 'success') {
    return (
      <div className="card p-6 md:p-8" role="status">
        <h3 className="flex items-center gap-3 font-display text-2xl font-bold text-coffee">
          <CalendarCheck aria-hidden="true" className="size-7 text-leaf" />
          {labels.successTitle}
        </h3>
        <p className="mt-2 text-lg text-charcoal">{labels.successText}</p>
        <p className="mt-6 font-semibold text-coffee">{labels.schedule}</p>
        <iframe
          src={schedulingUrl}
          title={labels.schedule}
          loading="lazy"
          className="mt-3 h-[640px] w-full rounded-xl border border-sand-deep bg-cream"
        />
        <a
          href={schedulingUrl}
          target="_blank"
          rel="noopener"
          className="mt-3 inline-block font-semibold text-pomegranate-deep underline"
        >
          {labels.scheduleLink}
        </a>
      </div>
    );
  }

  // Without JavaScript the notes field is always shown; with it, only when the box is ticked.
  const showNotes = !hydrated || experienced;
  const p = (name: string) => `${id}-${name}`;

  return (
    <FormCard form={form} locale={locale} labels={labels}>
      <PersonFields prefix={id} labels={labels} err={err} />
      <TextInput
        id={p('territory')}
        name="territory"
        label={labels.territory}
        placeholder={labels.territoryPlaceholder}
        required
        requiredLabel={labels.required}
        error={err('territory')}
      />
      <TextInput
        id={p('city')}
        name="city"
        label={labels.city}
        autoComplete="address-level2"
        error={err('city')}
      />
      <TextInput
        id={p('state')}
        name="state"
        label={labels.state}
        autoComplete="address-level1"
        error={err('state')}
      />
      <TextInput
        id={p('liquidCapitalUsd')}
        name="liquidCapitalUsd"
        inputMode="decimal"
        dir="ltr"
        label={labels.liquidCapital}
        required
        requiredLabel={labels.required}
        error={err('liquidCapitalUsd')}
      />
      <TextInput
        id={p('netWorthUsd')}
        name="netWorthUsd"
        inputMode="decimal"
        dir="ltr"
        label={labels.netWorth}
        required
        requiredLabel={labels.required}
        error={err('netWorthUsd')}
      />
      <Select
        id={p('timeline')}
        name="timeline"
        label={labels.timeline}
        defaultValue="6-12m"
        className="md:col-span-2"
        options={[
          { value: '0-6m', label: labels.timeline0to6 },
          { value: '6-12m', label: labels.timeline6to12 },
          { value: '12m+', label: labels.timeline12plus },
        ]}
        error={err('timeline')}
      />
      <Checkbox
        id={p('priorRestaurantExperience')}
        name="priorRestaurantExperience"
        label={labels.experience}
        className="md:col-span-2"
        onChange={(e) => setExperienced(e.currentTarget.checked)}
      />
      {showNotes ? (
        <TextArea
          id={p('experienceNotes')}
          name="experienceNotes"
          label={labels.experienceNotes}
          rows={3}
          className="md:col-span-2"
          error={err('experienceNotes')}
        />
      ) : null}
    </FormCard>
  );
}
