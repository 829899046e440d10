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

/** A guest keeps at most this many passkeys (one per device, and some to spare). */
export const GUEST_PASSKEYS_MAX = 10;
/** A passkey ceremony (adding one, or signing in) finishes within this of its start. */
export const PASSKEY_CEREMONY_MS = 5 * 60_000;
/** A browser's answer to a ceremony is a small JSON object: anything larger is refused. */
export const PASSKEY_RESPONSE_MAX_CHARS = 16_000;

/**
 * Where signing in may return to instead of the account: only a restaurant's checkout, in either
 * language (a link from it carries `?next=`). Anything else (another site, another page) is
 * ignored and the guest lands on their account, so the parameter opens no redirect.
 */
const RETURN_PATH = /^(\/ar)?\/locations\/[a-z0-9]+(?:-[a-z0-9]+)*\/order\/checkout$/;

export function returnPathOf(raw: unknown): string | null {
  return typeof raw === 'string' && raw.length <= 200 && RETURN_PATH.test(raw) ? raw : null;
}
