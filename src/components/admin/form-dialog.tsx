'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import type { useAdminForm } from './use-admin-action';

/**
 * An add/edit dialog around a form from useAdminForm: title and button read Create or Update
 * (spec), Cancel closes and resets, the form remounts per record so defaults are fresh.
 */
export function FormDialog({
  open,
  onOpenChange,
  editing,
  titles,
  form,
  recordKey,
  children,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: boolean;
  titles: { create: string; update: string };
  form: Pick<ReturnType<typeof useAdminForm>, 'pending' | 'formProps' | 'clearErrors'>;
  recordKey: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const t = useTranslations('admin.common');
  const close = (next: boolean) => {
    if (!next) form.clearErrors();
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={editing ? titles.update : titles.create}
      closeLabel={t('close')}
      className={wide ? 'max-w-2xl' : undefined}
    >
      <form
        {...form.formProps}
        key={recordKey}
        className={cn('grid gap-4', wide && 'sm:grid-cols-2')}
      >
        {children}
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
