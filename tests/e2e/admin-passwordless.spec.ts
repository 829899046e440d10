import type { Page } from '@playwright/test';
import { enableTwoFactor, signInWithEmail } from './admin-fixtures';
import { expect, expectNoAxeViolations, test, waitForMail } from './fixtures';
import { accountFlowEmails } from './staff';

/** The mail's code: the line of six digits on its own. */
function codeIn(mail: string): string {
  const match = /^(\d{6})\r?$/m.exec(mail);
  if (!match) throw new Error(`no code in mail:\n${mail}`);
  return match[1]!;
}

function linkIn(mail: string): string {
  const match = /https?:\/\/\S+\/admin\/login\/link\?token=[A-Za-z0-9_-]+/.exec(mail);
  if (!match) throw new Error(`no sign-in link in mail:\n${mail}`);
  return match[0];
}

async function openEmailSignIn(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Email me a one-time code or link' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in by e-mail' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
}

test('sign-in by e-mailed code: a wrong code is refused, the right one opens the console', async ({
  page,
}, testInfo) => {
  const { code: email } = accountFlowEmails(testInfo.project.name);
  await openEmailSignIn(page, 'not an address');
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText('Invalid email address').first()).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(
    page.getByText(`If ${email} has an account, a 6-digit code is on its way.`),
  ).toBeVisible();
  // Another code only after a minute: the button says how long to wait.
  await expect(page.getByRole('button', { name: /You can ask again in \d+ s/ })).toBeDisabled();
  await expectNoAxeViolations(page);

  const code = codeIn(await waitForMail(`To: ${email}`));
  await page.getByLabel('Code from the e-mail').fill('12345');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Enter the 6 digits from the e-mail.').first()).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page.getByText('That code is not right. Check the latest e-mail and try again.').first(),
  ).toBeVisible();

  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('sign-in by e-mailed link: works once, through a page with a button', async ({
  page,
}, testInfo) => {
  const { link: email } = accountFlowEmails(testInfo.project.name);
  await openEmailSignIn(page, email);
  await page.getByRole('button', { name: 'Email me a link instead' }).click();
  await expect(
    page.getByText(`If ${email} has an account, a sign-in link is on its way.`),
  ).toBeVisible();

  const link = linkIn(await waitForMail(`To: ${email}`));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sign in with your link' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // The same link a second time, in a signed-out browser, is refused with a clear message.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?error=/);
  await expect(
    page.getByText('This sign-in link is invalid, has expired or was already used.', {
      exact: false,
    }),
  ).toBeVisible();
});

test('a sign-in link does not skip the second factor', async ({ page }, testInfo) => {
  const { linkWithSecondFactor: email } = accountFlowEmails(testInfo.project.name);
  // Turn the second factor on through the API: a password sign-in, enable, confirm with a code.
  await signInWithEmail(page, email);
  const { backupCodes } = await enableTwoFactor(page);
  await page.context().clearCookies();

  await openEmailSignIn(page, email);
  await page.getByRole('button', { name: 'Email me a link instead' }).click();
  await expect(
    page.getByText(`If ${email} has an account, a sign-in link is on its way.`),
  ).toBeVisible();
  await page.goto(linkIn(await waitForMail(`To: ${email}`)));
  await page.getByRole('link', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/admin\/login\?step=second-factor$/);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(page.getByText('Your sign-in link worked.', { exact: false })).toBeVisible();
  // No session yet: the console still sends this browser to the login page.
  const console = await page.request.get('/admin', { maxRedirects: 0 });
  expect(console.status()).toBe(307);

  await page.getByLabel('Verification code').fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
