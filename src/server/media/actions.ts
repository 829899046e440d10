'use server';

import 'server-only';

import type { ActionState } from '@/lib/action-state';
import { nextActionDeps } from '../action-context';
import { logger } from '../logger';
import { deleteMediaAction, updateAltTextAction } from './commands';
import { menuMediaKey, menuMediaStorage } from './menu-media';

export async function updateMediaAltText(input: unknown) {
  return updateAltTextAction(input, nextActionDeps);
}

/** Deletes the row, then the stored file (spec: deleting removes the file too). */
export async function deleteMediaFile(input: unknown): Promise<ActionState<null>> {
  const result = await deleteMediaAction(input, nextActionDeps);
  if (result.status !== 'success') return result;
  const key = menuMediaKey(result.data.filePath);
  if (key) {
    try {
      await menuMediaStorage().remove(key);
    } catch (error) {
      logger.warn({ err: error, key }, 'media row deleted but its file could not be removed');
    }
  }
  return { status: 'success', data: null };
}
