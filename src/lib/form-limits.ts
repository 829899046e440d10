/**
 * Limits and option lists of the public forms, without Zod, so that client components can use
 * them without loading the validation library up front (the schemas import them too).
 */
export const CONTACT_LOCATIONS = ['east-dearborn', 'west-dearborn', 'canton', 'bronx'] as const;
export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 1000;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;
export const ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';
export const COVER_LETTER_MAX = 2000;
/** Spec: a good rating is 4 or more. */
export const GOOD_RATING = 4;
export const DEFAULT_FEEDBACK_LOCATION = 'general';
