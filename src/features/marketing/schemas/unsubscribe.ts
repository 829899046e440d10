import { z } from '@/schemas/zod';
import { recordId } from '@/schemas/admin/fields';

/**
 * What an unsubscribe link's token looks like: base64url of a 24-byte signature and the address
 * (up to 320 bytes), one segment with no dot or slash.
 */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{36,460}$/;

/** The button on an unsubscribe link's page: the link's token. */
export const unsubscribeSchema = z.object({
  token: z.string().regex(UNSUBSCRIBE_TOKEN, 'unsubscribe.unknown'),
  /** The campaign whose link it was, to count the reader there; anything else is left out. */
  campaign: z
    .string()
    .optional()
    .transform((value) => (value && recordId.safeParse(value).success ? value : null)),
});
