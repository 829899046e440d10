import { z } from '../zod';
import { ROLES } from '@/lib/enums';
import { adminEmail, adminPassword } from './login';
import { recordId, recordIds } from './fields';

/** How many restaurants one person may be limited to (a brand's whole estate, with room). */
export const STAFF_RESTAURANTS_MAX = 100;

/** Ticked restaurants (`locationIds`); none: not limited to any. */
const restaurants = recordIds(STAFF_RESTAURANTS_MAX, 'errors.invalidInput');

export const setRoleSchema = z.object({
  userId: z.string().min(1).max(100),
  role: z.enum([...ROLES, 'none']),
});

export const userListFilterSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export const inviteSchema = z.object({
  email: adminEmail,
  role: z.enum(ROLES),
  locationIds: restaurants,
});

/** The restaurants a manager or editor works for (none: all, and the brand). */
export const setStaffLocationsSchema = z.object({
  userId: z.string().min(1).max(100),
  locationIds: restaurants,
});

export const invitationIdSchema = z.object({ id: recordId });

/** The password is asked for only when the invited address has no account yet. */
export const acceptInvitationSchema = z.object({
  token: z.string().min(1).max(200),
  password: adminPassword.optional(),
});
