import { z } from './zod';
import type { InboxFieldFormat } from '@/lib/inbox';
import { languageField } from './common';

/**
 * One description per visitor form: each field once, with its rule (what the browser checks and
 * the server enforces) and, when its answer is stored, how staff read it. The form's schema is
 * made from the rules; the insert, the staff e-mail and the inbox rows (features/visitor-forms/server/forms.ts)
 * from the rest. The field's name is its column; its labels are the catalogues'
 * (`admin.inbox.fields.<key>`, `staffMail.fields.<key>`).
 *
 * Adding a field to a form: its line in the form's description, its input in the form component,
 * and a migration for its column.
 */

/** How staff read a stored answer. */
export type Shown = {
  format: InboxFieldFormat;
  /** Names its labels in the catalogues, when that is not the field's own name. */
  key?: string;
  /** For `enum`: the catalogue group that names the value. */
  group?: string;
  /** For `money`: the minimum it is measured against. */
  minimum?: number;
  /** A location's slug: staff read the location's name. */
  location?: true;
  /** Only in the staff e-mail, or only in the console. */
  only?: 'mail' | 'inbox';
};

export type FormField<Rule extends z.ZodType = z.ZodType> = {
  rule: Rule;
  /** Absent for what is checked but never stored (a honeypot, a consent box, a file). */
  shown?: Shown;
};

/** A visitor's answer, stored in the column of the field's name. */
export const answer = <Rule extends z.ZodType>(rule: Rule, shown: Shown): FormField<Rule> => ({
  rule,
  shown,
});

/** Checked, never stored as it was sent. */
export const checkedOnly = <Rule extends z.ZodType>(rule: Rule): FormField<Rule> => ({ rule });

type Rules<Fields extends Record<string, FormField>> = {
  [Name in keyof Fields]: Fields[Name]['rule'];
} & { language: typeof languageField };

export type FormDescription<Fields extends Record<string, FormField> = Record<string, FormField>> =
  {
    fields: Fields;
    /** Every form also sends its page's language, stored with the answers. */
    schema: z.ZodObject<Rules<Fields>>;
  };

export function describeForm<Fields extends Record<string, FormField>>(
  fields: Fields,
): FormDescription<Fields> {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.rule]));
  return {
    fields,
    schema: z.object({ ...shape, language: languageField }) as z.ZodObject<Rules<Fields>>,
  };
}
