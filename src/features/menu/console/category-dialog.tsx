'use client';

import { useTranslations } from 'next-intl';
import { categorySchema } from '@/features/menu/schemas/menu';
import { saveCategoryEntry } from '@/server/browser-actions';
import type { AdminCategory } from '@/features/menu/server/console-queries';
import { EntityDialog, useEntityTexts } from '@/components/admin/entity-dialog';
import { NumberField, TextField } from '@/components/ui/form-fields';
import { localDateTimeValue } from '@/lib/time-zone';
import { ServingFields } from './serving-fields';

/** Add or edit a category. */
export function CategoryDialog({
  open,
  onOpenChange,
  category,
  nextSort,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category: AdminCategory | null;
  nextSort: number;
}) {
  const t = useTranslations('admin.categories');
  const texts = useEntityTexts('admin.categories');
  return (
    <EntityDialog
      open={open}
      onOpenChange={onOpenChange}
      recordId={category?.id ?? null}
      idPrefix="category"
      schema={categorySchema}
      submit={saveCategoryEntry}
      texts={texts}
    >
      <TextField name="slug" label={t('fields.slug')} value={category?.slug} autoComplete="off" />
      <TextField name="titleEn" label={t('fields.titleEn')} value={category?.titleEn} />
      <TextField name="titleAr" label={t('fields.titleAr')} value={category?.titleAr} arabic />
      <NumberField
        name="sort"
        label={t('fields.sort')}
        value={category?.sort ?? nextSort}
        min={0}
      />
      <TextField
        name="visibleFrom"
        label={t('fields.visibleFrom')}
        hint={t('fields.visibleHint')}
        value={localDateTimeValue(category?.visibleFrom ?? null)}
        type="datetime-local"
      />
      <TextField
        name="visibleUntil"
        label={t('fields.visibleUntil')}
        value={localDateTimeValue(category?.visibleUntil ?? null)}
        type="datetime-local"
      />
      <ServingFields idPrefix="category" value={category} />
    </EntityDialog>
  );
}
