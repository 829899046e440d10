'use client';

import { Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { LocationSetting } from '@/features/menu/rules/location-menu';
import { copyLocationPrices } from '@/server/browser-actions';
import type { ConsoleRestaurant, LocationView } from '@/features/menu/server/console-location';
import { Button } from '@/components/ui/button';
import { CheckboxField, Select } from '@/components/ui/controls';
import { Dialog } from '@/components/ui/dialog';
import { Td } from '@/components/ui/table';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { PriceHere, ServedHere, SoldOutHere, type Row } from './at-location-cells';
import { useUrlFilters } from '@/components/admin/use-url-filters';

/**
 * The menu screens at one restaurant (Items, Modifiers, Combos): the restaurant selector, and per
 * row that restaurant's price, whether it serves it and whether it is sold out there today. The
 * server decides (features/menu/server/actions.ts); these only ask.
 */

/** "All restaurants" or one: the brand menu, or a restaurant's own settings. */
export function RestaurantPicker({
  view,
  value,
  onChange,
}: {
  view: LocationView;
  value: string;
  onChange: (slug: string) => void;
}) {
  const t = useTranslations('admin.menuAt');
  return (
    <Select
      aria-label={t('restaurant')}
      value={value || (view.chosen?.slug ?? '')}
      onChange={(e) => onChange(e.target.value)}
      className="w-auto min-w-48"
    >
      {view.allowAll ? <option value="">{t('allRestaurants')}</option> : null}
      {view.restaurants.map((r) => (
        <option key={r.id} value={r.slug}>
          {r.nameEn}
        </option>
      ))}
    </Select>
  );
}

/** The restaurant picker of a screen without other filters: kept in the URL (`?location=`). */
export function RestaurantBar({ view }: { view: LocationView }) {
  const t = useTranslations('admin');
  const nav = useUrlFilters(
    { location: view.chosen?.slug ?? '', page: 1 },
    { location: '', page: 1 },
  );
  return (
    <div className="mb-2 flex flex-wrap items-center gap-3">
      <RestaurantPicker
        view={view}
        value={nav.state.location}
        onChange={(location) => nav.set({ location })}
      />
      {nav.pending ? <span className="text-sm text-stone-600">{t('common.loading')}</span> : null}
    </div>
  );
}

/** Under the toolbar: what the screen shows, and the restaurant's own time when it differs. */
export function LocationNote({ view }: { view: LocationView }) {
  const t = useTranslations('admin.menuAt');
  if (!view.chosen) {
    return (
      <p className="mb-4 text-sm text-stone-600">
        {view.allowAll ? t('brandNote') : t('noRestaurant')}
      </p>
    );
  }
  return (
    <p className="mb-4 text-sm text-stone-600">
      {t('restaurantNote', { restaurant: view.chosen.nameEn })}
      {view.zoneDiffers
        ? ` ${t('zone', { restaurant: view.chosen.nameEn, zone: view.chosen.timezone })}`
        : null}
    </p>
  );
}

/** The setting a row has at the chosen restaurant (none: the brand's). */
function settingOf(view: LocationView, id: string): LocationSetting {
  return view.settings[id] ?? { offered: true, price: null, soldOutOn: null };
}

/**
 * A row's cells at the chosen restaurant (Items, Modifiers, Combos): its own price, whether it is
 * served there and whether it is sold out there today.
 */
export function RestaurantCells({
  view,
  restaurant,
  row,
}: {
  view: LocationView;
  restaurant: ConsoleRestaurant;
  row: Row;
}) {
  const setting = settingOf(view, row.id);
  return (
    <>
      <Td>
        <PriceHere row={row} restaurant={restaurant} setting={setting} />
      </Td>
      <Td>
        <ServedHere row={row} restaurant={restaurant} setting={setting} />
      </Td>
      <Td>
        <SoldOutHere row={row} restaurant={restaurant} setting={setting} today={view.today} />
      </Td>
    </>
  );
}

/** "Copy this restaurant's prices to…": for a new franchise, from one that is set up. */
export function CopyPrices({ view }: { view: LocationView }) {
  const t = useTranslations('admin.menuAt');
  const common = useTranslations('admin.common');
  const { run, pendingId } = useAdminAction();
  const [open, setOpen] = useState(false);
  const from = view.chosen;
  if (!from) return null;
  const others = view.restaurants.filter((r) => r.id !== from.id);
  if (others.length === 0) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const toIds = form.getAll('toIds').map(String);
    const result = await run(
      'copy',
      () => copyLocationPrices({ fromId: from.id, toIds, offered: form.get('offered') === 'on' }),
      {
        success: (data) => t('copyDone', { count: data.copied }),
        failure: t('copyFailed'),
      },
    );
    if (result.status === 'success') setOpen(false);
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Copy aria-hidden />
        {t('copy')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('copyTitle', { restaurant: from.nameEn })}
        description={t('copyHelp')}
        closeLabel={common('close')}
      >
        <form onSubmit={submit} className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold text-stone-900">
              {t('copyTargets')}
            </legend>
            {others.map((r) => (
              <CheckboxField
                key={r.id}
                id={`copy-to-${r.id}`}
                name="toIds"
                value={r.id}
                label={r.nameEn}
              />
            ))}
          </fieldset>
          <CheckboxField id="copy-offered" name="offered" label={t('copyOffered')} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {common('cancel')}
            </Button>
            <Button type="submit" disabled={pendingId === 'copy'}>
              {t('copyConfirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
