import type { Browser, Page } from '@playwright/test';
import { signInAs } from './admin-fixtures';
import {
  CARD_CHECKOUT,
  checkoutWithFeast,
  expect,
  expectNoAxeViolations,
  guestPhone,
  test,
  waitForMail,
} from './fixtures';

/*
 * Loyalty points, on a phone, in English then Arabic: the owner turns the program on (10 points a
 * dollar) with a reward (100 points: $5 off); a guest orders the Family Feast ($79.99) as a guest,
 * is told that saving their details earns 799 points, saves them with the e-mailed code; the
 * kitchen accepts, readies and hands over the order, and the points are earned; in Arabic the
 * guest spends 100 of them on the reward at checkout (taken off before tax: $79.49), and their
 * account shows 699 and the history. The owner finds the guest, refuses an adjustment without a
 * reason, adjusts with one; the program is turned off again at the end.
 */

async function consolePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1180, height: 820 } });
  const page = await context.newPage();
  await signInAs(page, 'owner');
  return page;
}

/** The owners' program: on with 10 points a dollar, or off again. */
async function setProgram(owner: Page, on: boolean) {
  await owner.goto('/admin/loyalty');
  const rules = owner.getByRole('region', { name: 'The program' });
  await rules.getByLabel('Guests earn and spend points').setChecked(on);
  await rules.getByLabel('Points per dollar').fill('10');
  await rules.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Saved', { exact: true })).toBeVisible();
}

/** The kitchen's three taps on the order's card: accept, ready, picked up. */
async function handOver(owner: Page, number: string) {
  await owner.goto('/admin/orders?location=west-dearborn');
  const card = owner.locator(`[data-order="${number}"]`);
  await card
    .getByRole('button', { name: /^Accept · ready (in 15 min|at .+)$/ })
    .first()
    .click();
  await card.getByRole('button', { name: 'Mark ready' }).click();
  await card.getByRole('button', { name: 'Picked up' }).click();
  await expect(
    owner.getByRole('region', { name: /Done today/ }).getByText(`#${number}`),
  ).toBeVisible();
}

const orderNumber = async (page: Page) =>
  /(\d+)/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![1]!;

test('a guest earns points when the kitchen hands over the order, and spends them on a reward', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await consolePage(browser);
  const email = `points-${Date.now() % 1_000_000}@example.com`;
  try {
    await setProgram(owner, true);
    const rewards = owner.getByRole('region', { name: 'Rewards' });
    await rewards.getByRole('button', { name: 'Add Reward' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Create Reward' });
    await dialog.getByLabel('Points it takes').fill('100');
    await dialog.getByLabel('Reward', { exact: true }).selectOption('amount');
    await dialog.getByLabel('Amount off ($)').fill('5');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(rewards.getByRole('cell', { name: '$5.00 off' }).first()).toBeVisible();
    await expectNoAxeViolations(owner);

    // A guest's order, and the word that an account would earn its points.
    await checkoutWithFeast(page, 'en', 'west-dearborn', CARD_CHECKOUT.en);
    await page.getByLabel('Full name').fill('Nadia Omar');
    await page.getByLabel('Phone').fill(guestPhone());
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: /Place order · \$84\.79/ }).click();
    await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{43}$/);
    const first = await orderNumber(page);
    const save = page.getByRole('region', { name: 'Save your details for next time' });
    await expect(save).toContainText(
      'Save your details within 30 days to earn 799 points for this order.',
    );
    await save.getByRole('button', { name: 'E-mail me a code' }).click();
    const mail = await waitForMail([email, 'Your sign-in code for Saba']);
    await page.getByLabel('6-digit code').fill(/Your code is (\d{6})\./.exec(mail)![1]!);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/account');
    const points = page.getByRole('region', { name: 'Your points' });
    await expect(points.getByTestId('points-balance')).toHaveText('0 points');
    await expect(points).toContainText('You earn 10 points for each dollar of food');

    // The kitchen hands it over: earned.
    await handOver(owner, first);
    await page.reload();
    await expect(points.getByTestId('points-balance')).toHaveText('799 points');
    await expect(points).toContainText(`Earned on order #${first}`);
    await expect(points).toContainText('$5.00 off your order · 100 points');
    await expect(points).toContainText('Ready: choose it at checkout');
    await expectNoAxeViolations(page);

    // In Arabic, the reward at checkout: $5 off before tax, 100 points spent.
    await checkoutWithFeast(page, 'ar', 'west-dearborn', CARD_CHECKOUT.ar);
    const use = page.getByRole('group', { name: 'استخدم نقاطك' });
    await expect(use).toContainText('لديك 799 نقطة.');
    await use.getByLabel('خصم $5.00 · 100 نقطة').check();
    await expect(page.getByText('المكافأة', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /\$79\.49/ }).click();
    await page.waitForURL(/\/ar\/orders\/[A-Za-z0-9_-]{43}$/);
    const second = await orderNumber(page);
    await expect(page.getByText('استخدمت 100 نقطة لمكافأة هذا الطلب.')).toBeVisible();
    await expect(page.getByText('يكسبك هذا الطلب 749 نقطة عند استلامه.')).toBeVisible();
    await page.goto('/ar/account');
    const ours = page.getByRole('region', { name: 'نقاطك' });
    await expect(ours.getByTestId('points-balance')).toHaveText('699 نقطة');
    await expect(ours).toContainText(`مكافأة في الطلب رقم ${second}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);

    // The owner finds the guest; an adjustment needs a reason.
    await owner.goto('/admin/loyalty');
    const guest = owner.getByRole('region', { name: "A guest's points" });
    await guest.getByLabel("Guest's e-mail").fill(email);
    await guest.getByRole('button', { name: 'Find' }).click();
    await expect(guest).toContainText(`${email}: 699 points`);
    await guest.getByLabel('Points (+ to give, − to take)').fill('50');
    await guest.getByRole('button', { name: 'Adjust' }).click();
    await expect(guest.getByText('Write why (3 to 200 characters).')).toBeVisible();
    await guest.getByLabel('Reason (kept in the ledger and the audit log)').fill('Late order');
    await guest.getByRole('button', { name: 'Adjust' }).click();
    await expect(guest).toContainText(`${email}: 749 points`);
    await expect(guest).toContainText('Adjusted: Late order');
  } finally {
    await setProgram(owner, false);
    await owner.context().close();
  }
});
