import 'server-only';
import { redirect } from 'next/navigation';
import type { ActionDeps, ActionState } from '@/server/action';
import type { Language } from '@/lib/enums';
import { localizedPath } from '@/lib/locale-path';
import { clearGuestCookie, setGuestCookie } from './guest-cookie';
import type { CodeRefusal } from './sign-in-codes';

/**
 * The guest's actions that start or end a session, as the browser calls them: the cookie is set
 * or cleared here, in the request, and the guest is taken to their account (or out of it). The
 * session's token never reaches the page.
 */

type Action<T> = (raw: unknown, deps: ActionDeps) => Promise<ActionState<T>>;
type SignedIn =
  | { ok: true; token: string; expiresAt: Date; language: Language }
  | { ok: false; error: CodeRefusal };

export function signingIn(action: Action<SignedIn>): Action<never> {
  return async (raw, deps) => {
    const result = await action(raw, deps);
    if (result.status !== 'success') return result;
    if (!result.data.ok) return { status: 'error', error: result.data.error };
    await setGuestCookie(result.data.token, result.data.expiresAt);
    redirect(localizedPath(result.data.language, '/account'));
  };
}

/** Signed out or deleted: the cookie goes, and the sign-in page says which. */
export function signingOut<T extends { language: Language }>(
  action: Action<T>,
  said: 'out' | 'deleted',
): Action<never> {
  return async (raw, deps) => {
    const result = await action(raw, deps);
    if (result.status !== 'success') return result;
    await clearGuestCookie();
    redirect(`${localizedPath(result.data.language, '/account/sign-in')}?${said}=1`);
  };
}
