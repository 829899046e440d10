'use client';

import { useTranslations } from 'next-intl';
import { categorySchema } from '@/schemas/admin/menu';
import { saveCategoryEntry } from '@/server/menu/admin-actions';
import type { AdminCategory } from '@/server/menu/admin-queries';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field, Input } from '../ui/field';
import { useAdminForm } from '../use-admin-action';

/** Add or edit a category (title and button read Create or Update). */
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
  const t = useTranslations('admin');
  const form = useAdminForm({
    schema: categorySchema,
    submit: saveCategoryEntry,
    success: (data) => (data.created ? t('categories.created') : t('categories.updated')),
    failure: t('categories.saveFailed'),
    onSaved: () => onOpenChange(false),
  });
  const close = (next: boolean) => {
    if (!next) form.clearErrors();
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={category ? t('categories.editTitle') : t('categories.addTitle')}
      closeLabel={t('common.close')}
    >
      <form {...form.formProps} className="grid gap-4" key={category?.id ?? 'new'}>
        {category ? <input type="hidden" name="id" value={category.id} /> : null}
        <Field id="category-slug" label={t('categories.fields.slug')} error={form.errorFor('slug')}>
          {(c) => <Input {...c} name="slug" defaultValue={category?.slug} autoComplete="off" />}
        </Field>
        <Field
          id="category-title-en"
          label={t('categories.fields.titleEn')}
          error={form.errorFor('titleEn')}
        >
          {(c) => <Input {...c} name="titleEn" defaultValue={category?.titleEn} />}
        </Field>
        <Field
          id="category-title-ar"
          label={t('categories.fields.titleAr')}
          error={form.errorFor('titleAr')}
        >
          {(c) => (
            <Input {...c} name="titleAr" lang="ar" dir="rtl" defaultValue={category?.titleAr} />
          )}
        </Field>
        <Field id="category-sort" label={t('categories.fields.sort')} error={form.errorFor('sort')}>
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
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => close(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? t('common.saving') : category ? t('common.update') : t('common.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
