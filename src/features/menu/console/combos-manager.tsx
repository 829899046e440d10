'use client';

import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import { comboSchema } from '@/features/menu/schemas/modifiers';
import { deleteComboEntry, saveComboEntry } from '@/server/browser-actions';
import type { AdminCombo, DishChoice } from '@/features/menu/server/console-queries';
import type { LocationView } from '@/features/menu/server/console-location';
import { EntityDialog, useEntityTexts } from '@/components/admin/entity-dialog';
import {
  CheckField,
  MoneyField,
  NumberField,
  StatusField,
  TextField,
} from '@/components/ui/form-fields';
import { DataTable } from '@/components/admin/list-controls';
import { ActiveBadge } from '@/components/admin/cells';
import { AdminPageHeader } from '@/components/admin/page-header';
import { RowActions } from '@/components/admin/row-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/controls';
import { Td } from '@/components/ui/table';
import { useAdminAction, useEditDialog } from '@/components/admin/use-admin-action';
import { CopyPrices, LocationNote, RestaurantBar, RestaurantCells } from './at-location';

function ComboDialog({
  dialog,
  dishes,
}: {
  dialog: ReturnType<typeof useEditDialog<AdminCombo>>;
  dishes: DishChoice[];
}) {
  const t = useTranslations('admin.combos');
  const texts = useEntityTexts('admin.combos');
  const combo = dialog.record;
  return (
    <EntityDialog
      open={dialog.open}
      onOpenChange={dialog.setOpen}
      recordId={combo?.id ?? null}
      idPrefix="combo"
      schema={comboSchema}
      submit={saveComboEntry}
      texts={texts}
      wide
    >
      <TextField name="nameEn" label={t('fields.nameEn')} value={combo?.nameEn} />
      <TextField name="nameAr" label={t('fields.nameAr')} value={combo?.nameAr} arabic />
      <TextField
        name="descriptionEn"
        label={t('fields.descriptionEn')}
        value={combo?.descriptionEn}
        multiline
      />
      <TextField
        name="descriptionAr"
        label={t('fields.descriptionAr')}
        value={combo?.descriptionAr}
        multiline
        arabic
      />
      <MoneyField
        id="combo-price"
        name="basePrice"
        label={t('fields.basePrice')}
        value={combo?.basePrice}
        min={0}
      />
      <StatusField label={t('fields.status')} value={combo?.status} />
      <NumberField
        id="combo-sort"
        name="sortOrder"
        label={t('fields.sortOrder')}
        value={combo?.sortOrder ?? 0}
        min={0}
      />
      <CheckField
        id="combo-active"
        name="isActive"
        label={t('fields.isActive')}
        checked={combo?.isActive ?? true}
        aligned
      />
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('fields.dishes')}</legend>
        <ul className="grid max-h-64 gap-1.5 overflow-y-auto rounded-md border border-stone-200 p-3 sm:grid-cols-2">
          {dishes.map((dish) => (
            <li key={dish.id} className="flex items-center justify-between gap-3 text-sm">
              <label htmlFor={`combo-dish-${dish.id}`} className="min-w-0 truncate">
                {dish.nameEn}
              </label>
              <Input
                id={`combo-dish-${dish.id}`}
                name={`quantities.${dish.id}`}
                type="number"
                min={0}
                max={50}
                defaultValue={combo?.quantities[dish.id] ?? 0}
                className="w-20"
              />
            </li>
          ))}
        </ul>
      </fieldset>
    </EntityDialog>
  );
}

/**
 * Combos & Family Trays: table and add/edit dialog; status changes only through the form. With a
 * restaurant chosen: its price, whether it serves each combo and whether it is sold out there.
 */
export function CombosManager({
  combos,
  dishes,
  view,
}: {
  combos: AdminCombo[];
  dishes: DishChoice[];
  view: LocationView;
}) {
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
          <>
            <CopyPrices view={view} />
            {view.allowAll ? (
              <Button onClick={() => dialog.openWith(null)}>
                <Plus aria-hidden />
                {t('combos.add')}
              </Button>
            ) : null}
          </>
        }
      />
      <RestaurantBar view={view} />
      <LocationNote view={view} />
      {view.chosen ? (
        <DataTable
          columns={[
            t('combos.columns.nameEn'),
            t('combos.columns.nameAr'),
            t('menuAt.brandPrice'),
            t('menuAt.priceHere'),
            t('menuAt.servedColumn'),
            t('menuAt.todayHere'),
          ]}
          empty={t('combos.empty')}
          isEmpty={combos.length === 0}
        >
          {combos.map((combo) => {
            const here = view.chosen!;
            const row = {
              kind: 'combo' as const,
              id: combo.id,
              name: combo.nameEn,
              brandPrice: combo.basePrice,
            };
            return (
              <tr key={`${here.id}-${combo.id}`}>
                <Td className="font-medium">{combo.nameEn}</Td>
                <Td lang="ar" dir="rtl" className="text-start">
                  {combo.nameAr}
                </Td>
                <Td className="tabular-nums">{formatPrice(combo.basePrice)}</Td>
                <RestaurantCells view={view} restaurant={here} row={row} />
              </tr>
            );
          })}
        </DataTable>
      ) : view.allowAll ? (
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
              <Td className="tabular-nums">{formatPrice(combo.basePrice)}</Td>
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
      ) : null}
      <ComboDialog dialog={dialog} dishes={dishes} />
    </>
  );
}
