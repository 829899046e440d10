'use server';

import 'server-only';

import { nextActionDeps } from '../action-context';
import { setRoleAction } from './commands';

export async function setStaffRole(input: unknown) {
  return setRoleAction(input, nextActionDeps);
}
