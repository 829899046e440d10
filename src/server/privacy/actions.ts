'use server';

import 'server-only';

import { nextActionDeps } from '../action-context';
import { logger } from '../logger';
import { privateStorage } from '../storage/storage';
import { eraseVisitorDataAction, findVisitorDataAction } from './commands';

export async function findVisitorData(input: unknown) {
  return findVisitorDataAction(input, nextActionDeps);
}

export async function eraseVisitorData(input: unknown) {
  const result = await eraseVisitorDataAction(input, nextActionDeps);
  if (result.status !== 'success') return result;
  // The rows are gone (committed): now their attachments.
  for (const key of result.data.attachments) {
    await privateStorage()
      .remove(key)
      .catch((error: unknown) => logger.error({ err: error, key }, 'attachment not removed'));
  }
  return { status: 'success' as const, data: { counts: result.data.counts } };
}
