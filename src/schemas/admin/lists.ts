import { z } from '../zod';
import { recordId } from './fields';

export const SIGNUP_LISTS = ['newsletter', 'bronx'] as const;
export type SignupList = (typeof SIGNUP_LISTS)[number];

export const listFilterSchema = z.object({
  list: z.enum(SIGNUP_LISTS).catch('newsletter'),
  q: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type ListFilter = z.output<typeof listFilterSchema>;

export const listEntrySchema = z.object({ list: z.enum(SIGNUP_LISTS), id: recordId });
