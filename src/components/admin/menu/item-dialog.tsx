'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { SPICE_MAX } from '@/lib/admin-limits';
import { menuItemSchema } from '@/schemas/admin/menu';
import { saveMenuItemEntry } from '@/server/browser-actions';
import type { AdminCategory, AdminMenuItem } from '@/server/menu/queries';
import { EntityDialog, useEntityTexts } from '../entity-dialog';
import {
  CheckField,
  NumberField,
  SelectField,
  StatusField,
  TextField,
} from '@/components/ui/form-fields';
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
  const t = useTranslations('admin.items');
  const texts = useEntityTexts('admin.items');
  const pendingPhoto = useRef<File | null>(null);
  const upload = usePhotoUpload();
  const close = (next: boolean) => {
    if (!next) pendingPhoto.current = null;
    onOpenChange(next);
  };

  return (
    <EntityDialog
      open={open}
      onOpenChange={close}
      recordId={item?.id ?? null}
      idPrefix="item"
      schema={menuItemSchema}
      submit={(input) => {
        const { photoFile: _file, ...fields } = input as Record<string, unknown>;
        return saveMenuItemEntry(fields);
      }}
      texts={texts}
      onSaved={async (data) => {
        const photo = pendingPhoto.current;
        if (data.created && photo) await upload(data.id, photo);
      }}
      wide
    >
      <TextField name="nameEn" label={t('fields.nameEn')} value={item?.nameEn} />
      <TextField name="nameAr" label={t('fields.nameAr')} value={item?.nameAr} arabic />
      <TextField
        name="descriptionEn"
        label={t('fields.descriptionEn')}
        value={item?.descriptionEn}
        multiline
      />
      <TextField
        name="descriptionAr"
        label={t('fields.descriptionAr')}
        value={item?.descriptionAr}
        multiline
        arabic
      />
      <SelectField
        id="item-category"
        name="categorySlug"
        label={t('fields.category')}
        value={item?.categorySlug ?? ''}
      >
        <option value="">{t('fields.chooseCategory')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.slug}>
            {category.titleEn}
          </option>
        ))}
      </SelectField>
      <TextField name="slug" label={t('fields.slug')} value={item?.slug} autoComplete="off" />
      <NumberField name="price" label={t('fields.price')} value={item?.price} min={0} money />
      <StatusField label={t('fields.status')} value={item?.status} />
      <NumberField
        id="item-spice"
        name="spiceLevel"
        label={t('fields.spice')}
        value={item?.spiceLevel ?? 0}
        min={0}
        max={SPICE_MAX}
      />
      <NumberField
        name="calories"
        label={t('fields.calories')}
        value={item?.calories ?? 0}
        min={0}
      />
      <NumberField
        name="sortOrder"
        label={t('fields.sortOrder')}
        value={item?.sortOrder ?? 0}
        min={0}
      />
      <CheckField
        name="isActive"
        label={t('fields.isActive')}
        checked={item?.isActive ?? true}
        aligned
      />
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
    </EntityDialog>
  );
}
