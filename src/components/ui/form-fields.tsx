'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, type ReactNode } from 'react';
import type { useAdminForm } from '@/components/admin/use-admin-action';
import { decimalOfCents, type Cents } from '@/lib/money';
import { Field } from './field';
import { CheckboxField, Input, Select, Textarea } from './controls';

/**
 * Fields bound to a console form (useAdminForm): each takes its id, its error and the error's
 * announcement from the form around it, so a form lists only what differs from field to field.
 * Used by the add/edit dialogs (EntityDialog) and the full-page editors.
 */

type BoundForm = Pick<ReturnType<typeof useAdminForm>, 'errorFor'>;

const FormContext = createContext<{ form: BoundForm; idOf: (name: string) => string } | null>(null);

function useBoundForm() {
  const context = useContext(FormContext);
  if (!context) throw new Error('a bound field belongs inside FormFields');
  return context;
}

/** `nameEn` → `name-en`: a field's id after the form's prefix, unless the form says otherwise. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function FormFields({
  form,
  idPrefix,
  idOf,
  children,
}: {
  form: BoundForm;
  idPrefix: string;
  /** How the form names its fields' ids, when not `<prefix>-<kebab-name>`. */
  idOf?: (name: string) => string;
  children: ReactNode;
}) {
  return (
    <FormContext.Provider value={{ form, idOf: idOf ?? ((name) => `${idPrefix}-${kebab(name)}`) }}>
      {children}
    </FormContext.Provider>
  );
}

type FieldProps = {
  name: string;
  label: string;
  /** Defaults to the form's prefix and the name: `item` + `nameEn` → `item-name-en`. */
  id?: string;
  /** The key of the field's error, when the schema names it otherwise. */
  errorName?: string;
};

function useField({ name, id, errorName }: FieldProps) {
  const { form, idOf } = useBoundForm();
  return { id: id ?? idOf(name), error: form.errorFor(errorName ?? name) };
}

/**
 * A line of text. `arabic` sets the language and direction, `ltr` keeps addresses and codes left
 * to right in both, `multiline` makes it a text area, `type` asks for a link or any number.
 */
export function TextField({
  value,
  arabic = false,
  ltr = false,
  multiline = false,
  type = 'text',
  autoComplete,
  hint,
  className,
  list,
  ...field
}: FieldProps & {
  value: string | number | null | undefined;
  /** A datalist of suggestions (its id). */
  list?: string;
  arabic?: boolean;
  ltr?: boolean;
  multiline?: boolean;
  type?: 'text' | 'url' | 'number' | 'date' | 'time' | 'datetime-local';
  autoComplete?: string;
  hint?: string;
  className?: string;
}) {
  const { id, error } = useField(field);
  const language = arabic ? ({ lang: 'ar', dir: 'rtl' } as const) : ltr ? { dir: 'ltr' } : {};
  return (
    <Field id={id} label={field.label} error={error} hint={hint} className={className}>
      {(c) =>
        multiline ? (
          <Textarea {...c} name={field.name} {...language} defaultValue={value ?? ''} />
        ) : (
          <Input
            {...c}
            name={field.name}
            type={type}
            step={type === 'number' ? 'any' : undefined}
            {...language}
            autoComplete={autoComplete}
            list={list}
            defaultValue={value ?? undefined}
          />
        )
      }
    </Field>
  );
}

/** A number input bound to the form; `decimal` shows the decimal keypad. */
function NumericField({
  defaultValue,
  min,
  max,
  step,
  decimal,
  hint,
  ...field
}: FieldProps & {
  defaultValue: number | string | undefined;
  min?: number;
  max?: number;
  step: string | number;
  decimal: boolean;
  hint?: string;
}) {
  const { id, error } = useField(field);
  return (
    <Field id={id} label={field.label} error={error} hint={hint}>
      {(c) => (
        <Input
          {...c}
          name={field.name}
          type="number"
          min={min}
          max={max}
          step={step}
          inputMode={decimal ? 'decimal' : undefined}
          defaultValue={defaultValue}
        />
      )}
    </Field>
  );
}

/** A number (a fractional `step` shows the decimal keypad). */
export function NumberField({
  value,
  step,
  ...field
}: FieldProps & {
  value: number | undefined;
  min?: number;
  max?: number;
  step?: string;
  hint?: string;
}) {
  return <NumericField {...field} defaultValue={value} step={step ?? 1} decimal={!!step} />;
}

/** An amount of money in dollars and cents ("12.50"), with the decimal keypad. */
export function MoneyField({
  value,
  ...field
}: FieldProps & { value: Cents | undefined; min?: number; max?: number; hint?: string }) {
  return (
    <NumericField
      {...field}
      defaultValue={value === undefined ? undefined : decimalOfCents(value)}
      step="0.01"
      decimal
    />
  );
}

export function SelectField({
  value,
  children,
  ...field
}: FieldProps & { value: string; children: ReactNode }) {
  const { id, error } = useField(field);
  return (
    <Field id={id} label={field.label} error={error}>
      {(c) => (
        <Select {...c} name={field.name} defaultValue={value}>
          {children}
        </Select>
      )}
    </Field>
  );
}

/** Draft or published (spec: new records start as drafts). */
export function StatusField({ label, value }: { label: string; value: string | undefined }) {
  const t = useTranslations('admin.common');
  return (
    <SelectField name="status" label={label} value={value ?? 'draft'}>
      <option value="draft">{t('draft')}</option>
      <option value="published">{t('published')}</option>
    </SelectField>
  );
}

/** A checkbox; `aligned` lines it up with the inputs beside it in a two-column dialog. */
export function CheckField({
  name,
  label,
  id,
  checked,
  aligned = false,
}: Omit<FieldProps, 'errorName'> & { checked: boolean; aligned?: boolean }) {
  const { idOf } = useBoundForm();
  const box = (
    <CheckboxField id={id ?? idOf(name)} name={name} label={label} defaultChecked={checked} />
  );
  return aligned ? <div className="flex items-end pb-2">{box}</div> : box;
}

/** An error of the form that belongs to no visible field (a hidden one). */
export function FormError({ name }: { name: string }) {
  const error = useBoundForm().form.errorFor(name);
  return error ? (
    <p role="alert" className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/**
 * Boxes to tick from a list (`name` repeated: allergens, diets, a dish's modifier groups), in a
 * labelled group, with the field's error under it.
 */
export function ChoiceGroup({
  name,
  idPrefix,
  legend,
  choices,
  checked,
  className,
}: {
  name: string;
  idPrefix: string;
  legend: string;
  choices: { value: string; label: string }[];
  checked: readonly string[];
  className?: string;
}) {
  const error = useBoundForm().form.errorFor(name);
  return (
    <fieldset className={className}>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {choices.map((choice) => (
          <CheckboxField
            key={choice.value}
            id={`${idPrefix}-${choice.value}`}
            name={name}
            value={choice.value}
            label={choice.label}
            defaultChecked={checked.includes(choice.value)}
          />
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
