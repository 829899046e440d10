'use client';

import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import { asCents } from '@/lib/money';
import { promoCodeFormSchema } from '@/features/ordering/schemas/promo-code';
import { deletePromoCodeEntry, savePromoCodeEntry } from '@/server/browser-actions';
import type { AdminPromoCode } from '@/features/ordering/server/promo-code-admin';
import { EntityDialog, useEntityTexts } from '@/components/admin/entity-dialog';
import {
  CheckField,
  ChoiceGroup,
  MoneyField,
  NumberField,
  SelectField,
  TextField,
} from '@/components/ui/form-fields';
import { DataTable } from '@/components/admin/list-controls';
import { ActiveBadge } from '@/components/admin/cells';
import { AdminPageHeader } from '@/components/admin/page-header';
import { RowActions } from '@/components/admin/row-actions';
import { Button } from '@/components/ui/button';
import { Td } from '@/components/ui/table';
import { useAdminAction, useEditDialog } from '@/components/admin/use-admin-action';

type Restaurant = { id: string; name: string };

function PromoCodeDialog({
  dialog,
  restaurants,
}: {
  dialog: ReturnType<typeof useEditDialog<AdminPromoCode>>;
  restaurants: Restaurant[];
}) {
  const t = useTranslations('admin.promoCodes.fields');
  const texts = useEntityTexts('admin.promoCodes');
  const code = dialog.record;
  return (
    <EntityDialog
      open={dialog.open}
      onOpenChange={dialog.setOpen}
      recordId={code?.id ?? null}
      idPrefix="promo"
      schema={promoCodeFormSchema}
      submit={savePromoCodeEntry}
      texts={texts}
      wide
    >
      <TextField name="code" label={t('code')} value={code?.code} hint={t('codeHint')} ltr />
      <SelectField name="kind" label={t('kind')} value={code?.kind ?? 'percent'}>
        <option value="percent">{t('percent')}</option>
        <option value="amount">{t('amount')}</option>
      </SelectField>
      <NumberField
        name="percentOff"
        label={t('percentOff')}
        value={code?.percentOff ?? undefined}
        min={1}
        max={100}
      />
      <MoneyField
        name="amountOff"
        label={t('amountOff')}
        value={code?.amountOff ?? undefined}
        min={0}
      />
      <MoneyField
        name="minSubtotal"
        label={t('minSubtotal')}
        value={code?.minSubtotal ?? undefined}
        hint={t('minSubtotalHint')}
        min={0}
      />
      <div />
      <TextField
        name="validFrom"
        label={t('validFrom')}
        type="datetime-local"
        value={code?.validFrom}
        hint={t('windowHint')}
      />
      <TextField
        name="validUntil"
        label={t('validUntil')}
        type="datetime-local"
        value={code?.validUntil}
        hint={t('windowHint')}
      />
      <NumberField name="maxUses" label={t('maxUses')} value={code?.maxUses ?? undefined} min={1} />
      <NumberField
        name="usesPerGuest"
        label={t('usesPerGuest')}
        value={code?.usesPerGuest ?? undefined}
        min={1}
      />
      <p className="text-sm text-stone-600 sm:col-span-2">{t('usesHint')}</p>
      <CheckField
        name="everyLocation"
        label={t('everyLocation')}
        checked={code?.everyLocation ?? true}
      />
      <ChoiceGroup
        name="locationIds"
        idPrefix="promo-location"
        legend={t('locations')}
        choices={restaurants.map((place) => ({ value: place.id, label: place.name }))}
        checked={code?.locationIds ?? []}
        className="sm:col-span-2"
      />
      <CheckField
        name="firstOrderOnly"
        label={t('firstOrderOnly')}
        checked={code?.firstOrderOnly ?? false}
      />
      <CheckField name="active" label={t('active')} checked={code?.active ?? true} />
    </EntityDialog>
  );
}

/** What a code takes off, and its rules, as the list says them. */
function useCodeText() {
  const t = useTranslations('admin.promoCodes');
  const day = (wall: string) => wall.replace('T', ' ');
  return {
    off: (code: AdminPromoCode) =>
      code.kind === 'percent'
        ? t('percentOff', { percent: code.percentOff ?? 0 })
        : formatPrice(code.amountOff ?? asCents(0)),
    rules: (code: AdminPromoCode) =>
      [
        code.minSubtotal !== null ? t('minimum', { amount: formatPrice(code.minSubtotal) }) : null,
        code.validFrom ? t('from', { date: day(code.validFrom) }) : null,
        code.validUntil ? t('until', { date: day(code.validUntil) }) : null,
        code.usesPerGuest !== null ? t('perGuest', { count: code.usesPerGuest }) : null,
        code.firstOrderOnly ? t('firstOrder') : null,
      ]
        .filter(Boolean)
        .join(' · '),
  };
}

/**
 * Promo codes: the list (what each takes off, its rules, where it is taken and how often it was
 * used) and the add/edit dialog. Owners and the brand's managers.
 */
export function PromoCodesManager({
  codes,
  restaurants,
}: {
  codes: AdminPromoCode[];
  restaurants: Restaurant[];
}) {
  const t = useTranslations('admin');
  const text = useCodeText();
  const dialog = useEditDialog<AdminPromoCode>();
  const { run, pendingId } = useAdminAction();
  const names = new Map(restaurants.map((place) => [place.id, place.name]));
  const remove = (code: AdminPromoCode) => {
    if (!window.confirm(t('promoCodes.confirmDelete'))) return;
    void run(code.id, () => deletePromoCodeEntry({ id: code.id }), {
      success: t('promoCodes.deleted'),
      failure: t('promoCodes.deleteFailed'),
    });
  };
  return (
    <>
      <AdminPageHeader
        title={t('promoCodes.title')}
        subtitle={t('promoCodes.subtitle')}
        actions={
          <Button onClick={() => dialog.openWith(null)}>
            <Plus aria-hidden />
            {t('promoCodes.add')}
          </Button>
        }
      />
      <DataTable
        columns={[
          t('promoCodes.columns.code'),
          t('promoCodes.columns.off'),
          t('promoCodes.columns.rules'),
          t('promoCodes.columns.restaurants'),
          t('promoCodes.columns.uses'),
          t('promoCodes.columns.active'),
          t('common.actions'),
        ]}
        empty={t('promoCodes.empty')}
        isEmpty={codes.length === 0}
      >
        {codes.map((code) => (
          <tr key={code.id}>
            <Td className="font-mono font-medium">{code.code}</Td>
            <Td className="tabular-nums">{text.off(code)}</Td>
            <Td className="text-sm">{text.rules(code)}</Td>
            <Td className="text-sm">
              {code.everyLocation
                ? t('promoCodes.everywhere')
                : code.locationIds.map((id) => names.get(id) ?? id).join(', ')}
            </Td>
            <Td className="tabular-nums">
              {code.maxUses === null
                ? code.uses
                : t('promoCodes.usesOf', { uses: code.uses, max: code.maxUses })}
            </Td>
            <Td>
              <ActiveBadge active={code.active} />
            </Td>
            <Td>
              <RowActions
                name={code.code}
                onEdit={() => dialog.openWith(code)}
                onDelete={() => remove(code)}
                busy={pendingId === code.id}
              />
            </Td>
          </tr>
        ))}
      </DataTable>
      <PromoCodeDialog dialog={dialog} restaurants={restaurants} />
    </>
  );
}
