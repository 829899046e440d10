'use client';

import { Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { formatPrice } from '@/lib/format';
import type { LocationSetting } from '@/lib/location-menu';
import {
  copyLocationPrices,
  setLocationOffered,
  setLocationPrice,
  setLocationSoldOut,
} from '@/server/browser-actions';
import type { ConsoleRestaurant, LocationView } from '@/server/menu/console-location';
import type { MenuKindInput } from '@/schemas/admin/menu-at';
import { badgeClass } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CheckboxField, Input, Select } from '@/components/ui/controls';
import { Dialog } from '@/components/ui/dialog';
import { Td } from '@/components/ui/table';
import { useAdminAction } from '../use-admin-action';
import { useUrlFilters } from '../use-url-filters';
import { useMessage } from '../use-message';

/**
 * The menu screens at one restaurant (Items, Modifiers, Combos): the restaurant selector, and per
 * row that restaurant's price, whether it serves it and whether it is sold out there today. The
 * server decides (server/menu/actions.ts); these only ask.
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

type Row = { kind: MenuKindInput; id: string; name: string; brandPrice: number };

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

/** The restaurant's own price: empty is the brand's; saved with Enter or Save. */
export function PriceHere({
  row,
  restaurant,
  setting,
}: {
  row: Row;
  restaurant: ConsoleRestaurant;
  setting: LocationSetting;
}) {
  const t = useTranslations('admin.menuAt');
  const message = useMessage();
  const { run, pendingId } = useAdminAction();
  const saved = setting.price === null ? '' : setting.price.toFixed(2);
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const inputId = `price-${restaurant.id}-${row.id}`;
  const errorId = `${inputId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === saved) return;
    const result = await run(
      row.id,
      () =>
        setLocationPrice({ kind: row.kind, id: row.id, locationId: restaurant.id, price: value }),
      {
        success: (data) =>
          data.price === null
            ? t('priceCleared', { restaurant: restaurant.nameEn })
            : t('priceSaved', { restaurant: restaurant.nameEn }),
        failure: t('priceFailed'),
      },
    );
    const field = result.status === 'error' ? result.fieldErrors?.price : undefined;
    setError(field ? message(field) : null);
  };

  return (
    <form onSubmit={submit} noValidate className="flex items-start gap-1.5">
      <div>
        <label htmlFor={inputId} className="sr-only">
          {t('priceLabel', { restaurant: restaurant.nameEn, name: row.name })}
        </label>
        <Input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={formatPrice(row.brandPrice)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-24 tabular-nums"
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-1 max-w-40 text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={pendingId === row.id || value.trim() === saved}
      >
        {t('save')}
      </Button>
    </form>
  );
}

/** Served at this restaurant or not. */
export function ServedHere({
  row,
  restaurant,
  setting,
}: {
  row: Row;
  restaurant: ConsoleRestaurant;
  setting: LocationSetting;
}) {
  const t = useTranslations('admin.menuAt');
  const { run, pendingId } = useAdminAction();
  const id = `served-${restaurant.id}-${row.id}`;
  return (
    <CheckboxField
      id={id}
      checked={setting.offered}
      disabled={pendingId === row.id}
      onChange={(e) => {
        const offered = e.currentTarget.checked;
        void run(
          row.id,
          () =>
            setLocationOffered({ kind: row.kind, id: row.id, locationId: restaurant.id, offered }),
          {
            success: offered
              ? t('servedOn', { restaurant: restaurant.nameEn })
              : t('servedOff', { restaurant: restaurant.nameEn }),
            failure: t('saveFailed'),
          },
        );
      }}
      label={
        <>
          <span aria-hidden>{setting.offered ? t('served') : t('notServed')}</span>
          <span className="sr-only">
            {t('servedLabel', { restaurant: restaurant.nameEn, name: row.name })}
          </span>
        </>
      }
    />
  );
}

/** Sold out today at this restaurant (back after its own midnight), or available. */
export function SoldOutHere({
  row,
  restaurant,
  setting,
  today,
}: {
  row: Row;
  restaurant: ConsoleRestaurant;
  setting: LocationSetting;
  today: string;
}) {
  const t = useTranslations('admin.menuAt');
  const { run, pendingId } = useAdminAction();
  const soldOut = setting.soldOutOn === today;
  return (
    <button
      type="button"
      onClick={() =>
        void run(
          row.id,
          () =>
            setLocationSoldOut({
              kind: row.kind,
              id: row.id,
              locationId: restaurant.id,
              soldOut: !soldOut,
            }),
          {
            success: soldOut
              ? t('availableDone', { restaurant: restaurant.nameEn })
              : t('soldOutDone', { restaurant: restaurant.nameEn }),
            failure: t('saveFailed'),
          },
        )
      }
      disabled={pendingId === row.id}
      aria-pressed={soldOut}
      aria-label={t('soldOutLabel', { restaurant: restaurant.nameEn, name: row.name })}
      className={`${badgeClass(soldOut ? 'warning' : 'outline')} cursor-pointer whitespace-nowrap`}
    >
      {soldOut ? t('soldOut') : t('available')}
    </button>
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
