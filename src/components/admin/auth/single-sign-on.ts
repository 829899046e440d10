'use client';

import { SSO_FAILED_PATH, type SsoProvider } from '@/lib/sso';

/**
 * Asks the server for the provider's address (with its state and PKCE challenge): to sign in
 * (`/sign-in/social`) or to link it to the signed-in account (`/link-social`). The provider sends
 * the browser back to `callbackURL`, or to `errorCallbackURL` when it is refused. `code` is the
 * server's refusal, when there is one (a link needs a recent confirmation).
 */
async function providerAddress(
  path: '/sign-in/social' | '/link-social',
  body: { provider: SsoProvider; callbackURL: string; errorCallbackURL: string },
): Promise<{ url?: string; code?: string; status: number }> {
  const response = await fetch(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as { url?: string; code?: string } | null;
  return { url: response.ok ? data?.url : undefined, code: data?.code, status: response.status };
}

/** Signing in: the console on success, the login page (which explains) when refused. */
export async function startSingleSignOn(provider: SsoProvider): Promise<{ url: string }> {
  const answer = await providerAddress('/sign-in/social', {
    provider,
    callbackURL: '/admin',
    errorCallbackURL: SSO_FAILED_PATH,
  });
  if (!answer.url) throw new Error(`single sign-on did not start (${answer.status})`);
  return { url: answer.url };
}

/** Linking to the signed-in account: back to Account security either way. */
export function startLinking(provider: SsoProvider) {
  return providerAddress('/link-social', {
    provider,
    callbackURL: '/admin/security?linked=1',
    errorCallbackURL: '/admin/security?link=failed',
  });
}
