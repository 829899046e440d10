/**
 * Guests sign in with a code e-mailed to them (features/accounts): what the code is, how long it
 * works, how often one may be asked for, and how long a signed-in browser stays signed in.
 */
export const GUEST_CODE = {
  /** Six digits, like the staff's e-mailed codes. */
  digits: 6,
  /** It works this long after it was sent… */
  minutes: 10,
  /** …and for this many wrong tries; then a new one must be asked for. */
  tries: 5,
  /** A new code for the same address at most this often… */
  resendSeconds: 60,
  /** …and at most this many an hour. */
  perHour: 5,
} as const;

/** A signed-in browser stays signed in this long after its last visit. */
export const GUEST_SESSION_DAYS = 30;

/** The shape of a code as typed: its digits, spaces around them forgiven. */
export const GUEST_CODE_PATTERN = /^\d{6}$/;
