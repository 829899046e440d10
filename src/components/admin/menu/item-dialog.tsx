'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { SPICE_MAX } from '@/lib/admin-limits';
import { menuItemSchema } from '@/schemas/admin/menu';
import { saveMenuItemEntry } from '@/server/menu/admin-actions';
import type { AdminCategory, AdminMenuItem } from '@/server/menu/admin-queries';
import { FormDialog } from '../form-dialog';
import { CheckboxField, Field, Input, Select, Textarea } from '../ui/field';
import { useAdminForm } from '../use-admin-action';
import { PhotoField, usePhotoUpload } from './photo-field';

/** Add or edit a menu item with every field of the spec, photo included. */
export function ItemDialog({
  open,
  onOpenChange,
  item,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: AdminMenuItem | null;
  categories: AdminCategory[];
}) {
  const t = useTranslations('admin');
  const pendingPhoto = useRef<File | null>(null);
  const upload = usePhotoUpload();
  const form = useAdminForm({
    schema: menuItemSchema,
    submit: (input) => {
      const { photoFile: _file, ...fields } = input as Record<string, unknown>;
      return saveMenuItemEntry(fields);
    },
    success: (data) => (data.created ? t('items.created') : t('items.updated')),
    failure: t('items.saveFailed'),
    onSaved: async (data) => {
      onOpenChange(false);
      if (data.created && pendingPhoto.current) await upload(data.id, pendingPhoto.current);
      pendingPhoto.current = null;
    },
  });
  const close = (next: boolean) => {
    if (!next) pendingPhoto.current = null;
    onOpenChange(next);
  };
  const f = (key: keyof typeof fieldIds) => fieldIds[key];

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      editing={Boolean(item)}
      titles={{ create: t('items.addTitle'), update: t('items.editTitle') }}
      form={form}
      recordKey={item?.id ?? 'new'}
      wide
    >
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <Field id={f('nameEn')} label={t('items.fields.nameEn')} error={form.errorFor('nameEn')}>
        {(c) => <Input {...c} name="nameEn" defaultValue={item?.nameEn} />}
      </Field>
      <Field id={f('nameAr')} label={t('items.fields.nameAr')} error={form.errorFor('nameAr')}>
        {(c) => <Input {...c} name="nameAr" lang="ar" dir="rtl" defaultValue={item?.nameAr} />}
      </Field>
      <Field
        id={f('descriptionEn')}
        label={t('items.fields.descriptionEn')}
        error={form.errorFor('descriptionEn')}
      >
        {(c) => <Textarea {...c} name="descriptionEn" defaultValue={item?.descriptionEn ?? ''} />}
      </Field>
      <Field
        id={f('descriptionAr')}
        label={t('items.fields.descriptionAr')}
        error={form.errorFor('descriptionAr')}
      >
        {(c) => (
          <Textarea
            {...c}
            name="descriptionAr"
            lang="ar"
            dir="rtl"
            defaultValue={item?.descriptionAr ?? ''}
          />
        )}
      </Field>
      <Field
        id={f('category')}
        label={t('items.fields.category')}
        error={form.errorFor('categorySlug')}
      >
        {(c) => (
          <Select {...c} name="categorySlug" defaultValue={item?.categorySlug ?? ''}>
            <option value="">{t('items.fields.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.slug}>
                {category.titleEn}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={f('slug')} label={t('items.fields.slug')} error={form.errorFor('slug')}>
        {(c) => <Input {...c} name="slug" defaultValue={item?.slug} autoComplete="off" />}
      </Field>
      <Field id={f('price')} label={t('items.fields.price')} error={form.errorFor('price')}>
        {(c) => (
          <Input
            {...c}
            name="price"
            type="number"
            step="0.01"
            min={0}
            inputMode="decimal"
            defaultValue={item?.price}
          />
        )}
      </Field>
      <Field id={f('status')} label={t('items.fields.status')} error={form.errorFor('status')}>
        {(c) => (
          <Select {...c} name="status" defaultValue={item?.status ?? 'draft'}>
            <option value="draft">{t('common.draft')}</option>
            <option value="published">{t('common.published')}</option>
          </Select>
        )}
      </Field>
      <Field id={f('spice')} label={t('items.fields.spice')} error={form.errorFor('spiceLevel')}>
        {(c) => (
          <Input
            {...c}
            name="spiceLevel"
            type="number"
            min={0}
            max={SPICE_MAX}
            step={1}
            defaultValue={item?.spiceLevel ?? 0}
          />
        )}
      </Field>
      <Field
        id={f('calories')}
        label={t('items.fields.calories')}
        error={form.errorFor('calories')}
      >
        {(c) => (
          <Input
            {...c}
            name="calories"
            type="number"
            min={0}
            step={1}
            defaultValue={item?.calories ?? 0}
          />
        )}
      </Field>
      <Field
        id={f('sortOrder')}
        label={t('items.fields.sortOrder')}
        error={form.errorFor('sortOrder')}
      >
        {(c) => (
          <Input
            {...c}
            name="sortOrder"
            type="number"
            min={0}
            step={1}
            defaultValue={item?.sortOrder ?? 0}
          />
        )}
      </Field>
      <div className="flex items-end pb-2">
        <CheckboxField
          id={f('isActive')}
          name="isActive"
          label={t('items.fields.isActive')}
          defaultChecked={item?.isActive ?? true}
        />
      </div>
      <div className="sm:col-span-2">
        <PhotoField
          itemId={item?.id ?? null}
          photoUrl={item?.photoUrl ?? null}
          name={item?.nameEn ?? ''}
          onPendingFile={(file) => {
            pendingPhoto.current = file;
          }}
        />
      </div>
    </FormDialog>
  );
}

const fieldIds = {
  nameEn: 'item-name-en',
  nameAr: 'item-name-ar',
  descriptionEn: 'item-description-en',
  descriptionAr: 'item-description-ar',
  category: 'item-category',
  slug: 'item-slug',
  price: 'item-price',
  status: 'item-status',
  spice: 'item-spice',
  calories: 'item-calories',
  sortOrder: 'item-sort-order',
  isActive: 'item-is-active',
} as const;
