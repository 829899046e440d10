import { z } from '@/schemas/zod';
import { centsOfDollars } from '@/lib/money';
import { PUBLISH_STATUSES } from '@/lib/enums';
import { nestFormKeys } from '@/lib/form-data';
import {
  flag,
  intField,
  numberField,
  recordId,
  optionalLongText,
  optionalRecordId,
  requiredText,
  sortField,
} from '@/schemas/admin/fields';

export const modifierGroupSchema = z
  .object({
    id: optionalRecordId,
    nameEn: requiredText('admin.validation.nameEnRequiredShort'),
    nameAr: requiredText('admin.validation.nameArRequiredShort'),
    required: flag,
    minSelect: intField(0).pipe(z.number().min(0, 'admin.validation.minSelect').max(100)),
    // Spec: blank becomes 1.
    maxSelect: intField(1).pipe(z.number().min(1, 'admin.validation.maxSelect').max(100)),
    sortOrder: sortField,
  })
  .refine((g) => g.minSelect <= g.maxSelect, {
    path: ['minSelect'],
    message: 'admin.validation.minAboveMax',
  });

export const modifierOptionSchema = z.object({
  id: optionalRecordId,
  groupId: z.uuid('admin.validation.groupRequired'),
  nameEn: requiredText('admin.validation.nameEnRequiredShort'),
  nameAr: requiredText('admin.validation.nameArRequiredShort'),
  priceDelta: numberField('admin.validation.priceDelta')
    .pipe(z.number().min(-100_000).max(100_000))
    .transform(centsOfDollars),
  sortOrder: sortField,
  isActive: flag,
});

export const COMBO_DISHES_MAX = 30;
export const COMBO_QUANTITY_MAX = 50;

/** How many of each dish a combo holds (`quantities.<dish id>`); 0 or blank: not in it. */
const quantities = z
  .record(z.uuid('errors.invalidInput'), intField(0, 'admin.combos.quantityInvalid'))
  .optional()
  .transform((all) =>
    Object.entries(all ?? {})
      .filter(([, quantity]) => quantity > 0)
      .map(([itemId, quantity]) => ({ itemId, quantity })),
  )
  .pipe(
    z
      .array(
        z.object({
          itemId: recordId,
          quantity: z.number().max(COMBO_QUANTITY_MAX, 'admin.combos.quantityInvalid'),
        }),
      )
      .max(COMBO_DISHES_MAX, 'admin.combos.tooManyDishes'),
  );

const comboFields = z.object({
  id: optionalRecordId,
  nameEn: requiredText('admin.validation.nameEnRequired'),
  nameAr: requiredText('admin.validation.nameArRequired'),
  descriptionEn: optionalLongText(),
  descriptionAr: optionalLongText(),
  basePrice: numberField('admin.validation.pricePositive')
    .pipe(z.number().min(0, 'admin.validation.pricePositive').max(100_000))
    .transform(centsOfDollars),
  status: z.enum(PUBLISH_STATUSES).catch('draft'),
  isActive: flag,
  sortOrder: sortField,
  quantities,
});

/** A combo as its dialog posts it (`quantities.<id>` nested). */
export const comboSchema = z.preprocess(nestFormKeys, comboFields);
