import { z } from '../zod';
import { ROLES } from '@/lib/enums';
import { adminEmail, adminPassword } from './login';
import { recordId } from './fields';

export const setRoleSchema = z.object({
  userId: z.string().min(1).max(100),
  role: z.enum([...ROLES, 'none']),
});

export const userListFilterSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export const inviteSchema = z.object({ email: adminEmail, role: z.enum(ROLES) });

export const invitationIdSchema = z.object({ id: recordId });

/** The password is asked for only when the invited address has no account yet. */
export const acceptInvitationSchema = z.object({
  token: z.string().min(1).max(200),
  password: adminPassword.optional(),
});
