'use server';

import 'server-only';

import { nextActionDeps } from '../action-context';
import { updateInboxAction } from './commands';

export async function updateInboxEntry(input: unknown) {
  return updateInboxAction(input, nextActionDeps);
}
