'use server';

import 'server-only';

import { nextActionDeps } from '../action-context';
import { deleteLocationAction, saveLocationAction } from './commands';

export async function saveLocationEntry(input: unknown) {
  return saveLocationAction(input, nextActionDeps);
}

export async function deleteLocationEntry(input: unknown) {
  return deleteLocationAction(input, nextActionDeps);
}
