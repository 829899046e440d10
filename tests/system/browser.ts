import { chromium, type Browser, type Page } from '@playwright/test';
import chromiumHelper from '../../scripts/chromium.cjs';

/** Real Chromium for the system tests that drive the console as staff do. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumHelper.findChromium(),
    args: chromiumHelper.CHROMIUM_FLAGS,
  });
}

/** Signs in through the auth endpoint of `base`; the session cookie lands in the page's context. */
export async function signIn(page: Page, base: string, email: string, password: string) {
  const response = await page.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin: base },
  });
  if (response.status() !== 200) {
    throw new Error(`sign-in on ${base} answered ${response.status()}: ${await response.text()}`);
  }
}

/** The session cookie of a page's context, as a Cookie header. */
export async function cookieHeader(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
