'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { formatPrice } from '@/lib/format';
import { decimalOfCents, type Cents } from '@/lib/money';
import type { LocationSetting } from '@/features/menu/rules/location-menu';
import { setLocationOffered, setLocationPrice, setLocationSoldOut } from '@/server/browser-actions';
import type { ConsoleRestaurant } from '@/features/menu/server/console-location';
import type { MenuKindInput } from '@/features/menu/schemas/menu-at';
import { badgeClass } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CheckboxField, Input } from '@/components/ui/controls';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useMessage } from '@/components/admin/use-message';

/** The row a cell belongs to (an item, a modifier option or a combo). */
export type Row = { kind: MenuKindInput; id: string; name: string; brandPrice: Cents };

/** What each of a row's cells at one restaurant is given. */
type CellProps = { row: Row; restaurant: ConsoleRestaurant; setting: LocationSetting };

/** The restaurant's own price: empty is the brand's; saved with Enter or Save. */
export function PriceHere({ row, restaurant, setting }: CellProps) {
  const t = useTranslations('admin.menuAt');
  const message = useMessage();
  const { run, pendingId } = useAdminAction();
  const saved = setting.price === null ? '' : decimalOfCents(setting.price);
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
export function ServedHere({ row, restaurant, setting }: CellProps) {
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
export function SoldOutHere({ row, restaurant, setting, today }: CellProps & { today: string }) {
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
