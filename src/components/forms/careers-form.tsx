'use client';

import { useCallback } from 'react';
import { toast } from '@/components/site/toasts';
import { track } from '@/lib/analytics';
import type { CAREER_POSITIONS } from '@/lib/enums';
import { COVER_LETTER_MAX } from '@/lib/form-limits';
import { submitCareerApplication } from '@/server/browser-actions';
import { optionsOf, Select, TextArea, TextInput } from '@/components/ui/form-inputs';
import { FormCard, FormFooter, FormThanks, PersonFields } from './person-fields';
import { useSiteForm } from './use-site-form';

export type CareersFormLabels = Record<
  | 'name'
  | 'email'
  | 'phone'
  | 'position'
  | 'positionPlaceholder'
  | 'resumeLink'
  | 'resumeHint'
  | 'coverLetter'
  | 'availability'
  | 'availabilityPlaceholder'
  | 'experience'
  | 'submit'
  | 'successTitle'
  | 'successText'
  | 'toastSuccess'
  | 'toastSuccessBody'
  | 'failure'
  | 'another'
  | 'errorTitle'
  | 'submitting'
  | 'required',
  string
> & { positions: Record<(typeof CAREER_POSITIONS)[number], string> };

const loadSchema = () => import('@/schemas/careers').then((m) => m.careersSchema);

export function CareersForm({ locale, labels }: { locale: string; labels: CareersFormLabels }) {
  const onSuccess = useCallback(
    (data: { position: string }) => {
      toast.success(labels.toastSuccess, { description: labels.toastSuccessBody });
      track('career_application_submit', { position: data.position });
    },
    [labels.toastSuccess, labels.toastSuccessBody],
  );
  const { state, pending, formProps, err, failureText } = useSiteForm({
    schema: loadSchema,
    texts: labels,
    onSuccess,
    action: submitCareerApplication,
  });

  if (state.status === 'success') {
    return <FormThanks title={labels.successTitle} text={labels.successText} />;
  }

  return (
    <FormCard formProps={formProps} locale={locale}>
      <PersonFields
        nameField="name"
        idFor={(field) => `career-${field}`}
        labels={labels}
        phoneRequired
        nameMax={100}
        err={err}
      />
      <Select
        id="career-position"
        name="position"
        label={labels.position}
        required
        requiredLabel={labels.required}
        placeholder={labels.positionPlaceholder}
        defaultValue=""
        options={optionsOf(labels.positions)}
        error={err('position')}
      />
      <TextInput
        id="career-resume"
        name="resumeLink"
        type="url"
        dir="ltr"
        label={labels.resumeLink}
        hint={labels.resumeHint}
        className="md:col-span-2"
        error={err('resumeLink')}
      />
      <TextInput
        id="career-availability"
        name="availability"
        label={labels.availability}
        placeholder={labels.availabilityPlaceholder}
        error={err('availability')}
      />
      <TextInput
        id="career-experience"
        name="experience"
        label={labels.experience}
        error={err('experience')}
      />
      <TextArea
        id="career-cover"
        name="coverLetter"
        label={labels.coverLetter}
        maxLength={COVER_LETTER_MAX}
        className="md:col-span-2"
        error={err('coverLetter')}
      />
      <FormFooter state={state} failureText={failureText} pending={pending} labels={labels} />
    </FormCard>
  );
}
