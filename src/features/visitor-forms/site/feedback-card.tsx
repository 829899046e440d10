'use client';

import { MessageSquareHeart, X } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FeedbackForm } from '@/features/visitor-forms/site/feedback-form';
import type { FeedbackLabels } from '@/i18n/form-label-types';
import { useHydrated } from '@/components/forms/use-hydrated';
import { DEFAULT_FEEDBACK_LOCATION } from '@/lib/form-limits';

type Props = {
  locale: string;
  reviewUrls: Record<string, string>;
  labels: FeedbackLabels & {
    cardTitle: string;
    cardBody: string;
    cardCta: string;
    dialogTitle: string;
    close: string;
  };
};

/** Opens the dialog for ?review=<slug> once, then clears the parameter (spec). */
function ReviewParam({ onOpen }: { onOpen: (slug: string) => void }) {
  const slug = useSearchParams().get('review');
  useEffect(() => {
    if (!slug) return;
    onOpen(slug);
    // The address loses its parameter without a navigation; Next keeps its router in step.
    const url = new URL(window.location.href);
    url.searchParams.delete('review');
    window.history.replaceState(window.history.state, '', url);
  }, [slug, onOpen]);
  return null;
}

export function FeedbackCard({ locale, reviewUrls, labels }: Props) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [slug, setSlug] = useState(DEFAULT_FEEDBACK_LOCATION);
  const [session, setSession] = useState(0);
  const [open, setOpen] = useState(false);

  const openFor = useCallback((value: string) => {
    setSlug(/^[a-z0-9-]{1,64}$/.test(value) ? value : DEFAULT_FEEDBACK_LOCATION);
    setOpen(true);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Closing resets rating, hover, text and mode: the form is mounted afresh next time.
  const close = () => {
    setOpen(false);
    setSession((s) => s + 1);
  };
  const reviewUrl = reviewUrls[slug] ?? reviewUrls[DEFAULT_FEEDBACK_LOCATION] ?? '#';

  return (
    <div className="rounded-[2rem] bg-white p-8 shadow-card ring-1 ring-sand-deep/60">
      <MessageSquareHeart aria-hidden="true" className="size-10 text-pomegranate" />
      <h2
        id="feedback-title"
        className="mt-4 font-display text-2xl font-bold text-coffee md:text-3xl"
      >
        {labels.cardTitle}
      </h2>
      <p className="mt-2 text-muted">{labels.cardBody}</p>
      {hydrated ? (
        <button
          type="button"
          onClick={() => openFor(DEFAULT_FEEDBACK_LOCATION)}
          className="mt-6 inline-flex min-h-12 items-center rounded-full bg-pomegranate px-6 font-semibold text-white hover:bg-pomegranate-deep"
        >
          {labels.cardCta}
        </button>
      ) : (
        <div className="mt-6">
          <FeedbackForm
            id="feedback-inline"
            locale={locale}
            locationSlug={DEFAULT_FEEDBACK_LOCATION}
            reviewUrl={reviewUrl}
            labels={labels}
          />
        </div>
      )}
      <Suspense fallback={null}>
        <ReviewParam onOpen={openFor} />
      </Suspense>
      <dialog
        ref={dialogRef}
        aria-labelledby="feedback-dialog-title"
        onClose={close}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-cream p-0 text-charcoal shadow-2xl backdrop:bg-charcoal/60"
      >
        {open ? (
          <div className="p-6 md:p-8">
            <div className="flex items-start justify-between gap-4">
              <h2
                id="feedback-dialog-title"
                className="font-display text-2xl font-bold text-coffee"
              >
                {labels.dialogTitle}
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label={labels.close}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <div className="mt-4">
              <FeedbackForm
                key={session}
                id="feedback-dialog"
                locale={locale}
                locationSlug={slug}
                reviewUrl={reviewUrl}
                labels={labels}
                onDone={close}
              />
            </div>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
