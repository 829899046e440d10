import { expect, expectNoAxeViolations, test } from './fixtures';
import { STAFF_PASSWORD, twoFactorEmail } from './staff';
import { totp } from './totp';

test('two-factor: turn on with an authenticator code, then sign-in asks for a code', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = twoFactorEmail(testInfo.project.name);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/security');
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
  await page.getByLabel('Current password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expectNoAxeViolations(page);
  await page
    .getByLabel('6-digit code from the app')
    .fill('000000' === totp(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText('That did not work. Check your password or code and try again.').first(),
  ).toBeVisible();
  const enrolCode = totp(secret);
  await page.getByLabel('6-digit code from the app').fill(enrolCode);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();

  const isMobile = (page.viewportSize()?.width ?? 1280) < 768;
  if (isMobile) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).last().click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Verification code').fill('12345x');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid. Try again.').first()).toBeVisible();
  // A used code is not accepted twice: the authenticator's next code (the server takes one period
  // either side of its clock, for a phone whose clock runs ahead), or, in the one case in a
  // million where it is the code just used, the next code once it is the current one.
  let code = totp(secret, Date.now() + 30_000);
  if (code === enrolCode) {
    await expect
      .poll(() => totp(secret), { timeout: 35_000, intervals: [1000] })
      .not.toBe(enrolCode);
    code = totp(secret);
  }
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Turn it off again, so that a rerun against the same data starts from the same state.
  await page.goto('/admin/security');
  await page.getByLabel('Current password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
});
