/** Constants of the admin console (spec section 9), shared by schemas, screens and the server. */
/**
 * A new staff password: at least 12 characters (NIST SP 800-63B), checked on the server against
 * common passwords too (server/auth/password-policy.ts).
 */
export const PASSWORD_MIN_LENGTH = 12;
/** Signing in takes any password of the spec's length; one below today's rules is then changed. */
export const SIGN_IN_PASSWORD_MIN = 6;
/** Better Auth's own maximum: a longer one is refused before it is hashed. */
export const PASSWORD_MAX_LENGTH = 128;
/** Item photos and Instagram uploads: 5 MB. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Media library uploads; the spec leaves the size open, we allow 10 MB per image. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif'] as const;
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,.gif,image/png,image/jpeg,image/webp,image/gif';
export const SPICE_MAX = 3;
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Spec: open franchise leads are new or qualified; reviews rated 3 or lower need attention. */
export const OPEN_LEAD_STATUSES = ['new', 'qualified'] as const;
export const LOW_RATING_MAX = 3;
/** A passkey's name, given by its owner ("Work laptop"). */
export const PASSKEY_NAME_MAX = 60;
