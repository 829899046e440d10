'use server';

import 'server-only';

import { nextActionDeps } from '../action-context';
import { removePasskeyAction, renamePasskeyAction } from './account-commands';

export async function renameMyPasskey(input: unknown) {
  return renamePasskeyAction(input, nextActionDeps);
}

export async function removeMyPasskey(input: unknown) {
  return removePasskeyAction(input, nextActionDeps);
}
