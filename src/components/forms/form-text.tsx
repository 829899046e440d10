'use client';

import { createContext, use, useCallback, type ReactNode } from 'react';

/** Catalogue texts by full key ('validation.emailInvalid'): plain strings, no placeholders. */
export type FormTexts = Readonly<Record<string, string>>;

const FormTextContext = createContext<FormTexts>({});

/** Gives the forms inside it the texts their messages come from (see `FormMessages`). */
export function FormTextProvider({ texts, children }: { texts: FormTexts; children: ReactNode }) {
  return <FormTextContext value={texts}>{children}</FormTextContext>;
}

/** Errors whose own text says more than a form's failure text. */
const OWN_TEXT = new Set([
  'errors.tooManyAttempts',
  'errors.invalidInput',
  'errors.notSent',
  'errors.attachmentNotSaved',
]);

/**
 * Resolves message keys returned by actions and schemas. A form's own failure text (the spec's
 * wording) replaces the generic error, but never the rate-limit, invalid-input or not-sent messages.
 */
export function useFormText(failure?: string) {
  const texts = use(FormTextContext);
  const text = useCallback((key: string) => texts[key] ?? key, [texts]);
  const failureText = useCallback(
    (error: string) => (!failure || OWN_TEXT.has(error) ? text(error) : failure),
    [failure, text],
  );
  return { text, failureText };
}
