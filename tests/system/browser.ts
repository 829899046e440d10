import { chromium, expect, type Browser, type Page } from '@playwright/test';
import chromiumHelper from '../../scripts/chromium.cjs';
import { livePagesOf } from '../setup/live-pages';

/**
 * Real Chromium for the system tests that drive the console as staff do; each page waits after a
 * navigation until the page is live, as a person waits for it to respond.
 */
export async function launchBrowser(): Promise<Browser> {
  return livePagesOf(
    await chromium.launch({
      executablePath: chromiumHelper.chromiumLauncher(),
      args: chromiumHelper.CHROMIUM_FLAGS,
    }),
  );
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

/** Adds a menu category through the console of `base`, as an owner or editor would. */
export async function addCategory(
  page: Page,
  base: string,
  category: { slug: string; en: string; ar: string },
) {
  await page.goto(`${base}/admin/menu/categories`);
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Category' });
  await dialog.getByLabel('Slug').fill(category.slug);
  await dialog.getByLabel('Title (English)').fill(category.en);
  await dialog.getByLabel('Title (Arabic)').fill(category.ar);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Category created successfully').first()).toBeVisible();
}
