import type { Page } from '@playwright/test';
import { expect, uniqueClientIp } from './fixtures';
import { STAFF, STAFF_PASSWORD, type StaffKey } from './staff';

const BASE_URL = `http://localhost:${process.env.E2E_PORT || '3210'}`;

/** Signs in through Better Auth's endpoint; the session cookie lands in the page's context. */
export async function signInAs(page: Page, who: StaffKey): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: STAFF[who], password: STAFF_PASSWORD },
    headers: { origin: BASE_URL, 'x-forwarded-for': uniqueClientIp() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A one-pixel PNG, real image bytes for upload tests. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);
