import { z } from '../zod';
import { recordId } from './fields';

/** The file itself is checked by the upload (type by content, size, dimensions). */
export const mediaUploadSchema = z.object({
  file: z.custom<File>((v) => v instanceof File, 'admin.errors.photoType'),
});

export const altTextSchema = z.object({
  id: recordId,
  altText: z
    .string()
    .trim()
    .max(500, 'admin.validation.tooLong')
    .transform((v) => (v ? v : null)),
});

export const mediaListFilterSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type MediaListFilter = z.output<typeof mediaListFilterSchema>;
