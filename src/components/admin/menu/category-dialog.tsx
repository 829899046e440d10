'use client';

import { useTranslations } from 'next-intl';
import { categorySchema } from '@/schemas/admin/menu';
import { saveCategoryEntry } from '@/server/menu/admin-actions';
import type { AdminCategory } from '@/server/menu/admin-queries';
import { FormDialog } from '../form-dialog';
import { Field, Input } from '../ui/field';
import { useAdminForm } from '../use-admin-action';

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
  const form = useAdminForm({
    schema: categorySchema,
    submit: saveCategoryEntry,
    success: (data) => (data.created ? t('created') : t('updated')),
    failure: t('saveFailed'),
    onSaved: () => onOpenChange(false),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      editing={Boolean(category)}
      titles={{ create: t('addTitle'), update: t('editTitle') }}
      form={form}
      recordKey={category?.id ?? 'new'}
    >
      {category ? <input type="hidden" name="id" value={category.id} /> : null}
      <Field id="category-slug" label={t('fields.slug')} error={form.errorFor('slug')}>
        {(c) => <Input {...c} name="slug" defaultValue={category?.slug} autoComplete="off" />}
      </Field>
      <Field id="category-title-en" label={t('fields.titleEn')} error={form.errorFor('titleEn')}>
        {(c) => <Input {...c} name="titleEn" defaultValue={category?.titleEn} />}
      </Field>
      <Field id="category-title-ar" label={t('fields.titleAr')} error={form.errorFor('titleAr')}>
        {(c) => (
          <Input {...c} name="titleAr" lang="ar" dir="rtl" defaultValue={category?.titleAr} />
        )}
      </Field>
      <Field id="category-sort" label={t('fields.sort')} error={form.errorFor('sort')}>
        {(c) => (
          <Input
            {...c}
            name="sort"
            type="number"
            step={1}
            min={0}
            defaultValue={category?.sort ?? nextSort}
          />
        )}
      </Field>
    </FormDialog>
  );
}
