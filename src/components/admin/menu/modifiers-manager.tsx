'use client';

import { ChevronDown, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatAdminPrice } from '@/lib/admin-format';
import { cn } from '@/lib/cn';
import { modifierGroupSchema, modifierOptionSchema } from '@/schemas/admin/modifiers';
import {
  deleteModifierGroupEntry,
  deleteModifierOptionEntry,
  saveModifierGroupEntry,
  saveModifierOptionEntry,
} from '@/server/menu/admin-actions';
import type { AdminModifierGroup, AdminModifierOption } from '@/server/menu/admin-queries';
import { FormDialog } from '../form-dialog';
import { ActiveBadge, BilingualName } from '../cells';
import { AdminPageHeader } from '../page-header';
import { RowActions } from '../row-actions';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { CheckboxField, Field, Input } from '../ui/field';
import { Table, Td, Th } from '../ui/table';
import { useAdminAction, useAdminForm, useEditDialog } from '../use-admin-action';

/** Spec: a plus sign when positive. */
function priceDelta(value: number) {
  if (value > 0) return `+${formatAdminPrice(value)}`;
  if (value < 0) return `-${formatAdminPrice(-value)}`;
  return formatAdminPrice(0);
}

function GroupDialog({ dialog }: { dialog: ReturnType<typeof useEditDialog<AdminModifierGroup>> }) {
  const t = useTranslations('admin.modifiers');
  const group = dialog.record;
  const form = useAdminForm({
    schema: modifierGroupSchema,
    submit: saveModifierGroupEntry,
    success: (data) => (data.created ? t('groupCreated') : t('groupUpdated')),
    failure: t('groupSaveFailed'),
    onSaved: () => dialog.setOpen(false),
  });
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.setOpen}
      editing={Boolean(group)}
      titles={{ create: t('addGroupTitle'), update: t('editGroupTitle') }}
      form={form}
      recordKey={group?.id ?? 'new'}
    >
      {group ? <input type="hidden" name="id" value={group.id} /> : null}
      <Field id="group-name-en" label={t('fields.nameEn')} error={form.errorFor('nameEn')}>
        {(c) => <Input {...c} name="nameEn" defaultValue={group?.nameEn} />}
      </Field>
      <Field id="group-name-ar" label={t('fields.nameAr')} error={form.errorFor('nameAr')}>
        {(c) => <Input {...c} name="nameAr" lang="ar" dir="rtl" defaultValue={group?.nameAr} />}
      </Field>
      <CheckboxField
        id="group-required"
        name="required"
        label={t('fields.required')}
        defaultChecked={group?.required ?? false}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="group-min" label={t('fields.minSelect')} error={form.errorFor('minSelect')}>
          {(c) => (
            <Input
              {...c}
              name="minSelect"
              type="number"
              min={0}
              step={1}
              defaultValue={group?.minSelect ?? 0}
            />
          )}
        </Field>
        <Field id="group-max" label={t('fields.maxSelect')} error={form.errorFor('maxSelect')}>
          {(c) => (
            <Input
              {...c}
              name="maxSelect"
              type="number"
              min={1}
              step={1}
              defaultValue={group?.maxSelect ?? 1}
            />
          )}
        </Field>
        <Field id="group-sort" label={t('fields.sortOrder')} error={form.errorFor('sortOrder')}>
          {(c) => (
            <Input
              {...c}
              name="sortOrder"
              type="number"
              min={0}
              step={1}
              defaultValue={group?.sortOrder ?? 0}
            />
          )}
        </Field>
      </div>
    </FormDialog>
  );
}

type OptionTarget = { groupId: string | null; option: AdminModifierOption | null };

function OptionDialog({ dialog }: { dialog: ReturnType<typeof useEditDialog<OptionTarget>> }) {
  const t = useTranslations('admin.modifiers');
  const option = dialog.record?.option ?? null;
  const groupId = option?.groupId ?? dialog.record?.groupId ?? '';
  const form = useAdminForm({
    schema: modifierOptionSchema,
    submit: saveModifierOptionEntry,
    success: (data) => (data.created ? t('optionCreated') : t('optionUpdated')),
    failure: t('optionSaveFailed'),
    onSaved: () => dialog.setOpen(false),
  });
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.setOpen}
      editing={Boolean(option)}
      titles={{ create: t('addOptionTitle'), update: t('editOptionTitle') }}
      form={form}
      recordKey={option?.id ?? `new-${groupId}`}
    >
      {option ? <input type="hidden" name="id" value={option.id} /> : null}
      <input type="hidden" name="groupId" value={groupId} />
      {form.errorFor('groupId') ? (
        <p role="alert" className="text-sm text-red-700">
          {form.errorFor('groupId')}
        </p>
      ) : null}
      <Field id="option-name-en" label={t('fields.nameEn')} error={form.errorFor('nameEn')}>
        {(c) => <Input {...c} name="nameEn" defaultValue={option?.nameEn} />}
      </Field>
      <Field id="option-name-ar" label={t('fields.nameAr')} error={form.errorFor('nameAr')}>
        {(c) => <Input {...c} name="nameAr" lang="ar" dir="rtl" defaultValue={option?.nameAr} />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="option-price" label={t('fields.priceDelta')} error={form.errorFor('priceDelta')}>
          {(c) => (
            <Input
              {...c}
              name="priceDelta"
              type="number"
              step="0.01"
              inputMode="decimal"
              defaultValue={option?.priceDelta ?? 0}
            />
          )}
        </Field>
        <Field id="option-sort" label={t('fields.sortOrder')} error={form.errorFor('sortOrder')}>
          {(c) => (
            <Input
              {...c}
              name="sortOrder"
              type="number"
              min={0}
              step={1}
              defaultValue={option?.sortOrder ?? 0}
            />
          )}
        </Field>
      </div>
      <CheckboxField
        id="option-active"
        name="isActive"
        label={t('fields.isActive')}
        defaultChecked={option?.isActive ?? true}
      />
    </FormDialog>
  );
}

/** Modifiers & Options: collapsible groups with badges, range, count and an options table. */
export function ModifiersManager({ groups }: { groups: AdminModifierGroup[] }) {
  const t = useTranslations('admin');
  const groupDialog = useEditDialog<AdminModifierGroup>();
  const optionDialog = useEditDialog<OptionTarget>();
  const { run, pendingId } = useAdminAction();
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const removeGroup = (group: AdminModifierGroup) => {
    if (!window.confirm(t('modifiers.confirmDeleteGroup'))) return;
    void run(group.id, () => deleteModifierGroupEntry({ id: group.id }), {
      success: t('modifiers.groupDeleted'),
      failure: t('modifiers.deleteFailed'),
    });
  };
  const removeOption = (option: AdminModifierOption) => {
    if (!window.confirm(t('modifiers.confirmDeleteOption'))) return;
    void run(option.id, () => deleteModifierOptionEntry({ id: option.id }), {
      success: t('modifiers.optionDeleted'),
      failure: t('modifiers.deleteFailed'),
    });
  };

  return (
    <>
      <AdminPageHeader
        title={t('modifiers.title')}
        subtitle={t('modifiers.subtitle')}
        actions={
          <Button onClick={() => groupDialog.openWith(null)}>
            <Plus aria-hidden />
            {t('modifiers.addGroup')}
          </Button>
        }
      />
      {groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          {t('modifiers.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4">
          {groups.map((group) => {
            const open = !collapsed.has(group.id);
            const panelId = `group-panel-${group.id}`;
            return (
              <li key={group.id}>
                <Card>
                  <div className="flex flex-wrap items-center gap-3 p-4">
                    <button
                      type="button"
                      onClick={() => toggle(group.id)}
                      aria-expanded={open}
                      aria-controls={panelId}
                      aria-label={t('modifiers.toggleGroup', { name: group.nameEn })}
                      className="rounded p-1 text-stone-600 hover:bg-stone-100"
                    >
                      <ChevronDown
                        aria-hidden
                        className={cn('size-4 transition-transform', !open && '-rotate-90')}
                      />
                    </button>
                    <h2 className="font-semibold text-stone-900">{group.nameEn}</h2>
                    <span lang="ar" dir="rtl" className="text-stone-600">
                      {group.nameAr}
                    </span>
                    <Badge variant={group.required ? 'default' : 'secondary'}>
                      {group.required ? t('modifiers.required') : t('modifiers.optional')}
                    </Badge>
                    <Badge variant="outline">
                      {t('modifiers.range', { min: group.minSelect, max: group.maxSelect })}
                    </Badge>
                    <Badge variant="outline">
                      {t('modifiers.optionCount', { count: group.options.length })}
                    </Badge>
                    <div className="ms-auto flex gap-1">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => optionDialog.openWith({ groupId: group.id, option: null })}
                        aria-label={`${t('modifiers.addOption')}: ${group.nameEn}`}
                      >
                        <Plus aria-hidden />
                        {t('modifiers.addOption')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="iconSm"
                        onClick={() => groupDialog.openWith(group)}
                        aria-label={t('common.editNamed', { name: group.nameEn })}
                      >
                        <Pencil aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="iconSm"
                        onClick={() => removeGroup(group)}
                        disabled={pendingId === group.id}
                        aria-label={t('common.deleteNamed', { name: group.nameEn })}
                        className="text-red-700 hover:bg-red-50"
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                  </div>
                  <div id={panelId} hidden={!open} className="border-t border-stone-200 p-4">
                    {group.options.length === 0 ? (
                      <p className="text-sm text-stone-600">{t('modifiers.emptyGroup')}</p>
                    ) : (
                      <Table>
                        <thead>
                          <tr>
                            <Th>{t('modifiers.columns.name')}</Th>
                            <Th>{t('modifiers.columns.price')}</Th>
                            <Th>{t('modifiers.columns.sort')}</Th>
                            <Th>{t('modifiers.columns.active')}</Th>
                            <Th>{t('common.actions')}</Th>
                          </tr>
                        </thead>
                        <tbody>
                          {group.options.map((option) => (
                            <tr key={option.id}>
                              <Td>
                                <BilingualName en={option.nameEn} ar={option.nameAr} />
                              </Td>
                              <Td className="tabular-nums">{priceDelta(option.priceDelta)}</Td>
                              <Td className="tabular-nums">{option.sortOrder}</Td>
                              <Td>
                                <ActiveBadge active={option.isActive} />
                              </Td>
                              <Td>
                                <RowActions
                                  name={option.nameEn}
                                  onEdit={() =>
                                    optionDialog.openWith({ groupId: group.id, option })
                                  }
                                  onDelete={() => removeOption(option)}
                                  busy={pendingId === option.id}
                                />
                              </Td>
                            </tr>
                          ))}
                        </tbody>
                      </Table>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <GroupDialog dialog={groupDialog} />
      <OptionDialog dialog={optionDialog} />
    </>
  );
}
