'use server';

import 'server-only';

import { nextActionDeps } from '../action-context';
import {
  endMyOtherSessionsAction,
  endMySessionAction,
  endStaffSessionsAction,
  removePasskeyAction,
  renamePasskeyAction,
  saveSecurityPolicyAction,
} from './account-commands';

export async function renameMyPasskey(input: unknown) {
  return renamePasskeyAction(input, nextActionDeps);
}

export async function removeMyPasskey(input: unknown) {
  return removePasskeyAction(input, nextActionDeps);
}

export async function endMySession(input: unknown) {
  return endMySessionAction(input, nextActionDeps);
}

export async function endMyOtherSessions(input: unknown) {
  return endMyOtherSessionsAction(input, nextActionDeps);
}

export async function endStaffSessions(input: unknown) {
  return endStaffSessionsAction(input, nextActionDeps);
}

export async function saveSecurityPolicy(input: unknown) {
  return saveSecurityPolicyAction(input, nextActionDeps);
}
