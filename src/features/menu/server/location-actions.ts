import 'server-only';

import {
  copyLocationSettingsSchema,
  locationOfferedSchema,
  locationPriceSchema,
  locationServingSchema,
  locationSoldOutSchema,
} from '@/features/menu/schemas/menu-at';
import { setServingAt } from './serving-at';
import { defineAction } from '@/server/action';
import {
  changeLocationSetting,
  copyLocationSettings,
  SETTING_ENTITY,
  type MenuKind,
  type SettingChange,
  type SettingChanged,
} from './location-mutations';

/*
 * One restaurant's own menu settings (offered, price, sold out today) for a dish, option or
 * combo. Staff limited to restaurants may change them at theirs (`locations`); each change is
 * audited with the restaurant and makes old only the pages that show it.
 */

function settingResult(kind: MenuKind, action: string, change: SettingChanged) {
  const at = { location: change.location.slug, locationName: change.location.nameEn };
  return {
    data: { ...change.after, locationId: change.location.id },
    audit: {
      action,
      entity: SETTING_ENTITY[kind],
      entityId: change.owner.id,
      before: { ...at, name: change.owner.nameEn, ...change.before },
      after: { ...at, name: change.owner.nameEn, ...change.after },
    },
    invalidates: change.tags,
  };
}

const atItsRestaurant = async (input: { locationId: string }) => [input.locationId];

async function changeSetting(
  tx: Parameters<typeof changeLocationSetting>[0],
  input: { kind: MenuKind; id: string; locationId: string },
  action: string,
  change: SettingChange,
) {
  const changed = await changeLocationSetting(tx, input.kind, input.id, input.locationId, change);
  return settingResult(input.kind, action, changed);
}

export const locationPriceAction = defineAction({
  area: 'menu',
  name: 'menu-location-price',
  entity: SETTING_ENTITY.item,
  schema: locationPriceSchema,
  locations: atItsRestaurant,
  run: ({ input, tx }) => changeSetting(tx, input, 'price', { price: input.price }),
});

export const locationOfferedAction = defineAction({
  area: 'menu',
  name: 'menu-location-offered',
  entity: SETTING_ENTITY.item,
  schema: locationOfferedSchema,
  locations: atItsRestaurant,
  run: ({ input, tx }) =>
    changeSetting(tx, input, input.offered ? 'offered' : 'not-offered', {
      offered: input.offered,
    }),
});

export const locationSoldOutAction = defineAction({
  area: 'menu',
  name: 'menu-location-sold-out',
  entity: SETTING_ENTITY.item,
  schema: locationSoldOutSchema,
  locations: atItsRestaurant,
  run: ({ input, tx }) =>
    changeSetting(tx, input, input.soldOut ? 'sold-out' : 'available', {
      soldOut: input.soldOut,
    }),
});

/** "Copy this restaurant's prices to…": the source and every target must be the person's. */
export const copyLocationSettingsAction = defineAction({
  area: 'menu',
  name: 'menu-location-copy',
  entity: 'location_menu',
  schema: copyLocationSettingsSchema,
  locations: async (input) => [input.fromId, ...input.toIds],
  run: async ({ input, tx }) => {
    const copied = await copyLocationSettings(tx, input.fromId, input.toIds, {
      offered: input.offered,
    });
    return {
      data: { copied: copied.copied },
      audit: {
        action: 'copy-prices',
        entityId: copied.from.id,
        after: {
          from: copied.from.slug,
          to: copied.to.map((r) => r.slug),
          offered: input.offered,
          changed: copied.copied,
        },
      },
      invalidates: copied.tags,
    };
  },
});

/** A restaurant's own serving times for a dish (none: the brand's). */
export const locationServingAction = defineAction({
  area: 'menu',
  name: 'menu-location-serving',
  entity: SETTING_ENTITY.item,
  schema: locationServingSchema,
  locations: atItsRestaurant,
  run: async ({ input, tx }) => {
    const changed = await setServingAt(tx, input.id, input.locationId, input.serving);
    const at = { location: changed.location.slug, locationName: changed.location.nameEn };
    return {
      data: { created: false, serving: changed.after },
      audit: {
        action: 'serving',
        entityId: changed.owner.id,
        before: { ...at, name: changed.owner.nameEn, serving: changed.before },
        after: { ...at, name: changed.owner.nameEn, serving: changed.after },
      },
      invalidates: changed.tags,
    };
  },
});
