/**
 * The cookie that tells the page's script a guest may be signed in on this browser (it holds no
 * session: the session's own cookie is HttpOnly). Only then does the checkout ask for the saved
 * details, so that a guest without an account sends nothing extra.
 */
export const GUEST_HINT_COOKIE = 'saba_signed_in';

export function mayBeSignedIn(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim() === `${GUEST_HINT_COOKIE}=1`);
}
