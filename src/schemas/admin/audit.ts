import { z } from '../zod';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .catch('');

export const auditFilterSchema = z.object({
  entity: z.string().trim().max(60).catch(''),
  actor: z.string().trim().max(200).catch(''),
  from: isoDate.optional().transform((v) => v ?? ''),
  to: isoDate.optional().transform((v) => v ?? ''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;
