import 'server-only';
import { redirect } from 'next/navigation';
import type { ActionDeps, ActionState } from '@/server/action';
import type { Language } from '@/lib/enums';
import { localizedPath } from '@/lib/locale-path';
import { PASSKEY_CEREMONY_MS } from '../rules/guest-sign-in';
import {
  clearGuestCookie,
  setCeremonyCookie,
  setGuestCookie,
  takeCeremonyCookie,
} from './guest-cookie';
import type { CodeRefusal } from './sign-in-codes';

/**
 * The guest's actions that start or end a session, as the browser calls them: the cookie is set
 * or cleared here, in the request, and the guest is taken to their account (or out of it). The
 * session's token never reaches the page.
 */

type Action<T> = (raw: unknown, deps: ActionDeps) => Promise<ActionState<T>>;
type SignedIn = (
  | { ok: true; token: string; expiresAt: Date; language: Language }
  | { ok: false; error: CodeRefusal }
) & {
  /** A checkout to return to (checked: rules/guest-sign-in.ts), else the account. */
  next: string | null;
};

export function signingIn(action: Action<SignedIn>): Action<never> {
  return async (raw, deps) => {
    const result = await action(raw, deps);
    if (result.status !== 'success') return result;
    if (!result.data.ok) return { status: 'error', error: result.data.error };
    await setGuestCookie(result.data.token, result.data.expiresAt);
    redirect(result.data.next ?? localizedPath(result.data.language, '/account'));
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

/** A passkey ceremony started: its key goes to this browser's cookie, its options to the page. */
export function startingCeremony<T>(action: Action<{ options: T; key: string }>): Action<T> {
  return async (raw, deps) => {
    const result = await action(raw, deps);
    if (result.status !== 'success') return result;
    await setCeremonyCookie(result.data.key, PASSKEY_CEREMONY_MS);
    return { status: 'success', data: result.data.options };
  };
}

/** A ceremony's answer: sent with the key from this browser's cookie (never the page's). */
export function answeringCeremony<T>(action: Action<T>): Action<T> {
  return async (raw, deps) => {
    const key = await takeCeremonyCookie();
    const sent = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
    return action({ ...sent, key }, deps);
  };
}

/**
 * Signed in with a passkey: the session's cookie is set and the page is told where the account
 * is (the page's script goes there: a passkey needs the script anyway).
 */
export function signingInWithPasskey(
  action: Action<{
    ok: true;
    token: string;
    expiresAt: Date;
    language: Language;
    next: string | null;
  }>,
): Action<{ account: string }> {
  const answered = answeringCeremony(action);
  return async (raw, deps) => {
    const result = await answered(raw, deps);
    if (result.status !== 'success') return result;
    await setGuestCookie(result.data.token, result.data.expiresAt);
    return {
      status: 'success',
      data: { account: result.data.next ?? localizedPath(result.data.language, '/account') },
    };
  };
}

/** A passkey removed: the account page again, saying so. */
export function afterPasskeyRemoved<T extends { language: Language }>(
  action: Action<T>,
): Action<never> {
  return async (raw, deps) => {
    const result = await action(raw, deps);
    if (result.status !== 'success') return result;
    redirect(`${localizedPath(result.data.language, '/account')}?passkey=removed#account-passkeys`);
  };
}
