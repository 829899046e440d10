import 'server-only';
import { locationIdSchema, locationSchema } from '@/schemas/admin/locations';
import { defineAction } from '../action';
import { deleteLocation, saveLocation } from './mutations';

/** Managers keep the locations (details, hours, special hours, links); the public site follows. */
export const saveLocationAction = defineAction({
  name: 'location-save',
  area: 'locations',
  entity: 'location',
  schema: locationSchema,
  invalidates: ['locations'],
  run: ({ input, tx }) => saveLocation(tx, input),
});

export const deleteLocationAction = defineAction({
  name: 'location-delete',
  area: 'locations',
  entity: 'location',
  schema: locationIdSchema,
  invalidates: ['locations'],
  run: ({ input, tx }) => deleteLocation(tx, input.id),
});
