'use server';

import 'server-only';

import { nextActionDeps } from '../action-context';
import { deleteSignupAction } from './commands';

export async function deleteSignup(input: unknown) {
  return deleteSignupAction(input, nextActionDeps);
}
