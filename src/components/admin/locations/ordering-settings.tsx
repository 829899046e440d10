'use client';

import { useTranslations } from 'next-intl';
import type { AdminLocation } from '@/server/locations/queries';
import { CheckboxField } from '@/components/ui/controls';
import { MoneyField, NumberField, TextField } from '@/components/ui/form-fields';
import { DEFAULT_TIP_PERCENTS, MINIMUM_ORDER_MAX_DOLLARS } from '@/schemas/admin/locations';

/**
 * Whether the restaurant takes pickup orders on the site, and on what terms: how long the kitchen
 * needs, how long before closing it takes its last orders, how many orders each 15 minutes take, its sales tax, after how long an order nobody
 * accepts is e-mailed to its staff, the least an order may come to, whether guests may pay at
 * pickup, and whether those paying by card may tip (owners').
 */
export function OrderingSettings({
  location,
  owner,
}: {
  location: AdminLocation | null;
  /** Owners turn tips on and choose the shares; others see them. */
  owner: boolean;
}) {
  const t = useTranslations('admin.locations');
  const percents = (location?.tipPercents ?? DEFAULT_TIP_PERCENTS).join(', ');
  return (
    <>
      <CheckboxField
        id="location-ordering-enabled"
        name="orderingEnabled"
        label={t('fields.orderingEnabled')}
        defaultChecked={location?.orderingEnabled ?? false}
      />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
        <NumberField
          name="prepMinutes"
          label={t('fields.prepMinutes')}
          value={location?.prepMinutes ?? 20}
          min={0}
          max={240}
        />
        <NumberField
          name="lastOrderMinutes"
          label={t('fields.lastOrderMinutes')}
          hint={t('fields.lastOrderMinutesHint')}
          value={location?.lastOrderMinutes ?? 0}
          min={0}
          max={240}
        />
        <NumberField
          name="ordersPerSlot"
          label={t('fields.ordersPerSlot')}
          value={location?.ordersPerSlot ?? 10}
          min={1}
          max={500}
        />
        <NumberField
          name="taxRate"
          label={t('fields.taxRate')}
          value={location?.taxRate ?? 0}
          min={0}
          max={30}
          step="0.001"
        />
        <NumberField
          name="orderAlertMinutes"
          label={t('fields.orderAlertMinutes')}
          value={location?.orderAlertMinutes ?? 5}
          min={1}
          max={60}
        />
        <MoneyField
          name="minimumOrder"
          label={t('fields.minimumOrder')}
          hint={t('fields.minimumOrderHint')}
          value={location?.minimumOrder ?? undefined}
          min={0}
          max={MINIMUM_ORDER_MAX_DOLLARS}
        />
      </div>
      <CheckboxField
        id="location-pay-at-pickup"
        name="payAtPickup"
        label={t('fields.payAtPickup')}
        defaultChecked={location?.payAtPickup ?? true}
      />
      {owner ? (
        <div className="grid grid-cols-1 items-end gap-4 md:grid-cols-2">
          <CheckboxField
            id="location-tips-enabled"
            name="tipsEnabled"
            label={t('fields.tipsEnabled')}
            defaultChecked={location?.tipsEnabled ?? false}
          />
          <TextField
            name="tipPercents"
            label={t('fields.tipPercents')}
            hint={t('fields.tipPercentsHint')}
            value={percents}
            ltr
          />
        </div>
      ) : (
        <p className="text-sm text-stone-700">
          {location?.tipsEnabled ? t('tipsOnOwners', { percents }) : t('tipsOffOwners')}
        </p>
      )}
    </>
  );
}
