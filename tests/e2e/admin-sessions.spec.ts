import type { Browser } from '@playwright/test';
import { enableTwoFactor, signInAs, signInWithEmail } from './admin-fixtures';
import { expect, expectNoAxeViolations, test, waitForMail } from './fixtures';
import { STAFF_PASSWORD, accountFlowEmails } from './staff';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Another device of the same person, signed in with its own cookie jar. */
async function otherDevice(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL, userAgent: IPHONE_SAFARI });
  const page = await context.newPage();
  await signInWithEmail(page, email);
  return page;
}

async function expectSignedOut(page: Awaited<ReturnType<typeof otherDevice>>) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test('sessions: see where you are signed in, end another browser, then all others', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const { sessions: email } = accountFlowEmails(testInfo.project.name);
  const phone = await otherDevice(browser, baseURL, email);
  await signInWithEmail(page, email);
  await page.goto('/admin/security');
  const list = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(list.getByText('This browser')).toBeVisible();
  await expect(list.getByText('Safari on iPhone')).toBeVisible();
  await expectNoAxeViolations(page);

  await list.getByRole('button', { name: 'End the session in Safari on iPhone' }).click();
  await expect(page.getByText('Session ended')).toBeVisible();
  await expect(list.getByText('Safari on iPhone')).toHaveCount(0);
  await expectSignedOut(phone);

  await signInWithEmail(phone, email);
  await page.reload();
  await list.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(page.getByText('1 other session ended')).toBeVisible();
  await expectSignedOut(phone);
  // This browser stays signed in.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await phone.context().close();
});

test('an owner signs a staff member out everywhere', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const { leaver: email } = accountFlowEmails(testInfo.project.name);
  const laptop = await otherDevice(browser, baseURL, email);
  await laptop.goto('/admin');
  await expect(laptop.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await signInAs(page, 'owner');
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: `Sign ${email} out everywhere` }).click();
  await expect(page.getByText(`1 session of ${email} ended`)).toBeVisible();
  await expectSignedOut(laptop);
  await laptop.context().close();
});

test('new backup codes replace the old ones; each works once', async ({ page }, testInfo) => {
  const { backupCodes: email } = accountFlowEmails(testInfo.project.name);
  await signInWithEmail(page, email);
  const { backupCodes: first } = await enableTwoFactor(page);
  await page.goto('/admin/security');
  await page.getByLabel('Current password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'New backup codes' }).click();
  await expect(page.getByText('New backup codes made; the old ones no longer work')).toBeVisible();
  const codes = (
    await page.getByTestId('backup-codes').getByRole('listitem').allTextContents()
  ).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  expect(codes).not.toContain(first[0]);

  const signInWithCode = async (code: string) => {
    await page.context().clearCookies();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
  };
  await signInWithCode(first[0]!);
  await expect(page.getByText('That code is not valid. Try again.').first()).toBeVisible();
  await signInWithCode(codes[0]!);
  await expect(page).toHaveURL(/\/admin$/);
  await signInWithCode(codes[0]!);
  await expect(page.getByText('That code is not valid. Try again.').first()).toBeVisible();
});

test("self-service: one's own password (current one needed) and e-mail (confirmed at the new address)", async ({
  page,
}, testInfo) => {
  const { selfService: email } = accountFlowEmails(testInfo.project.name);
  const newEmail = `self-new-${testInfo.project.name}-${Date.now()}@e2e.test`;
  const newPassword = 'a-brand-new-saffron-lantern';
  await signInWithEmail(page, email);
  await page.goto('/admin/security');
  const password = page.getByRole('region', { name: 'Password', exact: true });
  await password.getByLabel('Old password').fill('not-my-password');
  await password.getByLabel('New password').fill(newPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your old password is not right')).toBeVisible();
  await password.getByLabel('Old password').fill(STAFF_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.', { exact: false }).first()).toBeVisible();

  const address = page.getByRole('region', { name: 'E-mail address' });
  await address.getByLabel('New e-mail address').fill(newEmail);
  await address.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(
    page.getByText(`A confirmation link is on its way to ${newEmail}.`, { exact: false }).first(),
  ).toBeVisible();
  const mail = await waitForMail(`To: ${newEmail}`);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(mail)![0];
  await page.goto(link);
  await expect(page).toHaveURL(/\/admin\/security/);

  // Signed out: the new address with the new password signs in; the old address no longer does.
  const signIn = async (as: string) => {
    await page.context().clearCookies();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(as);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  };
  await signIn(email);
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await signIn(newEmail);
  await expect(page).toHaveURL(/\/admin$/);
});
