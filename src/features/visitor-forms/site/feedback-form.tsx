'use client';

import { useCallback, useId, useState } from 'react';
import { StarIcon } from '@/components/site/star-row';
import { toast } from '@/components/site/toasts';
import { track } from '@/lib/analytics';
import { cx } from '@/lib/cn';
import { GOOD_RATING } from '@/lib/form-limits';
import { submitFeedback } from '@/server/browser-actions';
import { FormAlert, SubmitButton } from '@/components/ui/form-feedback';
import { TextArea } from '@/components/ui/form-inputs';
import { useFormText } from '@/components/forms/form-text';
import { useHydrated } from '@/components/forms/use-hydrated';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import type { FeedbackLabels } from '@/i18n/form-label-types';

type Props = {
  id: string;
  locale: string;
  locationSlug: string;
  reviewUrl: string;
  labels: FeedbackLabels;
  /** Called when the visitor is done (Maybe Later, a review link, or a sent form). */
  onDone?: () => void;
};

/**
 * Star rating, then: 4-5 stars invite a public review; 1-3 stars ask what went wrong (and still
 * offer the public review link). Without JavaScript every part is shown and the server decides.
 */
const loadSchema = () =>
  import('@/features/visitor-forms/schemas/feedback').then((m) => m.feedbackSchema);

export function FeedbackForm({ id, locale, locationSlug, reviewUrl, labels, onDone }: Props) {
  const { text, failureText } = useFormText(labels.failure);
  const hydrated = useHydrated();
  const [rating, setRating] = useState(0);
  const starShapeId = useId();
  const [hover, setHover] = useState(0);
  const onSuccess = useCallback(() => {
    toast.success(labels.successTitle, { description: labels.successBody });
    onDone?.();
  }, [labels.successBody, labels.successTitle, onDone]);
  const onError = useCallback(
    (state: { error: string; fieldErrors?: Record<string, string> }) =>
      toast.error(labels.errorTitle, {
        description: state.fieldErrors?.comments
          ? text(state.fieldErrors.comments)
          : failureText(state.error),
      }),
    [failureText, labels.errorTitle, text],
  );
  const { state, pending, formProps, formRef, errorFor } = useValidatedForm({
    schema: loadSchema,
    action: submitFeedback,
    onSuccess,
    onError,
  });

  const good = rating >= GOOD_RATING;
  const showLow = !hydrated || (rating > 0 && !good);
  const showGood = hydrated && good;
  const commentsError = errorFor('comments');

  const recordReview = () => {
    track('review_click', { location_slug: locationSlug, language: locale });
    // Recorded as a good rating whose visitor went on to the public review site.
    formRef.current?.requestSubmit();
  };

  if (state.status === 'success' && !hydrated) {
    return (
      <FormAlert tone="success" title={labels.successTitle}>
        {labels.successBody}
      </FormAlert>
    );
  }

  return (
    <form {...formProps} className="flex flex-col gap-5">
      <input type="hidden" name="language" value={locale} />
      <input type="hidden" name="locationSlug" value={locationSlug} />
      <fieldset>
        <legend className="text-sm font-semibold text-coffee">{labels.ratingLegend}</legend>
        <div
          className={cx('mt-2 flex gap-1', !hydrated && 'stars-without-js')}
          onMouseLeave={() => setHover(0)}
        >
          {[1, 2, 3, 4, 5].map((value) => {
            const lit = value <= (hover || rating);
            return (
              <label
                key={value}
                className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-saffron-deep"
                onMouseEnter={() => setHover(value)}
              >
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  className="sr-only"
                  required
                  checked={hydrated ? rating === value : undefined}
                  onChange={() => setRating(value)}
                />
                <StarIcon
                  shapeId={starShapeId}
                  drawsShape={value === 1}
                  className={cx(
                    'size-9 transition-colors',
                    lit ? 'fill-saffron text-saffron-deep' : 'text-coffee/40',
                  )}
                />
                <span className="sr-only">{labels.stars[value - 1]}</span>
              </label>
            );
          })}
        </div>
        {errorFor('rating') ? (
          <p role="alert" className="mt-1 text-sm font-medium text-pomegranate-deep">
            {text(errorFor('rating')!)}
          </p>
        ) : null}
      </fieldset>

      {showGood ? (
        <div className="rounded-xl bg-sand/60 p-4" aria-live="polite">
          <p className="font-semibold text-coffee">{labels.goodTitle}</p>
          <p className="mt-1 text-charcoal">{labels.goodBody}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a
              href={reviewUrl}
              target="_blank"
              rel="noopener"
              onClick={recordReview}
              className="inline-flex min-h-11 items-center rounded-full bg-pomegranate px-5 font-semibold text-white hover:bg-pomegranate-deep"
            >
              {labels.reviewOnGoogle}
            </a>
            <button
              type="button"
              onClick={onDone}
              className="inline-flex min-h-11 items-center rounded-full border border-coffee/30 px-5 font-semibold text-coffee hover:bg-white"
            >
              {labels.maybeLater}
            </button>
          </div>
        </div>
      ) : null}

      {showLow ? (
        <div className="flex flex-col gap-4" aria-live="polite">
          {hydrated ? (
            <div>
              <p className="font-semibold text-coffee">{labels.lowTitle}</p>
              <p className="text-charcoal">{labels.lowBody}</p>
            </div>
          ) : null}
          <TextArea
            id={`${id}-comments`}
            name="comments"
            label={labels.commentsLabel}
            rows={4}
            error={commentsError ? text(commentsError) : undefined}
          />
          {state.status === 'error' && !state.fieldErrors ? (
            <FormAlert tone="error">{failureText(state.error)}</FormAlert>
          ) : null}
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton
              pending={pending}
              label={labels.submit}
              pendingLabel={labels.submitting}
            />
            <a
              href={reviewUrl}
              target="_blank"
              rel="noopener"
              onClick={() =>
                track('review_click', { location_slug: locationSlug, language: locale })
              }
              className="text-sm font-semibold text-pomegranate-deep underline"
            >
              {labels.alsoPublic}
            </a>
          </div>
        </div>
      ) : null}
    </form>
  );
}
