/**
 * Sensitive changes (a role, an invitation, settings, the sign-in rules, a visitor's data) need
 * the person to have proved who they are in the last five minutes: signing in counts, and so does
 * confirming again with a password, an authenticator code or a passkey (reauthentication.ts).
 */
export const REAUTH_WINDOW_MS = 5 * 60_000;

/** The message key of the refusal; the console answers it with its "Confirm it's you" dialog. */
export const REAUTH_REQUIRED = 'admin.reauth.required';

export function isFresh(verifiedAt: Date | undefined, now = Date.now()): boolean {
  return verifiedAt !== undefined && now - verifiedAt.getTime() <= REAUTH_WINDOW_MS;
}
