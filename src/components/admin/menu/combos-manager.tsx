'use client';

import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formatAdminPrice } from '@/lib/admin-format';
import { comboSchema } from '@/schemas/admin/modifiers';
import { deleteComboEntry, saveComboEntry } from '@/server/menu/admin-actions';
import type { AdminCombo } from '@/server/menu/admin-queries';
import { FormDialog } from '../form-dialog';
import { DataTable } from '../list-controls';
import { ActiveBadge } from '../cells';
import { AdminPageHeader } from '../page-header';
import { RowActions } from '../row-actions';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { CheckboxField, Field, Input, Select, Textarea } from '../ui/field';
import { Td } from '../ui/table';
import { useAdminAction, useAdminForm, useEditDialog } from '../use-admin-action';

function ComboDialog({ dialog }: { dialog: ReturnType<typeof useEditDialog<AdminCombo>> }) {
  const t = useTranslations('admin');
  const combo = dialog.record;
  const form = useAdminForm({
    schema: comboSchema,
    submit: saveComboEntry,
    success: (data) => (data.created ? t('combos.created') : t('combos.updated')),
    failure: t('combos.saveFailed'),
    onSaved: () => dialog.setOpen(false),
  });
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.setOpen}
      editing={Boolean(combo)}
      titles={{ create: t('combos.addTitle'), update: t('combos.editTitle') }}
      form={form}
      recordKey={combo?.id ?? 'new'}
      wide
    >
      {combo ? <input type="hidden" name="id" value={combo.id} /> : null}
      <Field id="combo-name-en" label={t('combos.fields.nameEn')} error={form.errorFor('nameEn')}>
        {(c) => <Input {...c} name="nameEn" defaultValue={combo?.nameEn} />}
      </Field>
      <Field id="combo-name-ar" label={t('combos.fields.nameAr')} error={form.errorFor('nameAr')}>
        {(c) => <Input {...c} name="nameAr" lang="ar" dir="rtl" defaultValue={combo?.nameAr} />}
      </Field>
      <Field
        id="combo-description-en"
        label={t('combos.fields.descriptionEn')}
        error={form.errorFor('descriptionEn')}
      >
        {(c) => <Textarea {...c} name="descriptionEn" defaultValue={combo?.descriptionEn ?? ''} />}
      </Field>
      <Field
        id="combo-description-ar"
        label={t('combos.fields.descriptionAr')}
        error={form.errorFor('descriptionAr')}
      >
        {(c) => (
          <Textarea
            {...c}
            name="descriptionAr"
            lang="ar"
            dir="rtl"
            defaultValue={combo?.descriptionAr ?? ''}
          />
        )}
      </Field>
      <Field
        id="combo-price"
        label={t('combos.fields.basePrice')}
        error={form.errorFor('basePrice')}
      >
        {(c) => (
          <Input
            {...c}
            name="basePrice"
            type="number"
            step="0.01"
            min={0}
            inputMode="decimal"
            defaultValue={combo?.basePrice}
          />
        )}
      </Field>
      <Field id="combo-status" label={t('combos.fields.status')} error={form.errorFor('status')}>
        {(c) => (
          <Select {...c} name="status" defaultValue={combo?.status ?? 'draft'}>
            <option value="draft">{t('common.draft')}</option>
            <option value="published">{t('common.published')}</option>
          </Select>
        )}
      </Field>
      <Field
        id="combo-sort"
        label={t('combos.fields.sortOrder')}
        error={form.errorFor('sortOrder')}
      >
        {(c) => (
          <Input
            {...c}
            name="sortOrder"
            type="number"
            min={0}
            step={1}
            defaultValue={combo?.sortOrder ?? 0}
          />
        )}
      </Field>
      <div className="flex items-end pb-2">
        <CheckboxField
          id="combo-active"
          name="isActive"
          label={t('combos.fields.isActive')}
          defaultChecked={combo?.isActive ?? true}
        />
      </div>
    </FormDialog>
  );
}

/** Combos & Family Trays: table and add/edit dialog; status changes only through the form. */
export function CombosManager({ combos }: { combos: AdminCombo[] }) {
  const t = useTranslations('admin');
  const dialog = useEditDialog<AdminCombo>();
  const { run, pendingId } = useAdminAction();
  const remove = (combo: AdminCombo) => {
    if (!window.confirm(t('combos.confirmDelete'))) return;
    void run(combo.id, () => deleteComboEntry({ id: combo.id }), {
      success: t('combos.deleted'),
      failure: t('combos.deleteFailed'),
    });
  };
  return (
    <>
      <AdminPageHeader
        title={t('combos.title')}
        subtitle={t('combos.subtitle')}
        actions={
          <Button onClick={() => dialog.openWith(null)}>
            <Plus aria-hidden />
            {t('combos.add')}
          </Button>
        }
      />
      <DataTable
        columns={[
          t('combos.columns.nameEn'),
          t('combos.columns.nameAr'),
          t('combos.columns.price'),
          t('combos.columns.status'),
          t('combos.columns.active'),
          t('common.actions'),
        ]}
        empty={t('combos.empty')}
        isEmpty={combos.length === 0}
      >
        {combos.map((combo) => (
          <tr key={combo.id}>
            <Td className="font-medium">{combo.nameEn}</Td>
            <Td lang="ar" dir="rtl" className="text-start">
              {combo.nameAr}
            </Td>
            <Td className="tabular-nums">{formatAdminPrice(combo.basePrice)}</Td>
            <Td>
              <Badge variant={combo.status === 'published' ? 'default' : 'secondary'}>
                {combo.status === 'published' ? t('common.published') : t('common.draft')}
              </Badge>
            </Td>
            <Td>
              <ActiveBadge active={combo.isActive} />
            </Td>
            <Td>
              <RowActions
                name={combo.nameEn}
                onEdit={() => dialog.openWith(combo)}
                onDelete={() => remove(combo)}
                busy={pendingId === combo.id}
              />
            </Td>
          </tr>
        ))}
      </DataTable>
      <ComboDialog dialog={dialog} />
    </>
  );
}
