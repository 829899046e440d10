import { z } from '@/schemas/zod';
import { recordId } from '@/schemas/admin/fields';

/** An owner sending a restaurant's opening news to its notify list. */
export const openingNoticeSchema = z.object({ locationId: recordId });
