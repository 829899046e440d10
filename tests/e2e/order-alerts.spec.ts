import { signInAs } from './admin-fixtures';
import { expect, guestPhone, test, waitForMail } from './fixtures';

/*
 * Nobody accepts an order: a guest orders at West Dearborn (its staff are e-mailed after one
 * minute: tests/setup/create-staff.ts) and no tablet is open. Its staff who work with orders get
 * one e-mail naming it, the staff of another restaurant none; the board flags it; a later round
 * of the alert worker sends nothing more.
 */

/** The alert worker's round on the test server (scripts/serve-test.mjs; 30 s by default). */
const ALERT_ROUND_MS = 3_000;

test('an order nobody accepts is e-mailed to its restaurant’s staff once, and flagged on the board', async ({
  page,
}) => {
  test.setTimeout(200_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/locations/west-dearborn/order');
  await page
    .locator('li', { has: page.getByRole('heading', { name: 'Lamb Zorbian', exact: true }) })
    .getByRole('button')
    .click();
  await page
    .getByRole('dialog', { name: 'Lamb Zorbian' })
    .getByRole('button', { name: /\$/ })
    .click();
  await page.getByRole('link', { name: /View order \(1\)/ }).click();
  await page.getByLabel('Full name').fill('Salma Nasser');
  await page.getByLabel('Phone').fill(guestPhone());
  await page.getByLabel('E-mail').fill(`salma.${Date.now()}@example.com`);
  await page.getByRole('button', { name: /Place order/ }).click();
  await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{43}$/);
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.match(/\d+/)![0];

  const subject = `order #${number} at Saba West Dearborn is not accepted yet`;
  const mail = await waitForMail(subject, 60_000 + 2 * ALERT_ROUND_MS + 15_000);
  expect(mail).toContain('owner@e2e.test');
  expect(mail).toContain('manager@e2e.test');
  // A manager limited to Canton does not work with West Dearborn's orders.
  expect(mail).not.toContain('canton.manager@e2e.test');
  expect(mail).toMatch(
    new RegExp(`#${number}  Salma Nasser  pickup as soon as possible, \\w+day, \\w+ \\d+, `),
  );
  expect(mail).toContain('/admin/orders?location=west-dearborn');

  await signInAs(page, 'manager');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/orders?location=west-dearborn');
  await expect(page.locator(`[data-order="${number}"]`)).toContainText(
    "Not accepted in time: the restaurant's staff were e-mailed",
  );

  // Once: the worker's next round sends nothing more about it.
  await page.waitForTimeout(ALERT_ROUND_MS + 5_000);
  await expect(waitForMail(subject, 1_000, 2)).rejects.toThrow(/no 2 mail/);
});
