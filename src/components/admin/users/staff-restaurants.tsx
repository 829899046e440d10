'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { setStaffRestaurants } from '@/server/browser-actions';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/controls';
import { Dialog } from '@/components/ui/dialog';
import { useAdminAction } from '../use-admin-action';

/** A restaurant as Users & Roles names it. */
export type RestaurantChoice = { id: string; nameEn: string };

/** The restaurants someone is limited to, by name; "All restaurants" when none. */
export function restaurantsText(
  ids: readonly string[] | undefined,
  restaurants: readonly RestaurantChoice[],
  all: string,
): string {
  if (!ids || ids.length === 0) return all;
  return restaurants
    .filter((r) => ids.includes(r.id))
    .map((r) => r.nameEn)
    .join(', ');
}

/** Tick the restaurants a person works for; none ticked: every restaurant and the brand. */
export function RestaurantChoices({
  idPrefix,
  restaurants,
  chosen = [],
}: {
  idPrefix: string;
  restaurants: readonly RestaurantChoice[];
  chosen?: readonly string[];
}) {
  const t = useTranslations('admin.users');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('restaurantsLegend')}</legend>
      <p className="text-xs text-stone-600">{t('restaurantsHelp')}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {restaurants.map((r) => (
          <CheckboxField
            key={r.id}
            id={`${idPrefix}-${r.id}`}
            name="locationIds"
            value={r.id}
            defaultChecked={chosen.includes(r.id)}
            label={r.nameEn}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Users & Roles: the restaurants of one account, and changing them (owners: always all). */
export function StaffRestaurants({
  account,
  restaurants,
  chosen,
}: {
  account: { id: string; email: string; role: string | null };
  restaurants: readonly RestaurantChoice[];
  chosen: readonly string[];
}) {
  const t = useTranslations('admin');
  const { run, pendingId } = useAdminAction();
  const [open, setOpen] = useState(false);
  if (account.role === 'owner') {
    return <span className="text-sm text-stone-700">{t('users.allRestaurants')}</span>;
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const locationIds = new FormData(event.currentTarget).getAll('locationIds').map(String);
    const result = await run(
      account.id,
      () => setStaffRestaurants({ userId: account.id, locationIds }),
      {
        success: (data) =>
          data.restaurants === 0
            ? t('users.restaurantsCleared', { email: account.email })
            : t('users.restaurantsSaved', { email: account.email, count: data.restaurants }),
        failure: t('users.updateFailed'),
      },
    );
    if (result.status === 'success') setOpen(false);
  };
  return (
    <div className="flex min-w-40 flex-wrap items-center gap-2">
      <span className="text-sm text-stone-700">
        {restaurantsText(chosen, restaurants, t('users.allRestaurants'))}
      </span>
      <Button
        size="sm"
        variant="outline"
        aria-label={t('users.restaurantsFor', { email: account.email })}
        onClick={() => setOpen(true)}
      >
        {t('users.change')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('users.restaurantsTitle', { email: account.email })}
        closeLabel={t('common.close')}
      >
        <form onSubmit={submit} className="grid gap-4">
          <RestaurantChoices
            idPrefix={`staff-${account.id}`}
            restaurants={restaurants}
            chosen={chosen}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={pendingId === account.id}>
              {t('common.save')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
