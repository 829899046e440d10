import { z } from '../zod';
import { isCalendarDate } from '../common';

const isoDate = z.string().refine(isCalendarDate).catch('');

export const auditFilterSchema = z.object({
  entity: z.string().trim().max(60).catch(''),
  actor: z.string().trim().max(200).catch(''),
  from: isoDate.optional().transform((v) => v ?? ''),
  to: isoDate.optional().transform((v) => v ?? ''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;
