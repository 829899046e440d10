'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { SPICE_MAX } from '@/lib/admin-limits';
import { ALLERGENS, DIETS } from '@/lib/enums';
import { localDateTimeValue } from '@/lib/time-zone';
import type { LibraryImage } from '@/server/media/queries';
import { menuItemSchema } from '@/features/menu/schemas/menu';
import { saveMenuItemEntry } from '@/server/browser-actions';
import type { AdminCategory, AdminMenuItem } from '@/features/menu/server/console-queries';
import { EntityDialog, useEntityTexts } from '@/components/admin/entity-dialog';
import {
  CheckField,
  ChoiceGroup,
  MoneyField,
  NumberField,
  SelectField,
  StatusField,
  TextField,
} from '@/components/ui/form-fields';
import { PhotoField, usePhotoUpload } from './photo-field';
import { ServingFields } from './serving-fields';

export type GroupChoice = { id: string; nameEn: string };

/** Add or edit a menu item with every field of the spec, photo included. */
export function ItemDialog({
  open,
  onOpenChange,
  item,
  categories,
  groups,
  library,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: AdminMenuItem | null;
  categories: AdminCategory[];
  groups: GroupChoice[];
  library: LibraryImage[];
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
      <MoneyField name="price" label={t('fields.price')} value={item?.price} min={0} />
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
      <TextField
        name="tags"
        label={t('fields.tags')}
        hint={t('fields.tagsHint')}
        value={item?.tags.join(', ')}
        autoComplete="off"
      />
      <CheckField
        name="isSignature"
        label={t('fields.isSignature')}
        checked={item?.isSignature ?? false}
        aligned
      />
      <ChoiceGroup
        name="diets"
        idPrefix="item-diet"
        legend={t('fields.diets')}
        choices={DIETS.map((diet) => ({ value: diet, label: t(`diets.${diet}`) }))}
        checked={item?.diets ?? []}
      />
      <ChoiceGroup
        name="allergens"
        idPrefix="item-allergen"
        legend={t('fields.allergens')}
        choices={ALLERGENS.map((allergen) => ({
          value: allergen,
          label: t(`allergens.${allergen}`),
        }))}
        checked={item?.allergens ?? []}
      />
      {groups.length > 0 ? (
        <ChoiceGroup
          name="modifierGroupIds"
          idPrefix="item-group"
          legend={t('fields.modifierGroups')}
          choices={groups.map((group) => ({ value: group.id, label: group.nameEn }))}
          checked={item?.modifierGroupIds ?? []}
          className="sm:col-span-2"
        />
      ) : null}
      <TextField
        name="visibleFrom"
        label={t('fields.visibleFrom')}
        hint={t('fields.visibleHint')}
        value={localDateTimeValue(item?.visibleFrom ?? null)}
        type="datetime-local"
      />
      <TextField
        name="visibleUntil"
        label={t('fields.visibleUntil')}
        value={localDateTimeValue(item?.visibleUntil ?? null)}
        type="datetime-local"
      />
      <ServingFields idPrefix="item" value={item} />
      {library.length > 0 ? (
        <SelectField name="libraryPhotoId" label={t('fields.libraryPhoto')} value="">
          <option value="">{t('fields.libraryPhotoKeep')}</option>
          {library.map((image) => (
            <option key={image.id} value={image.id}>
              {image.altText
                ? `${image.altText} (${image.originalFilename})`
                : image.originalFilename}
            </option>
          ))}
        </SelectField>
      ) : null}
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
