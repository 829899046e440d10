import type { Page } from '@playwright/test';
import { expect, uniqueClientIp } from './fixtures';
import { STAFF, STAFF_PASSWORD, type StaffKey } from './staff';
import { totp } from './totp';

const BASE_URL = `http://localhost:${process.env.E2E_PORT || '3210'}`;

/** Signs in through Better Auth's endpoint; the session cookie lands in the page's context. */
export async function signInAs(page: Page, who: StaffKey): Promise<void> {
  await signInWithEmail(page, STAFF[who]);
}

/** The same for any account with the staff password (the per-test accounts of staff.ts). */
export async function signInWithEmail(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: STAFF_PASSWORD },
    headers: { origin: BASE_URL, 'x-forwarded-for': uniqueClientIp() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Turns on authenticator-app two-factor through the API for the signed-in account. */
export async function enableTwoFactor(
  page: Page,
): Promise<{ secret: string; backupCodes: string[] }> {
  const headers = { origin: BASE_URL, 'x-forwarded-for': uniqueClientIp() };
  const enable = await page.request.post('/api/auth/two-factor/enable', {
    data: { password: STAFF_PASSWORD },
    headers,
  });
  expect(enable.status(), await enable.text()).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = new URL(totpURI).searchParams.get('secret')!;
  const confirm = await page.request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totp(secret) },
    headers,
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return { secret, backupCodes };
}

/** A one-pixel PNG, real image bytes for upload tests. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);
