/**
 * Limits and option lists of the public forms, without Zod, so that client components can use
 * them without loading the validation library up front (the schemas import them too).
 */
/** The message of a value no form of ours can send (see src/schemas/zod.ts). */
export const INVALID_INPUT = 'errors.invalidInput';
export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 1000;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;
export const ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';
export const COVER_LETTER_MAX = 2000;
/** Every text a visitor types has a maximum (the spec's where it gives one). */
export const NAME_MAX = 100;
export const EMAIL_MAX = 255;
export const PHONE_MAX = 40;
export const PLACE_MAX = 100;
/** A location's slug, as the console allows it. */
export const SLUG_MAX = 120;
export const TERRITORY_MAX = 200;
export const LONG_TEXT_MAX = 2000;
/** A table request's notes (the console's notes on a reservation too). */
export const RESERVATION_NOTES_MAX = 500;
export const URL_MAX = 2000;
/** Ten billion dollars: more than any franchise candidate states, far below float trouble. */
export const AMOUNT_MAX_USD = 10_000_000_000;
/** The most guests a catering inquiry may name, and how far ahead its event may be. */
export const CATERING_GUESTS_MAX = 5000;
export const CATERING_DAYS_AHEAD_MAX = 730;
/** Spec: a good rating is 4 or more. */
export const GOOD_RATING = 4;
export const DEFAULT_FEEDBACK_LOCATION = 'general';
