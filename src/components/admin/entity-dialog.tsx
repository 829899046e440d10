'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { ActionState } from '@/lib/action-state';
import type { z } from 'zod';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { CheckboxField, Field, Input, Select, Textarea } from './ui/field';
import { useAdminForm } from './use-admin-action';

type EntityForm = ReturnType<typeof useAdminForm>;

const DialogForm = createContext<{ form: EntityForm; idPrefix: string } | null>(null);

function useDialogForm() {
  const context = useContext(DialogForm);
  if (!context) throw new Error('an entity field belongs inside an EntityDialog');
  return context;
}

type EntityTexts = {
  create: string;
  update: string;
  created: string;
  updated: string;
  failed: string;
};

/** The dialog's texts of a console area whose catalogue uses the usual keys. */
export function useEntityTexts(
  namespace: 'admin.categories' | 'admin.items' | 'admin.combos',
): EntityTexts {
  const t = useTranslations(namespace);
  return {
    create: t('addTitle'),
    update: t('editTitle'),
    created: t('created'),
    updated: t('updated'),
    failed: t('saveFailed'),
  };
}

/** `nameEn` → `name-en`: the default id of a field, after the dialog's prefix. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The console's add/edit dialog for one record: the title and button read Create or Update
 * (spec), the record's id travels as a hidden field, Cancel closes and clears the errors, the form
 * remounts per record so the defaults are fresh, and a save closes it with the success toast. The
 * fields inside (below) take their id, error and announcement from the dialog.
 */
export function EntityDialog<T extends { created: boolean }>({
  open,
  onOpenChange,
  recordId,
  recordKey = recordId ?? 'new',
  idPrefix,
  schema,
  submit,
  texts,
  onSaved,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record being edited; null when adding one. */
  recordId: string | null;
  recordKey?: string;
  idPrefix: string;
  schema: z.ZodType;
  submit: (input: unknown) => Promise<ActionState<T>>;
  texts: EntityTexts;
  /** Called on a save, as the dialog closes (what it reads at once is read before the close). */
  onSaved?: (data: T) => void | Promise<void>;
  wide?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('admin.common');
  const editing = recordId !== null;
  const form = useAdminForm({
    schema,
    submit,
    success: (data) => (data.created ? texts.created : texts.updated),
    failure: texts.failed,
    onSaved: async (data) => {
      const after = onSaved?.(data);
      onOpenChange(false);
      await after;
    },
  });
  const close = (next: boolean) => {
    if (!next) form.clearErrors();
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={editing ? texts.update : texts.create}
      closeLabel={t('close')}
      className={wide ? 'max-w-2xl' : undefined}
    >
      <form
        {...form.formProps}
        key={recordKey}
        className={cn('grid gap-4', wide && 'sm:grid-cols-2')}
      >
        {editing ? <input type="hidden" name="id" value={recordId} /> : null}
        <DialogForm.Provider value={{ form, idPrefix }}>{children}</DialogForm.Provider>
        <div className={cn('flex justify-end gap-2', wide && 'sm:col-span-2')}>
          <Button variant="outline" onClick={() => close(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? t('saving') : editing ? t('update') : t('create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

type FieldProps = {
  name: string;
  label: string;
  /** Defaults to the dialog's prefix and the name: `item` + `nameEn` → `item-name-en`. */
  id?: string;
  /** The key of the field's error, when the schema names it otherwise. */
  errorName?: string;
};

function useField({ name, id, errorName }: FieldProps) {
  const { form, idPrefix } = useDialogForm();
  return { id: id ?? `${idPrefix}-${kebab(name)}`, error: form.errorFor(errorName ?? name) };
}

/** A line of text; `arabic` sets the language and direction, `multiline` makes it a text area. */
export function TextField({
  value,
  arabic = false,
  multiline = false,
  autoComplete,
  ...field
}: FieldProps & {
  value: string | null | undefined;
  arabic?: boolean;
  multiline?: boolean;
  autoComplete?: string;
}) {
  const { id, error } = useField(field);
  const language = arabic ? ({ lang: 'ar', dir: 'rtl' } as const) : {};
  return (
    <Field id={id} label={field.label} error={error}>
      {(c) =>
        multiline ? (
          <Textarea {...c} name={field.name} {...language} defaultValue={value ?? ''} />
        ) : (
          <Input
            {...c}
            name={field.name}
            {...language}
            autoComplete={autoComplete}
            defaultValue={value ?? undefined}
          />
        )
      }
    </Field>
  );
}

/** A number; `money` allows cents and shows the decimal keypad. */
export function NumberField({
  value,
  min,
  max,
  money = false,
  ...field
}: FieldProps & { value: number | undefined; min?: number; max?: number; money?: boolean }) {
  const { id, error } = useField(field);
  return (
    <Field id={id} label={field.label} error={error}>
      {(c) => (
        <Input
          {...c}
          name={field.name}
          type="number"
          min={min}
          max={max}
          step={money ? '0.01' : 1}
          inputMode={money ? 'decimal' : undefined}
          defaultValue={value}
        />
      )}
    </Field>
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
  const { idPrefix } = useDialogForm();
  const box = (
    <CheckboxField
      id={id ?? `${idPrefix}-${kebab(name)}`}
      name={name}
      label={label}
      defaultChecked={checked}
    />
  );
  return aligned ? <div className="flex items-end pb-2">{box}</div> : box;
}

/** An error of the form that belongs to no visible field (a hidden one). */
export function FormError({ name }: { name: string }) {
  const error = useDialogForm().form.errorFor(name);
  return error ? (
    <p role="alert" className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}
