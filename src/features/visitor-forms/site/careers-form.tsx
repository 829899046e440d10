'use client';

import { tagEvent } from '@/lib/tag-event';
import { COVER_LETTER_MAX } from '@/lib/form-limits';
import { submitCareerApplication } from '@/server/browser-actions';
import { optionsOf, Select, TextArea, TextInput } from '@/components/ui/form-inputs';
import { FormCard, PersonFields } from '@/components/forms/form-parts';
import { useSiteForm } from '@/components/forms/use-site-form';
import type { CareersFormLabels } from '@/i18n/form-label-types';

const loadSchema = () =>
  import('@/features/visitor-forms/schemas/careers').then((m) => m.careersSchema);

const trackApplication = (data: { position: string }) =>
  tagEvent('career_application_submit', { position: data.position });

export function CareersForm({ locale, labels }: { locale: string; labels: CareersFormLabels }) {
  const form = useSiteForm({
    schema: loadSchema,
    texts: labels,
    onSuccess: trackApplication,
    action: submitCareerApplication,
  });
  const { err } = form;

  return (
    <FormCard form={form} locale={locale} labels={labels} thanks>
      <PersonFields prefix="career" nameField="name" labels={labels} err={err} />
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
    </FormCard>
  );
}
