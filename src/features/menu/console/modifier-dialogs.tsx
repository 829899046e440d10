'use client';

import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import { asCents, type Cents } from '@/lib/money';
import { modifierGroupSchema, modifierOptionSchema } from '@/features/menu/schemas/modifiers';
import { saveModifierGroupEntry, saveModifierOptionEntry } from '@/server/browser-actions';
import type {
  AdminModifierGroup,
  AdminModifierOption,
} from '@/features/menu/server/console-queries';
import { EntityDialog } from '@/components/admin/entity-dialog';
import {
  CheckField,
  FormError,
  MoneyField,
  NumberField,
  TextField,
} from '@/components/ui/form-fields';
import { useEditDialog } from '@/components/admin/use-admin-action';

/** Spec: a plus sign when positive. */
export function priceDelta(value: Cents) {
  if (value > 0) return `+${formatPrice(value)}`;
  if (value < 0) return `-${formatPrice(asCents(-value))}`;
  return formatPrice(value);
}

export function GroupDialog({
  dialog,
}: {
  dialog: ReturnType<typeof useEditDialog<AdminModifierGroup>>;
}) {
  const t = useTranslations('admin.modifiers');
  const group = dialog.record;
  return (
    <EntityDialog
      open={dialog.open}
      onOpenChange={dialog.setOpen}
      recordId={group?.id ?? null}
      idPrefix="group"
      schema={modifierGroupSchema}
      submit={saveModifierGroupEntry}
      texts={{
        create: t('addGroupTitle'),
        update: t('editGroupTitle'),
        created: t('groupCreated'),
        updated: t('groupUpdated'),
        failed: t('groupSaveFailed'),
      }}
    >
      <TextField name="nameEn" label={t('fields.nameEn')} value={group?.nameEn} />
      <TextField name="nameAr" label={t('fields.nameAr')} value={group?.nameAr} arabic />
      <CheckField name="required" label={t('fields.required')} checked={group?.required ?? false} />
      <div className="grid gap-3 sm:grid-cols-3">
        <NumberField
          id="group-min"
          name="minSelect"
          label={t('fields.minSelect')}
          value={group?.minSelect ?? 0}
          min={0}
        />
        <NumberField
          id="group-max"
          name="maxSelect"
          label={t('fields.maxSelect')}
          value={group?.maxSelect ?? 1}
          min={1}
        />
        <NumberField
          id="group-sort"
          name="sortOrder"
          label={t('fields.sortOrder')}
          value={group?.sortOrder ?? 0}
          min={0}
        />
      </div>
    </EntityDialog>
  );
}

export type OptionTarget = { groupId: string | null; option: AdminModifierOption | null };

export function OptionDialog({
  dialog,
}: {
  dialog: ReturnType<typeof useEditDialog<OptionTarget>>;
}) {
  const t = useTranslations('admin.modifiers');
  const option = dialog.record?.option ?? null;
  const groupId = option?.groupId ?? dialog.record?.groupId ?? '';
  return (
    <EntityDialog
      open={dialog.open}
      onOpenChange={dialog.setOpen}
      recordId={option?.id ?? null}
      recordKey={option?.id ?? `new-${groupId}`}
      idPrefix="option"
      schema={modifierOptionSchema}
      submit={saveModifierOptionEntry}
      texts={{
        create: t('addOptionTitle'),
        update: t('editOptionTitle'),
        created: t('optionCreated'),
        updated: t('optionUpdated'),
        failed: t('optionSaveFailed'),
      }}
    >
      <input type="hidden" name="groupId" value={groupId} />
      <FormError name="groupId" />
      <TextField name="nameEn" label={t('fields.nameEn')} value={option?.nameEn} />
      <TextField name="nameAr" label={t('fields.nameAr')} value={option?.nameAr} arabic />
      <div className="grid gap-3 sm:grid-cols-2">
        <MoneyField
          id="option-price"
          name="priceDelta"
          label={t('fields.priceDelta')}
          value={option?.priceDelta ?? asCents(0)}
        />
        <NumberField
          id="option-sort"
          name="sortOrder"
          label={t('fields.sortOrder')}
          value={option?.sortOrder ?? 0}
          min={0}
        />
      </div>
      <CheckField
        id="option-active"
        name="isActive"
        label={t('fields.isActive')}
        checked={option?.isActive ?? true}
      />
    </EntityDialog>
  );
}
