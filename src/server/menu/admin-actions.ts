'use server';

import 'server-only';

import type { ActionState } from '@/lib/action-state';
import { nextActionDeps } from '../action-context';
import { logger } from '../logger';
import { menuMediaKey, menuMediaStorage } from '../media/menu-media';
import {
  deleteCategoryAction,
  deleteComboAction,
  deleteModifierGroupAction,
  deleteModifierOptionAction,
  saveComboAction,
  saveModifierGroupAction,
  saveModifierOptionAction,
  deleteItemAction,
  itemStatusAction,
  removePhotoAction,
  reorderCategoriesAction,
  saveCategoryAction,
  saveInstagramUrlAction,
  saveItemAction,
  uploadPhotoAction,
} from './admin-commands';

/** Deletes a stored file once the row that used it has changed; a failure is only logged. */
async function removeStoredPhoto(url: string | null | undefined) {
  const key = menuMediaKey(url);
  if (!key) return;
  try {
    await menuMediaStorage().remove(key);
  } catch (error) {
    logger.warn({ err: error, key }, 'could not remove a replaced photo');
  }
}

export async function saveCategoryEntry(input: unknown) {
  return saveCategoryAction(input, nextActionDeps);
}

export async function deleteCategoryEntry(input: unknown) {
  return deleteCategoryAction(input, nextActionDeps);
}

export async function reorderCategoryEntries(input: unknown) {
  return reorderCategoriesAction(input, nextActionDeps);
}

export async function saveMenuItemEntry(input: unknown) {
  return saveItemAction(input, nextActionDeps);
}

export async function setMenuItemStatus(input: unknown) {
  return itemStatusAction(input, nextActionDeps);
}

export async function deleteMenuItemEntry(input: unknown): Promise<ActionState<null>> {
  const result = await deleteItemAction(input, nextActionDeps);
  if (result.status !== 'success') return result;
  await removeStoredPhoto(result.data.photoUrl);
  return { status: 'success', data: null };
}

export async function uploadMenuItemPhoto(
  input: FormData,
): Promise<ActionState<{ photoUrl: string | null }>> {
  const result = await uploadPhotoAction(input, nextActionDeps);
  if (result.status !== 'success') return result;
  await removeStoredPhoto(result.data.previous);
  return { status: 'success', data: { photoUrl: result.data.photoUrl } };
}

export async function removeMenuItemPhoto(input: unknown): Promise<ActionState<null>> {
  const result = await removePhotoAction(input, nextActionDeps);
  if (result.status !== 'success') return result;
  await removeStoredPhoto(result.data.previous);
  return { status: 'success', data: null };
}

export async function saveModifierGroupEntry(input: unknown) {
  return saveModifierGroupAction(input, nextActionDeps);
}

export async function deleteModifierGroupEntry(input: unknown) {
  return deleteModifierGroupAction(input, nextActionDeps);
}

export async function saveModifierOptionEntry(input: unknown) {
  return saveModifierOptionAction(input, nextActionDeps);
}

export async function deleteModifierOptionEntry(input: unknown) {
  return deleteModifierOptionAction(input, nextActionDeps);
}

export async function saveComboEntry(input: unknown) {
  return saveComboAction(input, nextActionDeps);
}

export async function deleteComboEntry(input: unknown) {
  return deleteComboAction(input, nextActionDeps);
}

export async function saveInstagramUrl(input: unknown) {
  return saveInstagramUrlAction(input, nextActionDeps);
}
