import type { Browser } from '@playwright/test';
import { signInAs } from './admin-fixtures';
import { expect, expectNoAxeViolations, test, waitForMail } from './fixtures';

function invitationLinkIn(mail: string): string {
  const match = /https?:\/\/\S+\/admin\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail);
  if (!match) throw new Error(`no invitation link in mail:\n${mail}`);
  return match[0];
}

/** A browser of the invited person's own: nobody is signed in there. */
async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('an owner invites a manager; the link sets a password once and the role works at once', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `invited-${testInfo.project.name}-${Date.now()}@e2e.test`;
  await signInAs(page, 'owner');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Invite someone' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('manager');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByRole('row', { name: new RegExp(email) })).toBeVisible();
  await expectNoAxeViolations(page);

  const link = invitationLinkIn(await waitForMail(`To: ${email}`));
  const invited = await freshPage(browser, baseURL);
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: 'Join the admin console' })).toBeVisible();
  await expect(invited.getByText('invited you as Manager', { exact: false })).toBeVisible();
  await expectNoAxeViolations(invited);
  await invited.getByLabel('Password').fill('short');
  await invited.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invited.getByText('at least', { exact: false }).first()).toBeVisible();
  await invited.getByLabel('Password').fill('a-manager-saffron-lantern');
  await invited.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invited).toHaveURL(/\/admin\/login$/);

  await invited.getByLabel('Email').fill(email);
  await invited.getByLabel('Password').fill('a-manager-saffron-lantern');
  await invited.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(invited).toHaveURL(/\/admin$/);
  await expect(invited.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // A manager's screen that an editor does not have.
  await invited.goto('/admin/locations');
  await expect(invited.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(invited.getByText('Access denied')).toHaveCount(0);

  // The link worked once.
  await invited.context().clearCookies();
  await invited.goto(link);
  await expect(
    invited.getByText('This invitation link is invalid', { exact: false }),
  ).toBeVisible();
  await invited.context().close();

  // The pending list no longer has it; the person is in the accounts list as manager.
  await page.reload();
  await expect(pending.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
});

test('resend gives a new link and stops the old one; revoke stops the link', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const email = `resent-${testInfo.project.name}-${Date.now()}@e2e.test`;
  await signInAs(page, 'owner');
  await page.goto('/admin/users');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const first = invitationLinkIn(await waitForMail(`To: ${email}`));

  await page.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
  await expect(page.getByText('Invitation sent again with a new link')).toBeVisible();
  const second = invitationLinkIn(await waitForMail(`To: ${email}`, 15_000, 2));
  expect(second).not.toBe(first);

  const invited = await freshPage(browser, baseURL);
  await invited.goto(first);
  await expect(
    invited.getByText('This invitation link is invalid', { exact: false }),
  ).toBeVisible();
  await invited.goto(second);
  await expect(invited.getByRole('button', { name: 'Accept invitation' })).toBeVisible();

  await page.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
  await expect(page.getByText('Invitation revoked')).toBeVisible();
  await invited.goto(second);
  await expect(
    invited.getByText('This invitation link is invalid', { exact: false }),
  ).toBeVisible();
  await invited.context().close();
});
