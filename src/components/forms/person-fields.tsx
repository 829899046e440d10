import type { FormHTMLAttributes, ReactNode } from 'react';
import type { ActionState } from '@/lib/action-state';
import { CheckCircleIcon } from '@/components/site/icons';
import { FormAlert, SubmitButton } from '@/components/ui/form-feedback';
import { Select, TextInput } from '@/components/ui/form-inputs';

type PersonField = 'name' | 'email' | 'phone';

/** A location a form offers: its slug and its name in the page's language. */
export type LocationChoice = { value: string; label: string };

/**
 * A visitor form's card: two columns from the tablet up, and the page's language sent along (the
 * answer and the staff e-mail are in it).
 */
export function FormCard({
  formProps,
  locale,
  hidden,
  children,
}: {
  formProps: FormHTMLAttributes<HTMLFormElement>;
  locale: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <form {...formProps} hidden={hidden} className="grid gap-5 card p-6 md:grid-cols-2 md:p-8">
      <input type="hidden" name="language" value={locale} />
      {children}
    </form>
  );
}

/** What replaces a form once it is sent: a check, a heading and a line. */
export function FormThanks({ title, text }: { title: string; text: string }) {
  return (
    <div className="card p-8 text-center" role="status">
      <CheckCircleIcon aria-hidden="true" className="mx-auto size-12 text-leaf" />
      <h3 className="mt-4 font-display text-2xl font-bold text-coffee">{title}</h3>
      <p className="mt-2 text-charcoal">{text}</p>
    </div>
  );
}

/** The published locations a form offers (from the database, named in the page's language). */
export function LocationSelect({
  id,
  labels,
  locations,
  error,
  className,
}: {
  id: string;
  labels: { location: string; locationPlaceholder: string; required: string };
  locations: LocationChoice[];
  error: string | undefined;
  className?: string;
}) {
  return (
    <Select
      id={id}
      name="locationSlug"
      label={labels.location}
      required
      requiredLabel={labels.required}
      placeholder={labels.locationPlaceholder}
      defaultValue=""
      className={className}
      options={locations}
      error={error}
    />
  );
}

/**
 * Who is writing: name, e-mail and phone, as the visitor forms ask for them (e-mail and phone
 * left to right in both languages, with the browser's autofill).
 */
export function PersonFields({
  nameField,
  idFor,
  labels,
  phoneRequired,
  nameMax,
  emailMax,
  err,
}: {
  /** The name's field in the form's schema. */
  nameField: 'name' | 'fullName';
  idFor: (field: PersonField) => string;
  labels: Record<PersonField | 'required', string>;
  phoneRequired: boolean;
  nameMax?: number;
  emailMax?: number;
  err: (name: string) => string | undefined;
}) {
  return (
    <>
      <TextInput
        id={idFor('name')}
        name={nameField}
        label={labels.name}
        required
        requiredLabel={labels.required}
        maxLength={nameMax}
        autoComplete="name"
        error={err(nameField)}
      />
      <TextInput
        id={idFor('email')}
        name="email"
        type="email"
        dir="ltr"
        label={labels.email}
        required
        requiredLabel={labels.required}
        maxLength={emailMax}
        autoComplete="email"
        error={err('email')}
      />
      <TextInput
        id={idFor('phone')}
        name="phone"
        type="tel"
        dir="ltr"
        label={labels.phone}
        required={phoneRequired}
        requiredLabel={phoneRequired ? labels.required : undefined}
        autoComplete="tel"
        error={err('phone')}
      />
    </>
  );
}

/** The end of a two-column visitor form: the failure (for those without the toast) and the button. */
export function FormFooter({
  state,
  failureText,
  pending,
  labels,
}: {
  state: ActionState<unknown>;
  failureText: (error: string) => string;
  pending: boolean;
  /** With `errorTitle`, the failure has that heading. */
  labels: { submit: string; submitting: string; errorTitle?: string };
}) {
  return (
    <>
      {state.status === 'error' ? (
        <div className="md:col-span-2">
          <FormAlert tone="error" title={labels.errorTitle}>
            {failureText(state.error)}
          </FormAlert>
        </div>
      ) : null}
      <div className="md:col-span-2">
        <SubmitButton pending={pending} label={labels.submit} pendingLabel={labels.submitting} />
      </div>
    </>
  );
}
