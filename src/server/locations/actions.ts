import 'server-only';
import { locationIdSchema, locationSchema } from '@/schemas/admin/locations';
import { isLimited } from '@/lib/location-scope';
import { defineAction, removedResult, savedResult } from '../action';
import { deleteLocation, saveLocation } from './mutations';

/** Managers keep the locations (details, hours, special hours, links); the public site follows. */
export const saveLocationAction = defineAction({
  name: 'location-save',
  area: 'locations',
  entity: 'location',
  schema: locationSchema,
  // The brand menu names the restaurants and whether their prices differ.
  invalidates: ['locations', 'menu'],
  // A restaurant's own staff keep its details and hours; a new restaurant is the brand's.
  locations: async (input) => (input.id ? [input.id] : []),
  run: async ({ input, tx, meta }) =>
    savedResult(
      await saveLocation(tx, input, {
        restaurantOnly: isLimited(meta.actor?.locations ?? null),
        owner: meta.actor?.role === 'owner',
      }),
    ),
});

export const deleteLocationAction = defineAction({
  name: 'location-delete',
  area: 'locations',
  entity: 'location',
  schema: locationIdSchema,
  // The brand menu names the restaurants and whether their prices differ.
  invalidates: ['locations', 'menu'],
  run: async ({ input, tx }) => removedResult(await deleteLocation(tx, input.id)),
});
