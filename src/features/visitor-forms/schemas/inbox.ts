import { z } from '@/schemas/zod';
import { isCalendarDate } from '@/schemas/common';
import { INBOX_NOTES_MAX, INBOX_SORTS, INBOX_STATUSES, type InboxKind } from '@/lib/inbox';
import { recordId } from '@/schemas/admin/fields';

const isoDate = z
  .string()
  .refine(isCalendarDate)
  .optional()
  .catch(undefined)
  .transform((v) => v ?? '');
const word = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((v) => v ?? '');

/** An inbox's filters as they appear in the URL (unknown values fall back to "all"). */
export const inboxFilterSchema = z.object({
  q: word(100),
  status: word(40),
  type: word(40),
  position: word(40),
  location: word(120),
  rating: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
  from: isoDate,
  to: isoDate,
  sort: z.enum(INBOX_SORTS).catch('newest'),
  view: z.enum(['table', 'board']).catch('table'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type InboxFilter = z.output<typeof inboxFilterSchema>;

const notes = z
  .string()
  .trim()
  .max(INBOX_NOTES_MAX, 'admin.validation.tooLong')
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

const update = <K extends InboxKind>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    id: recordId,
    status: z.enum(INBOX_STATUSES[kind] as unknown as [string, ...string[]], {
      error: 'admin.inbox.statusRequired',
    }),
    /** Left out: the note stays as it is (a move on the board changes the status only). */
    notes,
  });

/** A staff member sets the status of a submission and, optionally, its internal note. */
export const inboxUpdateSchema = z.discriminatedUnion('kind', [
  update('contacts'),
  update('catering'),
  update('careers'),
  update('franchise'),
  update('reviews'),
]);
export type InboxUpdate = z.output<typeof inboxUpdateSchema>;
