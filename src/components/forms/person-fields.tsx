import type { ActionState } from '@/lib/action-state';
import { FormAlert, SubmitButton } from '@/components/ui/form-feedback';
import { TextInput } from '@/components/ui/form-inputs';

type PersonField = 'name' | 'email' | 'phone';

/** A location a form offers: its slug and its name in the page's language. */
export type LocationChoice = { value: string; label: string };

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
