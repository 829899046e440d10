import { z } from '@/schemas/zod';
import { centsOfDollars } from '@/lib/money';
import { SPICE_MAX } from '@/lib/admin-limits';
import { ALLERGENS, DIETS, PUBLISH_STATUSES } from '@/lib/enums';
import { BUSINESS_TIME_ZONE } from '@/lib/time-zone';
import { checkServing, servingFields } from './serving';
import {
  choices,
  flag,
  intField,
  optionalLocalDateTime,
  recordIds,
  numberField,
  optionalRecordId,
  optionalLongText,
  recordId,
  requiredText,
  slugField,
  sortField,
} from '@/schemas/admin/fields';

export const TAGS_MAX = 12;
export const TAG_MAX_LENGTH = 40;
export const MODIFIER_GROUPS_PER_ITEM_MAX = 20;

/**
 * Shown on the public menu from / until, in the brand's time zone; the public menu follows the
 * dates within a minute (its pages are rendered again every minute).
 */
const visibleWindow = {
  visibleFrom: optionalLocalDateTime('admin.menu.dateTimeInvalid', BUSINESS_TIME_ZONE),
  visibleUntil: optionalLocalDateTime('admin.menu.dateTimeInvalid', BUSINESS_TIME_ZONE),
};
const windowInOrder = {
  check: (v: { visibleFrom: Date | null; visibleUntil: Date | null }) =>
    !v.visibleFrom || !v.visibleUntil || v.visibleFrom < v.visibleUntil,
  issue: { path: ['visibleUntil'], message: 'admin.menu.windowOrder' },
};

/** Free tags, comma separated ("spicy, family"); the vegetarian filter reads them too (spec). */
const tags = z
  .string()
  .max(TAGS_MAX * (TAG_MAX_LENGTH + 2), 'admin.validation.tooLong')
  .optional()
  .transform((v) => [
    ...new Set(
      (v ?? '')
        .split(/[,،]/)
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().max(TAG_MAX_LENGTH, 'admin.items.tagTooLong'))
      .max(TAGS_MAX, 'admin.items.tagsTooMany'),
  );

export const categorySchema = z
  .object({
    id: optionalRecordId,
    slug: slugField,
    titleEn: requiredText('admin.validation.titleEnRequired'),
    titleAr: requiredText('admin.validation.titleArRequired'),
    sort: sortField,
    ...visibleWindow,
    ...servingFields,
  })
  .refine(windowInOrder.check, windowInOrder.issue)
  .superRefine(checkServing);
export type CategoryInput = z.input<typeof categorySchema>;

/** The full new order: every category id, first to last. */
export const reorderSchema = z.object({ ids: z.array(recordId).min(1).max(500) });

const price = numberField('admin.validation.pricePositive').pipe(
  z.number().min(0, 'admin.validation.pricePositive').max(100_000),
);

export const menuItemSchema = z
  .object({
    id: optionalRecordId,
    nameEn: requiredText('admin.validation.nameEnRequired'),
    nameAr: requiredText('admin.validation.nameArRequired'),
    descriptionEn: optionalLongText(),
    descriptionAr: optionalLongText(),
    categorySlug: requiredText('admin.validation.categoryRequired', 120),
    slug: slugField,
    price: price.transform(centsOfDollars),
    status: z.enum(PUBLISH_STATUSES).catch('draft'),
    isActive: flag,
    spiceLevel: intField(0).pipe(
      z
        .number()
        .min(0, 'admin.validation.spiceRange')
        .max(SPICE_MAX, 'admin.validation.spiceRange'),
    ),
    calories: intField(0).pipe(z.number().min(0, 'admin.validation.caloriesMin').max(100_000)),
    sortOrder: sortField,
    tags,
    isSignature: flag,
    allergens: choices(ALLERGENS, 'errors.invalidInput'),
    diets: choices(DIETS, 'errors.invalidInput'),
    modifierGroupIds: recordIds(MODIFIER_GROUPS_PER_ITEM_MAX, 'errors.invalidInput'),
    /** A picture of the Media Library to use as the dish's photo (blank: keep the photo). */
    libraryPhotoId: recordId.optional().or(z.literal('').transform(() => undefined)),
    ...visibleWindow,
    ...servingFields,
  })
  .refine(windowInOrder.check, windowInOrder.issue)
  .superRefine(checkServing);
export type MenuItemInput = z.input<typeof menuItemSchema>;

/** One tap: sold out today (back the next day by itself), or available again. */
export const itemSoldOutSchema = z.object({ id: recordId, soldOut: z.boolean() });

export const itemStatusSchema = z.object({ id: recordId, status: z.enum(PUBLISH_STATUSES) });

/** The menu screens' restaurant (its slug); blank: all restaurants (the brand menu). */
export const restaurantParam = z.string().trim().max(120).catch('');

export const itemListFilterSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  location: restaurantParam,
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
