'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { LocationSetting } from '@/features/menu/rules/location-menu';
import { servingOf, servingText } from '@/features/menu/rules/serving-time';
import { locationServingSchema } from '@/features/menu/schemas/menu-at';
import type { ConsoleRestaurant } from '@/features/menu/server/console-location';
import { setLocationServing } from '@/server/browser-actions';
import { EntityDialog } from '@/components/admin/entity-dialog';
import { Button } from '@/components/ui/button';
import { ServingFields } from './serving-fields';
import type { Row } from './at-location-cells';

/**
 * A dish's serving times at one restaurant (Items, at a restaurant): the brand's, or the
 * restaurant's own (breakfast until noon here), changed in a dialog; all blank is the brand's again.
 */
export function HoursHere({
  row,
  restaurant,
  setting,
}: {
  row: Row;
  restaurant: ConsoleRestaurant;
  setting: LocationSetting;
}) {
  const t = useTranslations('admin.menuAt');
  const [open, setOpen] = useState(false);
  const own = setting.serving ? servingOf(setting.serving) : null;
  const title = t('hoursTitle', { name: row.name, restaurant: restaurant.nameEn });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm">{own ? servingText([own], 'en') : t('brandHours')}</span>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={t('hoursChange', { name: row.name, restaurant: restaurant.nameEn })}
      >
        {t('change')}
      </Button>
      <EntityDialog
        open={open}
        onOpenChange={setOpen}
        recordId={row.id}
        recordKey={`${row.id}-${restaurant.id}-${open}`}
        idPrefix={`hours-${restaurant.id}-${row.id}`}
        schema={locationServingSchema}
        submit={setLocationServing}
        texts={{
          create: title,
          update: title,
          created: t('hoursSaved', { restaurant: restaurant.nameEn }),
          updated: t('hoursSaved', { restaurant: restaurant.nameEn }),
          failed: t('saveFailed'),
        }}
      >
        <input type="hidden" name="locationId" value={restaurant.id} />
        <p className="text-sm text-stone-600 sm:col-span-2">{t('hoursHint')}</p>
        <ServingFields idPrefix={`hours-${restaurant.id}-${row.id}`} value={setting.serving} />
      </EntityDialog>
    </div>
  );
}
