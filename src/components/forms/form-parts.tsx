import type { FormHTMLAttributes, ReactNode } from 'react';
import type { ActionState } from '@/lib/action-state';
import { EMAIL_MAX, NAME_MAX } from '@/lib/form-limits';
import { CheckCircleIcon } from '@/components/site/icons';
import { FormAlert, SubmitButton } from '@/components/ui/form-feedback';
import { Select, TextArea, TextInput } from '@/components/ui/form-inputs';
import type { LocationChoice } from '@/i18n/form-label-types';

/** What a visitor form's card needs of the form's state (`useSiteForm` returns it). */
type CardForm = {
  formProps: FormHTMLAttributes<HTMLFormElement>;
  state: ActionState<unknown>;
  failureText: (error: string) => string;
  pending: boolean;
};

type CardLabels = { submit: string; submitting: string; errorTitle?: string };

/**
 * A visitor form's card: two columns from the tablet up, the page's language sent along (the
 * answer and the staff e-mail are in it), the fields, then the failure and the submit button.
 * With `thanks`, a sent form gives way to its thank-you (`successTitle`, `successText`).
 */
export function FormCard({
  form,
  locale,
  labels,
  thanks,
  hidden,
  children,
}: {
  form: CardForm;
  locale: string;
  /** With `errorTitle`, the failure has that heading. */
  labels: CardLabels & { successTitle?: string; successText?: string };
  thanks?: boolean;
  hidden?: boolean;
  children: ReactNode;
}) {
  if (thanks && form.state.status === 'success') {
    return <FormThanks title={labels.successTitle ?? ''} text={labels.successText ?? ''} />;
  }
  return (
    <form {...form.formProps} hidden={hidden} className="grid gap-5 card p-6 md:grid-cols-2 md:p-8">
      <input type="hidden" name="language" value={locale} />
      {children}
      <FormFooter form={form} labels={labels} />
    </form>
  );
}

/** What replaces a form once it is sent: a check, a heading and a line. */
function FormThanks({ title, text }: { title: string; text: string }) {
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

type NameField = 'name' | 'fullName';

/**
 * Who is writing: name, e-mail and phone, as the visitor forms ask for them (e-mail and phone
 * left to right in both languages, with the browser's autofill). The inputs' ids are
 * `<prefix>-name`, `<prefix>-email` and `<prefix>-phone`; they stop typing at the limits the
 * schemas check.
 */
export function PersonFields<N extends NameField = 'fullName'>({
  prefix,
  nameField = 'fullName' as N,
  labels,
  phoneRequired = true,
  err,
}: {
  prefix: string;
  /** The name's field in the form's schema (its label has the same key). */
  nameField?: N;
  labels: Record<NoInfer<N> | 'email' | 'phone' | 'required', string>;
  phoneRequired?: boolean;
  err: (name: string) => string | undefined;
}) {
  return (
    <>
      <TextInput
        id={`${prefix}-name`}
        name={nameField}
        label={labels[nameField]}
        required
        requiredLabel={labels.required}
        maxLength={NAME_MAX}
        autoComplete="name"
        error={err(nameField)}
      />
      <TextInput
        id={`${prefix}-email`}
        name="email"
        type="email"
        dir="ltr"
        label={labels.email}
        required
        requiredLabel={labels.required}
        maxLength={EMAIL_MAX}
        autoComplete="email"
        error={err('email')}
      />
      <TextInput
        id={`${prefix}-phone`}
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

/**
 * A free-text answer across both columns, such as a message or notes: labelled by `labels[name]`,
 * with `labels[<name>Placeholder]` as its example; its id is `<prefix>-<name>`.
 */
export function FreeTextField<N extends string>({
  prefix,
  name,
  labels,
  maxLength,
  err,
}: {
  prefix: string;
  name: N;
  labels: Record<N | `${N}Placeholder`, string>;
  maxLength: number;
  err: (name: string) => string | undefined;
}) {
  return (
    <TextArea
      id={`${prefix}-${name}`}
      name={name}
      label={labels[name]}
      placeholder={labels[`${name}Placeholder`]}
      maxLength={maxLength}
      className="md:col-span-2"
      error={err(name)}
    />
  );
}

/** The end of a two-column visitor form: the failure (for those without the toast) and the button. */
function FormFooter({
  form: { state, failureText, pending },
  labels,
}: {
  form: CardForm;
  labels: CardLabels;
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
