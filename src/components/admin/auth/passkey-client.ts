'use client';

import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/**
 * The browser half of passkeys: ask the server for options, let the device create or use a
 * passkey, send the result back. The server's endpoints are under /api/auth/passkey/*.
 */

export type PasskeyOutcome =
  | { ok: true }
  /** `cancelled`: the person closed the device's prompt (or it timed out); nothing to report. */
  | { ok: false; cancelled: boolean; message?: string; status?: number; code?: string };

async function post<T>(path: string, body: unknown = {}) {
  const response = await fetch(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as
    (T & { message?: string; code?: string }) | null;
  return { ok: response.ok, status: response.status, data };
}

function failure(status: number, data: { message?: string; code?: string } | null): PasskeyOutcome {
  return { ok: false, cancelled: false, status, message: data?.message, code: data?.code };
}

/** The device's prompt was dismissed, timed out, or offered no passkey: not an error to show. */
function cancelledOrThrow(error: unknown): PasskeyOutcome {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return { ok: false, cancelled: true };
  return { ok: false, cancelled: false, message: (error as Error | null)?.message };
}

export { usePasskeySupport } from '@/components/ui/passkey-support';

/** Creates a passkey with options from `optionsPath` and stores it through `savePath`. */
async function create(
  optionsPath: string,
  savePath: string,
  body: Record<string, unknown>,
  optionsBody: Record<string, unknown> = {},
): Promise<PasskeyOutcome> {
  const options = await post<PublicKeyCredentialCreationOptionsJSON>(optionsPath, optionsBody);
  if (!options.ok || !options.data) return failure(options.status, options.data);
  let response;
  try {
    response = await startRegistration({ optionsJSON: options.data });
  } catch (error) {
    return cancelledOrThrow(error);
  }
  const saved = await post(savePath, { ...body, response });
  return saved.ok ? { ok: true } : failure(saved.status, saved.data);
}

/** Adds a passkey to the signed-in person's account. */
export function registerPasskey(name: string): Promise<PasskeyOutcome> {
  return create('/passkey/registration-options', '/passkey/register', { name });
}

/** Accepts an invitation with a new passkey instead of a password; signs the person in. */
export function acceptInvitationWithPasskey(token: string, name: string): Promise<PasskeyOutcome> {
  return create(
    '/passkey/invitation-options',
    '/passkey/accept-invitation',
    { token, name },
    {
      token,
    },
  );
}

/** Confirms who the signed-in person is with one of their passkeys (sensitive changes). */
export function reauthenticateWithPasskey(): Promise<PasskeyOutcome> {
  return answerChallenge('/passkey/reauthenticate-options', '/passkey/reauthenticate');
}

/** Answers a challenge with an existing passkey, from `optionsPath` to `answerPath`. */
async function answerChallenge(optionsPath: string, answerPath: string): Promise<PasskeyOutcome> {
  const options = await post<PublicKeyCredentialRequestOptionsJSON>(optionsPath);
  if (!options.ok || !options.data) return failure(options.status, options.data);
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options.data });
  } catch (error) {
    return cancelledOrThrow(error);
  }
  const answered = await post(answerPath, { response });
  return answered.ok ? { ok: true } : failure(answered.status, answered.data);
}

/**
 * Signs in with a passkey: alone, or as the second factor when a password or e-mailed code is
 * waiting for one (the server knows from its cookie and offers only that person's passkeys).
 */
export function signInWithPasskey(): Promise<PasskeyOutcome> {
  return answerChallenge('/passkey/sign-in-options', '/passkey/sign-in');
}
