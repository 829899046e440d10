'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { ActionState } from '@/lib/action-state';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormFields } from '@/components/ui/form-fields';
import { useAdminForm } from './use-admin-action';

type EntityTexts = {
  create: string;
  update: string;
  created: string;
  updated: string;
  failed: string;
};

/** The dialog's texts of a console area whose catalogue uses the usual keys. */
export function useEntityTexts(
  namespace:
    | 'admin.categories'
    | 'admin.items'
    | 'admin.combos'
    | 'admin.promoCodes'
    | 'admin.campaigns'
    | 'admin.loyalty',
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
        <FormFields form={form} idPrefix={idPrefix}>
          {children}
        </FormFields>
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
