import 'server-only';

import { z } from 'zod';
import { PHOTO_MAX_BYTES } from '@/lib/admin-limits';
import {
  categorySchema,
  instagramUrlSchema,
  itemSoldOutSchema,
  itemStatusSchema,
  menuItemSchema,
  reorderSchema,
} from '@/features/menu/schemas/menu';
import { idSchema, recordId } from '@/schemas/admin/fields';
import {
  comboSchema,
  modifierGroupSchema,
  modifierOptionSchema,
} from '@/features/menu/schemas/modifiers';
import { defineAction, removedResult, savedResult } from '@/server/action';
import { Refusal } from '@/server/refusal';
import {
  checkImage,
  menuMediaStorage,
  menuMediaUrl,
  removeItemPhoto,
} from '@/server/media/menu-media';
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
import { setSoldOutEverywhere } from './location-mutations';

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
  run: async ({ input, tx }) => savedResult(await saveCategory(tx, input)),
});

export const deleteCategoryAction = defineAction({
  ...menuAction,
  name: 'category-delete',
  entity: 'menu_category',
  schema: idSchema,
  run: async ({ input, tx }) => removedResult(await deleteCategory(tx, input.id)),
});

export const reorderCategoriesAction = defineAction({
  ...menuAction,
  name: 'category-reorder',
  entity: 'menu_category',
  schema: reorderSchema,
  run: async ({ input, tx }) => {
    const order = await reorderCategories(tx, input.ids);
    return { data: null, audit: { action: 'reorder', ...order } };
  },
});

export const saveItemAction = defineAction({
  ...menuAction,
  name: 'menu-item-save',
  entity: 'menu_item',
  schema: menuItemSchema,
  run: async ({ input, tx }) => {
    const saved = await saveMenuItem(tx, input);
    const result = savedResult(saved);
    const replaced =
      saved.before?.photoUrl !== saved.after.photoUrl ? saved.before?.photoUrl : null;
    return { ...result, data: { ...result.data, previous: replaced ?? null } };
  },
  // A photo replaced by a Media Library picture goes once the row no longer names it.
  afterCommit: (data) => removeItemPhoto(data.previous),
});

/** "Sold out today" at every restaurant (the console's "All restaurants"): brand-wide. */
export const itemSoldOutAction = defineAction({
  ...menuAction,
  name: 'menu-item-sold-out',
  entity: 'menu_item',
  schema: itemSoldOutSchema,
  run: async ({ input, tx }) => {
    const change = await setSoldOutEverywhere(tx, input.id, input.soldOut);
    return {
      data: { soldOutOn: change.after.soldOutOn },
      audit: {
        action: input.soldOut ? 'sold-out' : 'available',
        entityId: input.id,
        before: { location: 'all', ...change.before },
        after: { location: 'all', ...change.after },
      },
    };
  },
});

export const itemStatusAction = defineAction({
  ...menuAction,
  name: 'menu-item-status',
  entity: 'menu_item',
  schema: itemStatusSchema,
  run: async ({ input, tx }) => {
    const change = await updateMenuItem(tx, input.id, { status: input.status });
    return {
      data: { status: change.after.status },
      audit: { action: 'status', entityId: input.id, ...change },
    };
  },
});

export const deleteItemAction = defineAction({
  ...menuAction,
  name: 'menu-item-delete',
  entity: 'menu_item',
  schema: idSchema,
  run: async ({ input, tx }) => {
    const removed = await deleteMenuItem(tx, input.id);
    return { ...removedResult(removed), data: { photoUrl: removed.before.photoUrl } };
  },
  // The photo file goes once the row is gone.
  afterCommit: (data) => removeItemPhoto(data.photoUrl),
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
      throw new Refusal(key, { photo: key });
    }
    const item = await lockMenuItem(tx, input.id);
    // Spec: menu-items/{itemId}-{timestamp}.{extension}
    const key = `menu-items/${item.id}-${Date.now()}.${image.extension}`;
    await menuMediaStorage().put(key, image.bytes, image.mime);
    try {
      const change = await updateMenuItem(tx, item.id, { photoUrl: menuMediaUrl(key) });
      return {
        data: { photoUrl: change.after.photoUrl, previous: item.photoUrl },
        audit: { action: 'photo', entityId: item.id, ...change },
      };
    } catch (error) {
      await menuMediaStorage().remove(key);
      throw error;
    }
  },
  afterCommit: (data) => removeItemPhoto(data.previous),
});

export const removePhotoAction = defineAction({
  ...menuAction,
  name: 'menu-item-photo-remove',
  entity: 'menu_item',
  schema: idSchema,
  run: async ({ input, tx }) => {
    const change = await updateMenuItem(tx, input.id, { photoUrl: null });
    return {
      data: { previous: change.before.photoUrl },
      audit: { action: 'photo-remove', entityId: input.id, ...change },
    };
  },
  afterCommit: (data) => removeItemPhoto(data.previous),
});

export const saveModifierGroupAction = defineAction({
  ...menuAction,
  name: 'modifier-group-save',
  entity: 'modifier_group',
  schema: modifierGroupSchema,
  run: async ({ input, tx }) => savedResult(await saveModifierGroup(tx, input)),
});

export const deleteModifierGroupAction = defineAction({
  ...menuAction,
  name: 'modifier-group-delete',
  entity: 'modifier_group',
  schema: idSchema,
  run: async ({ input, tx }) => removedResult(await deleteModifierGroup(tx, input.id)),
});

export const saveModifierOptionAction = defineAction({
  ...menuAction,
  name: 'modifier-option-save',
  entity: 'modifier_option',
  schema: modifierOptionSchema,
  run: async ({ input, tx }) => savedResult(await saveModifierOption(tx, input)),
});

export const deleteModifierOptionAction = defineAction({
  ...menuAction,
  name: 'modifier-option-delete',
  entity: 'modifier_option',
  schema: idSchema,
  run: async ({ input, tx }) => removedResult(await deleteModifierOption(tx, input.id)),
});

export const saveComboAction = defineAction({
  ...menuAction,
  name: 'combo-save',
  entity: 'combo',
  schema: comboSchema,
  run: async ({ input, tx }) => savedResult(await saveCombo(tx, input)),
});

export const deleteComboAction = defineAction({
  ...menuAction,
  name: 'combo-delete',
  entity: 'combo',
  schema: idSchema,
  run: async ({ input, tx }) => removedResult(await deleteCombo(tx, input.id)),
});

/** Spec: the Instagram post URL is kept in seo_slug. */
export const saveInstagramUrlAction = defineAction({
  ...menuAction,
  name: 'menu-item-instagram-url',
  entity: 'menu_item',
  schema: instagramUrlSchema,
  run: async ({ input, tx }) => {
    const change = await updateMenuItem(tx, input.id, { seoSlug: input.url });
    return { data: null, audit: { action: 'instagram-url', entityId: input.id, ...change } };
  },
});
