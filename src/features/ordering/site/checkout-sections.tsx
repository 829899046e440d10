'use client';

import { useTranslations } from 'next-intl';
import { useRef, useSyncExternalStore, type ReactNode } from 'react';
import { TextArea, TextInput } from '@/components/ui/form-inputs';
import { formatPrice } from '@/lib/format';
import { ORDER_NOTE_MAX } from '@/features/ordering/rules/orders';
import type { PriceChange } from './checkout-state';
import { mayBeSignedIn } from '@/lib/guest-hint';
import { localizedPath } from '@/lib/locale-path';
import { useSavedDetails } from './use-saved-details';

const noSubscription = () => () => {};
const signedInHere = () => mayBeSignedIn(document.cookie);

/** The checkout's parts (checkout-form.tsx): who collects, when, how they pay, what changed. */

/** A field's message from the server, in the page's language (none: no message). */
type ErrorOf = (name: string) => string | undefined;

/**
 * Who collects the order: name, phone and e-mail (a signed-in guest's saved ones filled in; a
 * link to sign in, and come back, for one who is not), and whether they want the brand's news
 * (off until ticked; confirmed by e-mail first).
 */
export function GuestDetails({
  err,
  language,
  slug,
}: {
  err: ErrorOf;
  language: string;
  slug: string;
}) {
  const t = useTranslations('pickup');
  const required = useTranslations()('forms.required');
  const fields = useRef<HTMLFieldSetElement>(null);
  useSavedDetails(fields);
  // The page is the same for everyone: the link shows until the script sees a guest signed in.
  const signedIn = useSyncExternalStore(noSubscription, signedInHere, () => false);
  // Signing in returns here (features/accounts/rules/guest-sign-in.ts checks where).
  const checkout = localizedPath(language, `/locations/${slug}/order/checkout`);
  const signInHref = `${localizedPath(language, '/account/sign-in')}?next=${encodeURIComponent(checkout)}`;
  return (
    <fieldset ref={fields} className="card grid gap-4 p-5">
      <legend className="float-start mb-2 font-display text-xl font-bold text-coffee">
        {t('yourDetails')}
      </legend>
      {signedIn ? null : (
        <p className="text-sm">
          {t('haveAccount')}{' '}
          <a href={signInHref} className="font-semibold text-pomegranate underline">
            {t('signInLink')}
          </a>
        </p>
      )}
      <TextInput
        id="checkout-fullName"
        name="fullName"
        label={t('fields.fullName')}
        error={err('fullName')}
        required
        requiredLabel={required}
        autoComplete="name"
        maxLength={100}
      />
      <TextInput
        id="checkout-phone"
        name="phone"
        type="tel"
        label={t('fields.phone')}
        error={err('phone')}
        required
        requiredLabel={required}
        autoComplete="tel"
        maxLength={30}
        dir="ltr"
      />
      <TextInput
        id="checkout-email"
        name="email"
        type="email"
        label={t('fields.email')}
        hint={t('emailHint')}
        error={err('email')}
        required
        requiredLabel={required}
        autoComplete="email"
        maxLength={254}
        dir="ltr"
      />
      <div className="flex items-start gap-3">
        <input
          id="checkout-marketing"
          name="marketing"
          type="checkbox"
          aria-describedby="checkout-marketing-hint"
          className="mt-1 size-5 shrink-0 accent-pomegranate"
        />
        <div>
          <label htmlFor="checkout-marketing" className="font-semibold">
            {t('marketing')}
          </label>
          <p id="checkout-marketing-hint" className="text-sm text-muted">
            {t('marketingHint')}
          </p>
        </div>
      </div>
    </fieldset>
  );
}

/** At the counter or by card (the ways the restaurant takes), and a note for the kitchen. */
export function Payment({
  payAtPickup,
  cardPayments,
  method,
  onChoose,
  err,
}: {
  payAtPickup: boolean;
  cardPayments: boolean;
  method: 'counter' | 'card';
  onChoose: (method: 'counter' | 'card') => void;
  err: ErrorOf;
}) {
  const t = useTranslations('pickup');
  const say = useTranslations();
  return (
    <fieldset className="card grid gap-4 p-5">
      <legend className="float-start mb-2 font-display text-xl font-bold text-coffee">
        {t('payment')}
      </legend>
      {payAtPickup ? (
        <PaymentChoice value="counter" method={method} onChoose={onChoose}>
          {t('payAtPickup')}
        </PaymentChoice>
      ) : null}
      {cardPayments ? (
        <PaymentChoice value="card" method={method} onChoose={onChoose}>
          {t('payByCard')}
        </PaymentChoice>
      ) : null}
      <p className="text-sm text-muted">
        {method === 'card' && cardPayments
          ? t('payByCardHint')
          : payAtPickup
            ? t('payAtPickupHint')
            : say('pickup.errors.cardUnavailable')}
      </p>
      <TextArea
        id="checkout-note"
        name="note"
        label={t('orderNote')}
        error={err('note')}
        rows={3}
        maxLength={ORDER_NOTE_MAX}
      />
    </fieldset>
  );
}

/** The prices that changed since the guest added the dishes, said before anything else. */
export function PriceChanges({ changes }: { changes: PriceChange[] }) {
  const t = useTranslations('pickup');
  if (changes.length === 0) return null;
  return (
    <div role="status" className="rounded-xl bg-sand p-4">
      <p className="font-semibold text-coffee">{t('changedTitle')}</p>
      <ul className="mt-1 list-disc ps-5 text-sm">
        {changes.map((change) => (
          <li key={`${change.name}-${change.was}-${change.now}`}>
            {t('priceChanged', {
              name: change.name,
              was: formatPrice(change.was),
              now: formatPrice(change.now),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One way to pay, as a radio button with its label. */
function PaymentChoice({
  value,
  method,
  onChoose,
  children,
}: {
  value: 'counter' | 'card';
  method: 'counter' | 'card';
  onChoose: (value: 'counter' | 'card') => void;
  children: ReactNode;
}) {
  return (
    <label className="option-choice">
      <input
        type="radio"
        name="paymentMethod"
        value={value}
        checked={method === value}
        onChange={() => onChoose(value)}
        className="size-5 accent-pomegranate"
      />
      <span>{children}</span>
    </label>
  );
}
