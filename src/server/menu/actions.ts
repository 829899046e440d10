import 'server-only';

import { z } from 'zod';
import { PHOTO_MAX_BYTES } from '@/lib/admin-limits';
import {
  categorySchema,
  idSchema,
  instagramUrlSchema,
  itemStatusSchema,
  menuItemSchema,
  reorderSchema,
} from '@/schemas/admin/menu';
import { recordId } from '@/schemas/admin/fields';
import { comboSchema, modifierGroupSchema, modifierOptionSchema } from '@/schemas/admin/modifiers';
import { ActionError, defineAction } from '../action';
import { checkImage, menuMediaStorage, menuMediaUrl, removeMenuMedia } from '../media/menu-media';
import {
  deleteCategory,
  deleteCombo,
  deleteModifierGroup,
  deleteModifierOption,
  saveCombo,
  saveModifierGroup,
  saveModifierOption,
  deleteMenuItem,
  lockMenuItem,
  reorderCategories,
  saveCategory,
  saveMenuItem,
  updateMenuItem,
} from './mutations';

/**
 * The menu screens' actions (area, schema, audit entity, cache tags), each a call into
 * mutations.ts; the browser reaches them through server/browser-actions.ts.
 */
const menuAction = { area: 'menu', invalidates: ['menu'] } as const;

export const saveCategoryAction = defineAction({
  ...menuAction,
  name: 'category-save',
  entity: 'menu_category',
  schema: categorySchema,
  run: ({ input, tx }) => saveCategory(tx, input),
});

export const deleteCategoryAction = defineAction({
  ...menuAction,
  name: 'category-delete',
  entity: 'menu_category',
  schema: idSchema,
  run: ({ input, tx }) => deleteCategory(tx, input.id),
});

export const reorderCategoriesAction = defineAction({
  ...menuAction,
  name: 'category-reorder',
  entity: 'menu_category',
  schema: reorderSchema,
  run: ({ input, tx }) => reorderCategories(tx, input.ids),
});

export const saveItemAction = defineAction({
  ...menuAction,
  name: 'menu-item-save',
  entity: 'menu_item',
  schema: menuItemSchema,
  run: ({ input, tx }) => saveMenuItem(tx, input),
});

export const itemStatusAction = defineAction({
  ...menuAction,
  name: 'menu-item-status',
  entity: 'menu_item',
  schema: itemStatusSchema,
  run: async ({ input, tx }) => {
    const result = await updateMenuItem(tx, input.id, { status: input.status }, 'status');
    return { ...result, data: { status: result.data.status } };
  },
});

export const deleteItemAction = defineAction({
  ...menuAction,
  name: 'menu-item-delete',
  entity: 'menu_item',
  schema: idSchema,
  run: ({ input, tx }) => deleteMenuItem(tx, input.id),
  // The photo file goes once the row is gone.
  afterCommit: (data) => removeMenuMedia(data.photoUrl),
});

const photoSchema = z.object({ id: recordId, photo: z.unknown() });

export const uploadPhotoAction = defineAction({
  ...menuAction,
  name: 'menu-item-photo',
  entity: 'menu_item',
  schema: photoSchema,
  run: async ({ input, tx }) => {
    const image = await checkImage(input.photo, PHOTO_MAX_BYTES);
    if (!image.ok) {
      const key = image.reason === 'size' ? 'admin.errors.photoSize' : 'admin.errors.photoType';
      throw new ActionError(key, { photo: key });
    }
    const item = await lockMenuItem(tx, input.id);
    // Spec: menu-items/{itemId}-{timestamp}.{extension}
    const key = `menu-items/${item.id}-${Date.now()}.${image.extension}`;
    await menuMediaStorage().put(key, image.bytes, image.mime);
    try {
      const result = await updateMenuItem(tx, item.id, { photoUrl: menuMediaUrl(key) }, 'photo');
      return { ...result, data: { photoUrl: result.data.photoUrl, previous: item.photoUrl } };
    } catch (error) {
      await menuMediaStorage().remove(key);
      throw error;
    }
  },
  afterCommit: (data) => removeMenuMedia(data.previous),
});

export const removePhotoAction = defineAction({
  ...menuAction,
  name: 'menu-item-photo-remove',
  entity: 'menu_item',
  schema: idSchema,
  run: async ({ input, tx }) => {
    const result = await updateMenuItem(tx, input.id, { photoUrl: null }, 'photo-remove');
    return {
      ...result,
      data: { previous: (result.audit?.before as { photoUrl: string | null }).photoUrl },
    };
  },
  afterCommit: (data) => removeMenuMedia(data.previous),
});

export const saveModifierGroupAction = defineAction({
  ...menuAction,
  name: 'modifier-group-save',
  entity: 'modifier_group',
  schema: modifierGroupSchema,
  run: ({ input, tx }) => saveModifierGroup(tx, input),
});

export const deleteModifierGroupAction = defineAction({
  ...menuAction,
  name: 'modifier-group-delete',
  entity: 'modifier_group',
  schema: idSchema,
  run: ({ input, tx }) => deleteModifierGroup(tx, input.id),
});

export const saveModifierOptionAction = defineAction({
  ...menuAction,
  name: 'modifier-option-save',
  entity: 'modifier_option',
  schema: modifierOptionSchema,
  run: ({ input, tx }) => saveModifierOption(tx, input),
});

export const deleteModifierOptionAction = defineAction({
  ...menuAction,
  name: 'modifier-option-delete',
  entity: 'modifier_option',
  schema: idSchema,
  run: ({ input, tx }) => deleteModifierOption(tx, input.id),
});

export const saveComboAction = defineAction({
  ...menuAction,
  name: 'combo-save',
  entity: 'combo',
  schema: comboSchema,
  run: ({ input, tx }) => saveCombo(tx, input),
});

export const deleteComboAction = defineAction({
  ...menuAction,
  name: 'combo-delete',
  entity: 'combo',
  schema: idSchema,
  run: ({ input, tx }) => deleteCombo(tx, input.id),
});

/** Spec: the Instagram post URL is kept in seo_slug. */
export const saveInstagramUrlAction = defineAction({
  ...menuAction,
  name: 'menu-item-instagram-url',
  entity: 'menu_item',
  schema: instagramUrlSchema,
  run: async ({ input, tx }) => {
    const result = await updateMenuItem(tx, input.id, { seoSlug: input.url }, 'instagram-url');
    return { ...result, data: null };
  },
});
