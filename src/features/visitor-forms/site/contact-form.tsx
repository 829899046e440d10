'use client';

import { CheckCircleIcon } from '@/components/site/icons';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/site/toasts';
import { tagEvent } from '@/lib/tag-event';
import { ATTACHMENT_ACCEPT, MESSAGE_MAX } from '@/lib/form-limits';
import { submitContactInquiry } from '@/server/browser-actions';
import { FormAlert } from '@/components/ui/form-feedback';
import { Checkbox, optionsOf, Select, TextArea, TextInput } from '@/components/ui/form-inputs';
import { FormCard, LocationSelect, PersonFields } from '@/components/forms/form-parts';
import { useHydrated } from '@/components/forms/use-hydrated';
import { useSiteForm } from '@/components/forms/use-site-form';
import { localizedPath } from '@/lib/locale-path';
import type { LocationChoice, ContactFormLabels } from '@/i18n/form-label-types';

/** Spec: the thank-you panel shows for 5 seconds, then the form returns. */
export const THANK_YOU_MS = 5000;

const loadSchema = () =>
  import('@/features/visitor-forms/schemas/contact').then((m) => m.contactSchema);

export function ContactForm({
  locale,
  labels,
  locations,
}: {
  locale: string;
  labels: ContactFormLabels;
  locations: LocationChoice[];
}) {
  const [thanksFor, setThanksFor] = useState<string | null>(null);
  const [length, setLength] = useState(0);
  const hydrated = useHydrated();

  const onSuccess = useCallback(
    (
      data: { ticketId: string; inquiryType: string; locationSlug: string },
      form: HTMLFormElement | null,
    ) => {
      toast.success(labels.successTitle, {
        description: labels.successText.replace('{ticket}', data.ticketId),
      });
      tagEvent('contact_submit_success', {
        inquiry_type: data.inquiryType,
        location: data.locationSlug,
      });
      form?.reset();
      setLength(0);
      setThanksFor(data.ticketId);
    },
    [labels.successText, labels.successTitle],
  );
  const onError = useCallback(() => tagEvent('contact_submit_error', {}), []);
  const form = useSiteForm({
    schema: loadSchema,
    action: submitContactInquiry,
    texts: { failure: labels.failure },
    onSuccess,
    onError,
  });
  const { state, err } = form;

  useEffect(() => {
    if (!thanksFor) return;
    const timer = setTimeout(() => setThanksFor(null), THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanksFor]);

  const ticket = thanksFor;

  return (
    <div className="relative">
      {ticket ? (
        <div role="status" className="card p-8 text-center">
          <CheckCircleIcon aria-hidden="true" className="mx-auto size-12 text-leaf" />
          <h2 className="mt-4 font-display text-2xl font-bold text-coffee">
            {labels.successTitle}
          </h2>
          <p className="mt-2 text-charcoal">{labels.thankYou}</p>
          <p className="mt-1 font-semibold text-coffee">
            {labels.successText.replace('{ticket}', ticket)}
          </p>
        </div>
      ) : null}
      <FormCard
        form={form}
        locale={locale}
        labels={{ submit: labels.submit, submitting: labels.submitting }}
        hidden={!!ticket}
      >
        {state.status === 'success' && !hydrated ? (
          <div className="md:col-span-2">
            <FormAlert tone="success" title={labels.successTitle}>
              {labels.successText.replace('{ticket}', state.data.ticketId)}
            </FormAlert>
          </div>
        ) : null}
        <PersonFields prefix="contact" labels={labels} phoneRequired={false} err={err} />
        <Select
          id="contact-type"
          name="inquiryType"
          label={labels.type}
          defaultValue="general"
          options={optionsOf(labels.types)}
          error={err('inquiryType')}
        />
        <LocationSelect
          id="contact-location"
          labels={labels}
          locations={locations}
          error={err('locationSlug')}
          className="md:col-span-2"
        />
        <TextArea
          id="contact-message"
          name="message"
          label={labels.message}
          required
          requiredLabel={labels.required}
          maxLength={MESSAGE_MAX}
          className="md:col-span-2"
          onChange={(e) => setLength(e.currentTarget.value.length)}
          hint={<span aria-live="polite">{`${length} / ${MESSAGE_MAX}`}</span>}
          error={err('message')}
        />
        <TextInput
          id="contact-attachment"
          name="attachment"
          type="file"
          accept={ATTACHMENT_ACCEPT}
          label={labels.attachment}
          hint={labels.attachmentHint}
          className="md:col-span-2"
          error={err('attachment')}
        />
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div
          aria-hidden="true"
          className="absolute -start-[10000px] top-auto h-px w-px overflow-hidden"
        >
          <label htmlFor="contact-website">{labels.website}</label>
          <input
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <Checkbox
          id="contact-consent"
          name="consent"
          required
          className="md:col-span-2"
          label={
            <>
              {labels.consentBefore}{' '}
              <a
                href={localizedPath(locale, '/privacy')}
                className="font-semibold text-pomegranate-deep underline"
              >
                {labels.consentLink}
              </a>
              .
            </>
          }
          error={err('consent')}
        />
      </FormCard>
    </div>
  );
}
