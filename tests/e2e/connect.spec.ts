import { signInAs } from './admin-fixtures';
import {
  CARD_CHECKOUT,
  checkoutWithFeast,
  expect,
  expectNoAxeViolations,
  guestPhone,
  LOCALES,
  test,
} from './fixtures';

/*
 * A franchised restaurant paid into its own Stripe account: an owner sets West Dearborn's brand
 * fee (10%) and connects it through Stripe's onboarding (the local stand-in's pages), and comes
 * back to the restaurant's page saying its card payments go to its own account; a guest on a
 * phone pays for a Family Feast by card, and Stripe's page is the restaurant's account's, with
 * the brand's fee of $8.00 (10% of $79.99) taken as the application fee.
 */

const TEXT = {
  en: {
    ...CARD_CHECKOUT.en,
    noTip: 'No tip',
    place: /^Place order · \$/,
  },
  ar: {
    ...CARD_CHECKOUT.ar,
    noTip: 'بدون إكرامية',
    place: /^أرسل الطلب · \$/,
  },
};

test('an owner connects a restaurant to its own Stripe account; its guests pay there, less the brand’s fee', async ({
  page,
  browser,
  isMobile,
}) => {
  test.skip(!isMobile, 'run on the phone');
  test.setTimeout(120_000);
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const owner = await ownerContext.newPage();
  await signInAs(owner, 'owner');
  await owner.goto('/admin/locations');
  await owner.getByRole('link', { name: 'Edit Saba West Dearborn' }).click();
  const status = owner.getByRole('status').filter({ hasText: 'Stripe account' });
  await expect(status).toHaveText(
    "Not connected: this restaurant's card payments go to the brand's Stripe account.",
  );
  await owner.getByLabel('Brand fee (% of the food, less any discount)').fill('10');
  await owner.getByRole('button', { name: 'Save fee' }).click();
  await expect(owner.getByText('Brand fee saved.')).toBeVisible();
  await expectNoAxeViolations(owner);
  await owner.getByRole('button', { name: 'Connect with Stripe' }).click();
  await owner.waitForURL(/\/connect\/acct_\w+\?/);
  await owner.getByRole('button', { name: 'Agree and submit' }).click();
  await owner.waitForURL(/\/admin\/locations\/[0-9a-f-]{36}\?stripe=back$/);
  await expect(status).toHaveText(
    /^Card payments go to this restaurant's own Stripe account, acct_\w+\.$/,
  );
  const account = (await status.textContent())!.match(/acct_\w+/)![0];
  await owner.screenshot({ path: test.info().outputPath('connected.png'), fullPage: true });
  await ownerContext.close();

  for (const locale of LOCALES) {
    const t = TEXT[locale];
    await checkoutWithFeast(page, locale, 'west-dearborn', t);
    await page.getByLabel(t.name).fill('Salem Qasim');
    await page.getByLabel(t.phone).fill(guestPhone());
    await page.getByLabel(t.email).fill(`salem.connect.${locale}.${Date.now()}@example.com`);
    await page.getByRole('radio', { name: t.payByCard }).check();
    await page.getByRole('radio', { name: t.noTip }).check();
    await page.getByRole('button', { name: t.place }).click();
    await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
    await expect(page.getByText(`Paid to ${account} · application fee $8.00`)).toBeVisible();
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{43}\?payment=done$/);
  }
});
