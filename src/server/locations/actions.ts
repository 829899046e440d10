import 'server-only';
import { locationIdSchema, locationSchema } from '@/schemas/admin/locations';
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
  run: async ({ input, tx }) => savedResult(await saveLocation(tx, input)),
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
