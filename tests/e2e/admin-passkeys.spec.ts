import type { Page } from '@playwright/test';
import { enableTwoFactor, signInAs, signInWithEmail } from './admin-fixtures';
import { expect, expectNoAxeViolations, test, waitForMail } from './fixtures';
import { STAFF_PASSWORD, accountFlowEmails } from './staff';
import { addVirtualAuthenticator } from './webauthn';

async function addPasskey(page: Page, name: string) {
  await page.goto('/admin/security');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByLabel('Name of the new passkey').fill(name);
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText(`Passkey "${name}" added`)).toBeVisible();
  await expect(passkeys.getByText(name, { exact: true })).toBeVisible();
  return passkeys;
}

test('passkeys: add, rename, sign in with one alone, remove', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const { passkey: email } = accountFlowEmails(testInfo.project.name);
  await addVirtualAuthenticator(page);
  await signInWithEmail(page, email);

  await page.goto('/admin/security');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByText('Give the passkey a name')).toBeVisible();
  await addPasskey(page, 'Work laptop');
  await expect(passkeys.getByText('not used yet', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await passkeys.getByRole('button', { name: 'Rename passkey Work laptop' }).click();
  await passkeys.getByLabel('New name').fill('Desk laptop');
  await passkeys.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Passkey renamed')).toBeVisible();
  await expect(passkeys.getByText('Desk laptop', { exact: true })).toBeVisible();

  // Signed out, the passkey alone opens the console.
  await page.context().clearCookies();
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Use a passkey', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/admin/security');
  await expect(passkeys.getByText('last used', { exact: false })).toBeVisible();

  page.once('dialog', (dialog) => dialog.accept());
  await passkeys.getByRole('button', { name: 'Remove passkey Desk laptop' }).click();
  await expect(page.getByText('Passkey "Desk laptop" removed')).toBeVisible();
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();

  // The device still holds it, but the site no longer knows it.
  await page.context().clearCookies();
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Use a passkey', exact: true }).click();
  await expect(
    page.getByText('This passkey is not registered for any account here.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a passkey is accepted as the second factor after a password', async ({ page }, testInfo) => {
  const { passkeyAsSecondFactor: email } = accountFlowEmails(testInfo.project.name);
  await addVirtualAuthenticator(page);
  await signInWithEmail(page, email);
  await enableTwoFactor(page);
  await addPasskey(page, 'Phone');

  await page.context().clearCookies();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('an invitation accepted with a passkey instead of a password signs the person in', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const email = `passkey-invited-${testInfo.project.name}-${Date.now()}@e2e.test`;
  await signInAs(page, 'owner');
  await page.goto('/admin/users');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const mail = await waitForMail(`To: ${email}`);
  const link = /https?:\/\/\S+\/admin\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail)![0];

  const context = await browser.newContext({ baseURL });
  const invited = await context.newPage();
  await addVirtualAuthenticator(invited);
  await invited.goto(link);
  await invited.getByRole('button', { name: 'Use a passkey instead of a password' }).click();
  await expect(invited).toHaveURL(/\/admin$/);
  await expect(invited.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await invited.goto('/admin/security');
  await expect(invited.getByText('Passkey from the invitation', { exact: true })).toBeVisible();

  // Signed out, the same passkey signs in again; the link is spent.
  await context.clearCookies();
  await invited.goto('/admin/login');
  await invited.getByRole('button', { name: 'Use a passkey', exact: true }).click();
  await expect(invited).toHaveURL(/\/admin$/);
  await invited.goto(link);
  await expect(
    invited.getByText('This invitation link is invalid', { exact: false }),
  ).toBeVisible();
  await context.close();
});
