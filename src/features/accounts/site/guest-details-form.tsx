'use client';

import { useActionState } from 'react';
import { FormAlert, SubmitButton } from '@/components/ui/form-feedback';
import { Select, TextInput } from '@/components/ui/form-inputs';
import { IDLE } from '@/lib/action-state';
import { NAME_MAX, PHONE_MAX } from '@/lib/form-limits';
import { saveGuestDetails } from '@/server/browser-actions';

export type GuestDetailsTexts = {
  name: string;
  phone: string;
  favourite: string;
  noFavourite: string;
  marketing: string;
  marketingHint: string;
  save: string;
  saving: string;
  saved: string;
  errors: Record<string, string>;
};

/** The account's details (what checkout fills in), favourite restaurant, and e-mail news. */
export function GuestDetailsForm({
  locale,
  values,
  restaurants,
  texts,
}: {
  locale: string;
  values: { name: string; phone: string; favouriteLocationId: string; marketing: boolean };
  restaurants: { value: string; label: string }[];
  texts: GuestDetailsTexts;
}) {
  const [state, save, saving] = useActionState(saveGuestDetails, IDLE);
  const say = (key: string | undefined) =>
    key ? (texts.errors[key] ?? texts.errors.failure ?? key) : undefined;
  const fieldError = (name: string) =>
    state.status === 'error' ? say(state.fieldErrors?.[name]) : undefined;
  return (
    <form action={save} className="grid gap-5 md:grid-cols-2">
      <input type="hidden" name="language" value={locale} />
      <TextInput
        id="account-name"
        name="name"
        label={texts.name}
        autoComplete="name"
        maxLength={NAME_MAX}
        defaultValue={values.name}
        error={fieldError('name')}
      />
      <TextInput
        id="account-phone"
        name="phone"
        type="tel"
        label={texts.phone}
        autoComplete="tel"
        dir="ltr"
        maxLength={PHONE_MAX}
        defaultValue={values.phone}
        error={fieldError('phone')}
      />
      <Select
        id="account-favourite"
        name="favouriteLocationId"
        label={texts.favourite}
        placeholder={texts.noFavourite}
        options={restaurants}
        defaultValue={values.favouriteLocationId}
        error={fieldError('favouriteLocationId')}
        className="md:col-span-2"
      />
      <div className="flex items-start gap-3 md:col-span-2">
        <input
          id="account-marketing"
          name="marketing"
          type="checkbox"
          defaultChecked={values.marketing}
          aria-describedby="account-marketing-hint"
          className="mt-1 size-5 shrink-0 accent-pomegranate"
        />
        <div>
          <label htmlFor="account-marketing" className="font-semibold">
            {texts.marketing}
          </label>
          <p id="account-marketing-hint" className="text-sm text-muted">
            {texts.marketingHint}
          </p>
        </div>
      </div>
      <div className="grid justify-items-start gap-3 md:col-span-2">
        <SubmitButton pending={saving} label={texts.save} pendingLabel={texts.saving} />
        {state.status === 'success' ? <FormAlert tone="success">{texts.saved}</FormAlert> : null}
        {state.status === 'error' && !state.fieldErrors ? (
          <FormAlert tone="error">{say(state.error)}</FormAlert>
        ) : null}
      </div>
    </form>
  );
}
