import { z } from '../zod';

/** The address whose stored data an owner looks up, exports or erases. */
export const visitorLookupSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, 'admin.validation.tooLong')
    .pipe(z.email('admin.validation.emailInvalid')),
});
