'use client';

import { SSO_FAILED_PATH, type SsoProvider } from '@/lib/sso';

/**
 * Asks the server for the provider's sign-in address (with its state and PKCE challenge); the
 * provider sends the browser back to the console, or to the login page when it is refused.
 */
export async function startSingleSignOn(provider: SsoProvider): Promise<{ url: string }> {
  const response = await fetch('/api/auth/sign-in/social', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      provider,
      callbackURL: '/admin',
      errorCallbackURL: SSO_FAILED_PATH,
    }),
  });
  const data = (await response.json().catch(() => null)) as { url?: string } | null;
  if (!response.ok || !data?.url)
    throw new Error(`single sign-on did not start (${response.status})`);
  return { url: data.url };
}
