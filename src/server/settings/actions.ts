'use server';

import 'server-only';

import { nextActionDeps } from '../action-context';
import { saveSettingsAction } from './commands';

export async function saveSettings(input: unknown) {
  return saveSettingsAction(input, nextActionDeps);
}
