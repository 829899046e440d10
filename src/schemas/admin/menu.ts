import { z } from '../zod';
import { SPICE_MAX } from '@/lib/admin-limits';
import { PUBLISH_STATUSES } from '@/lib/enums';
import {
  flag,
  intField,
  numberField,
  optionalRecordId,
  optionalLongText,
  recordId,
  requiredText,
  slugField,
  sortField,
} from './fields';

export const idSchema = z.object({ id: recordId });

export const categorySchema = z.object({
  id: optionalRecordId,
  slug: slugField,
  titleEn: requiredText('admin.validation.titleEnRequired'),
  titleAr: requiredText('admin.validation.titleArRequired'),
  sort: sortField,
});
export type CategoryInput = z.input<typeof categorySchema>;

/** The full new order: every category id, first to last. */
export const reorderSchema = z.object({ ids: z.array(recordId).min(1).max(500) });

const price = numberField('admin.validation.pricePositive').pipe(
  z.number().min(0, 'admin.validation.pricePositive').max(100_000),
);

export const menuItemSchema = z.object({
  id: optionalRecordId,
  nameEn: requiredText('admin.validation.nameEnRequired'),
  nameAr: requiredText('admin.validation.nameArRequired'),
  descriptionEn: optionalLongText(),
  descriptionAr: optionalLongText(),
  categorySlug: requiredText('admin.validation.categoryRequired', 120),
  slug: slugField,
  price: price.transform((v) => Math.round(v * 100) / 100),
  status: z.enum(PUBLISH_STATUSES).catch('draft'),
  isActive: flag,
  spiceLevel: intField(0).pipe(
    z.number().min(0, 'admin.validation.spiceRange').max(SPICE_MAX, 'admin.validation.spiceRange'),
  ),
  calories: intField(0).pipe(z.number().min(0, 'admin.validation.caloriesMin').max(100_000)),
  sortOrder: sortField,
});
export type MenuItemInput = z.input<typeof menuItemSchema>;

export const itemStatusSchema = z.object({ id: recordId, status: z.enum(PUBLISH_STATUSES) });

export const itemListFilterSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  category: z.string().trim().max(120).catch(''),
  status: z.enum(['all', ...PUBLISH_STATUSES]).catch('all'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type ItemListFilter = z.output<typeof itemListFilterSchema>;

/** Spec: both a selected item and a URL are required; the URL's format is not checked. */
export const instagramUrlSchema = z.object({
  id: z.uuid('admin.instagram.selectAndUrl'),
  url: z
    .string('admin.instagram.selectAndUrl')
    .trim()
    .min(1, 'admin.instagram.selectAndUrl')
    .max(500, 'admin.validation.tooLong'),
});

export const instagramFilterSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
