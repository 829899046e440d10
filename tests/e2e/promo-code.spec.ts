import { signInAs } from './admin-fixtures';
import {
  CARD_CHECKOUT,
  checkoutWithFeast,
  expect,
  expectNoAxeViolations,
  guestPhone,
  LOCALES,
  test,
  waitForMail,
} from './fixtures';

/*
 * A promo code from the console to the kitchen: a manager makes one (10% off orders of $30 or
 * more, once per guest) and is refused a second with the same letters; a guest on a phone types
 * an unknown code, then the code in lower case, tips 15% and pays by card on Stripe's page (the
 * local stand-in); the checkout, Stripe, the order's page, the e-mail and the kitchen's card give
 * subtotal, discount, tax, tip and total adding up to the cent; the dashboard counts the discount.
 * After pickup, the owner refunds the one dish from the order's page; the guest is e-mailed.
 *
 * The Family Feast for Four at East Dearborn: $79.99; 10% off, $8.00 ($7.999); 6% tax on $71.99,
 * $4.32 ($4.3194); a 15% tip on the food, $12.00 ($11.9985). Total $88.31.
 */

const TEXT = {
  en: {
    ...CARD_CHECKOUT.en,
    code: 'Code',
    apply: 'Apply',
    unknown: "We don't know that promo code. Please check it and try again.",
    applied: (code: string) => `${code} applied: 10% off.`,
    discountRow: 'Discount−$8.00',
    tip15: '15% $12.00',
    place: 'Place order · $88.31',
    received: 'Received: the restaurant will confirm it shortly.',
    subject: 'Your order #',
    mail: [
      '1 × Family Feast for Four: $79.99',
      'Subtotal: $79.99',
      'Discount: −$8.00',
      'Sales tax (6%): $4.32',
      'Tip: $12.00',
      'Total: $88.31, paid by card',
    ],
    // The refund's e-mail, found by its first line (a long Arabic subject is folded in two).
    refundNeedle: 'We refunded $76.31',
    refundMail: [
      'We refunded $76.31 of your order #',
      'The reason: The feast came without its bread',
      'Your card was charged $88.31; $12.00 of it stays paid.',
    ],
  },
  ar: {
    ...CARD_CHECKOUT.ar,
    code: 'الرمز',
    apply: 'تطبيق',
    unknown: 'لا نعرف رمز الخصم هذا. يرجى التحقق منه والمحاولة مرة أخرى.',
    applied: (code: string) => `تم تطبيق ${code}: خصم 10٪.`,
    discountRow: 'الخصم−$8.00',
    tip15: '15٪ $12.00',
    place: 'أرسل الطلب · $88.31',
    received: 'استُلم: سيؤكده المطعم قريبًا.',
    subject: 'طلبك رقم ',
    mail: [
      '1 × وليمة العائلة لأربعة: $79.99',
      'المجموع الفرعي: $79.99',
      'الخصم: −$8.00',
      'ضريبة المبيعات (6٪): $4.32',
      'الإكرامية: $12.00',
      'المجموع: $88.31، مدفوع بالبطاقة',
    ],
    refundNeedle: 'أعدنا إلى بطاقتك $76.31',
    refundMail: [
      'أعدنا إلى بطاقتك $76.31 من طلبك رقم',
      'السبب: The feast came without its bread',
      'خُصم من بطاقتك $88.31؛ ويبقى $12.00 منه مدفوعًا.',
    ],
  },
};

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test(`a manager's promo code takes 10% off a guest's card order, tip and tax counted after it (${locale})`, async ({
    page,
    browser,
    isMobile,
  }) => {
    test.skip(!isMobile, 'run on the phone');
    test.setTimeout(120_000);
    const code = `E2E-${locale.toUpperCase()}-${Date.now() % 1_000_000}`;

    // The manager makes the code in the console, on a desktop.
    const consoleContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const manager = await consoleContext.newPage();
    await signInAs(manager, 'manager');
    await manager.goto('/admin/promo-codes');
    await manager.getByRole('button', { name: 'Add Promo Code' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Create Promo Code' });
    await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await dialog.getByLabel('Percent off (1–100)').fill('10');
    await dialog.getByLabel('Least subtotal ($)').fill('30');
    await dialog.getByLabel('Uses per guest (by e-mail)').fill('1');
    await expectNoAxeViolations(manager);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(manager.getByText('Promo code created')).toBeVisible();
    const row = manager.locator('tr', { hasText: code });
    await expect(row).toContainText('10%');
    await expect(row).toContainText('from $30.00 · once per guest');
    await expect(row).toContainText('All restaurants');
    // The same letters again are refused on the code's field.
    await manager.getByRole('button', { name: 'Add Promo Code' }).click();
    await dialog.getByLabel('Code', { exact: true }).fill(code);
    await dialog.getByLabel('Percent off (1–100)').fill('50');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('There is already a code with these letters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The guest, on a phone.
    await checkoutWithFeast(page, locale, 'east-dearborn', t);
    const field = page.getByLabel(t.code, { exact: true });
    await field.fill('NOPE-NOPE');
    await page.getByRole('button', { name: t.apply, exact: true }).click();
    await expect(page.getByText(t.unknown)).toBeVisible();
    // Enter applies the code (it does not place the order), typed in lower case with a space.
    await field.fill(` ${code.toLowerCase()}`);
    await field.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: t.applied(code) })).toBeVisible();
    const totals = page.getByRole('complementary');
    await expect(totals.locator('dl > div').filter({ hasText: '$8.00' })).toHaveText(t.discountRow);

    await page.getByLabel(t.name).fill('Mariam Nasser');
    await page.getByLabel(t.phone).fill(guestPhone());
    const email = `mariam.code.${locale}.${Date.now()}@example.com`;
    await page.getByLabel(t.email).fill(email);
    await page.getByRole('radio', { name: t.payByCard }).check();
    await page.getByRole('radio', { name: t.tip15 }).check();
    const place = page.getByRole('button', { name: t.place });
    await expect(place).toBeEnabled();
    await expectNoAxeViolations(page);
    await place.click();

    // Stripe's page charges the total: the dishes, tax and tip less the code's coupon.
    await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
    await page.getByRole('button', { name: 'Pay $88.31' }).click();
    await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{43}\?payment=done$/);
    await expect(page.getByRole('status').filter({ hasText: t.received })).toBeVisible();
    await expect(page.locator('main dl > div').filter({ hasText: '$8.00' })).toHaveText(
      t.discountRow,
    );
    await expectNoAxeViolations(page);
    const mail = await waitForMail([email, t.subject]);
    for (const line of t.mail) expect(mail).toContain(line);

    // The kitchen's card, and the dashboard's discounts per code.
    const number = (await page.getByRole('heading', { level: 1 }).textContent())!.match(/\d+/)![0];
    await manager.goto('/admin/orders?location=east-dearborn');
    const card = manager.locator(`[data-order="${number}"]`);
    await expect(card.locator('[data-amount="subtotal"]')).toHaveText('Subtotal$79.99');
    await expect(card.locator('[data-amount="discount"]')).toHaveText(`Discount (${code})−$8.00`);
    await expect(card.locator('[data-amount="tax"]')).toHaveText('Tax (6%)$4.32');
    await expect(card.locator('[data-amount="tip"]')).toHaveText('Tip$12.00');
    await expect(card.locator('[data-amount="total"]')).toHaveText('Total$88.31');
    await manager.goto('/admin');
    const byCode = manager.getByRole('table', { name: /Discounts given per promo code/ });
    await expect(byCode.locator('tr', { hasText: code })).toContainText('1$8.00');

    // The kitchen hands it over; after pickup the owner refunds its one dish: $79.99 less its
    // share of the code ($8.00) plus its tax ($4.32), $76.31; the $12.00 tip stays the staff's.
    await manager.goto('/admin/orders?location=east-dearborn');
    // Placed while East Dearborn is open, it is for as soon as possible ("ready in 15 min"); placed
    // at night, it is for the morning ("ready at 9:00 AM"): the tests run at any hour.
    await card
      .getByRole('button', { name: /^Accept · ready (in 15 min|at \d{1,2}:\d{2} [AP]M)$/ })
      .first()
      .click();
    await card.getByRole('button', { name: 'Mark ready' }).click();
    await card.getByRole('button', { name: 'Picked up' }).click();
    await expect(
      manager.getByRole('region', { name: /Done today/ }).getByText(`#${number}`),
    ).toBeVisible();
    await consoleContext.close();
    const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const owner = await ownerContext.newPage();
    await signInAs(owner, 'owner');
    await owner.goto('/admin/orders/history');
    await owner.getByLabel('Number, phone, e-mail or name').fill(number);
    await owner.getByRole('button', { name: 'Search' }).click();
    await owner.getByRole('link', { name: `#${number}`, exact: true }).click();
    await owner.getByRole('button', { name: 'Refund' }).click();
    const refund = owner.getByRole('dialog', { name: `Refund order #${number}` });
    await expect(refund).toContainText('$88.31 of the $88.31 paid can still be refunded.');
    await refund.getByLabel('How many Family Feast for Four to refund').selectOption('1');
    await expect(refund.getByText("$76.31 goes back to the guest's card.")).toBeVisible();
    await refund.getByLabel('Reason').fill('The feast came without its bread');
    await expectNoAxeViolations(owner);
    await owner.screenshot({ path: test.info().outputPath('refund-dialog.png') });
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(owner.getByText('Refunded $76.31')).toBeVisible();
    const refunds = owner.getByRole('region', { name: 'Refunds' });
    await expect(refunds).toContainText('Refunded so far: $76.31. Left: $12.00.');
    await expect(refunds.locator('tbody tr')).toContainText('1 × Family Feast for Four');
    await expect(async () => {
      await owner.reload();
      await expect(refunds).toContainText('Sent to the card', { timeout: 1000 });
    }).toPass();
    await expect(owner.getByRole('region', { name: 'Timeline' })).toContainText('Refunded in part');
    await owner.screenshot({ path: test.info().outputPath('refunded-order.png'), fullPage: true });
    const refundMail = await waitForMail([email, t.refundNeedle]);
    for (const line of t.refundMail) expect(refundMail).toContain(line);
    await ownerContext.close();
  });
}
