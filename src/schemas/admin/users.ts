import { z } from '../zod';
import { ROLES } from '@/lib/enums';

export const setRoleSchema = z.object({
  userId: z.string().min(1).max(100),
  role: z.enum([...ROLES, 'none']),
});

export const userListFilterSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
