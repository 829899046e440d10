'use server';

import 'server-only';

import { nextActionDeps } from '../action-context';
import {
  inviteStaffAction,
  resendInvitationAction,
  revokeInvitationAction,
  setRoleAction,
} from './commands';

export async function setStaffRole(input: unknown) {
  return setRoleAction(input, nextActionDeps);
}

export async function inviteStaff(input: unknown) {
  return inviteStaffAction(input, nextActionDeps);
}

export async function resendInvitation(input: unknown) {
  return resendInvitationAction(input, nextActionDeps);
}

export async function revokeInvitation(input: unknown) {
  return revokeInvitationAction(input, nextActionDeps);
}
