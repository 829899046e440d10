import { signInAs } from './admin-fixtures';
import {
  expect,
  expectNoAxeViolations,
  guestPhone,
  localePath,
  LOCALES,
  test,
  waitForMail,
} from './fixtures';

/*
 * A guest orders pickup from a restaurant on a phone: a dish with a required
 * and an optional choice, and a combo; the cart survives a reload; the checkout shows the server's
 * prices; the order is placed and its page shows its number, status and total; the confirmation
 * e-mail, in the guest's language, carries the page's link. East Dearborn's prices are the brand's.
 */

const TEXT = {
  en: {
    title: 'Order pickup from Saba East Dearborn',
    dish: 'Lamb Haneeth',
    rice: 'Saffron rice',
    bread: 'Tanoor bread',
    combo: 'Family Feast for Four',
    choose: 'Choose at least 1 from Choose your rice.',
    add: 'Add to order · $28.49',
    viewOrder: 'View order (2) · $114.99',
    checkout: 'Checkout',
    place: 'Place order · $114.99',
    name: 'Full name',
    phone: 'Phone',
    email: 'E-mail',
    received: 'Received: the restaurant will confirm it shortly.',
    subject: 'Your order #',
    mailLine: '1 × Lamb Haneeth: $28.49',
    needsScript: 'Ordering on the site needs JavaScript',
    viewOne: /View order \(1\)/,
    payByCard: 'Pay by card now',
    placeAny: /Place order · \$/,
    awaiting: 'Waiting for your payment.',
    payNow: /^Pay \$[\d.]+ by card$/,
    paid: /^Paid by card: \$[\d.]+\.$/,
    mailPaid: 'paid by card',
    cancelled: 'Cancelled by the restaurant: We ran out of lamb today',
    refunded: /^Your card payment of \$[\d.]+ was refunded to your card\.$/,
    mailCancelled: 'is cancelled. The reason: We ran out of lamb today',
    mailRefund: (total: string) => `Your card payment of $${total} is refunded in full.`,
    tip15: '15% $4.05',
    tipped: 'Place order · $32.66',
    tipLine: 'Tip: $4.05',
  },
  ar: {
    title: 'اطلب للاستلام من سباء شرق ديربورن',
    dish: 'حنيذ لحم',
    rice: 'أرز بالزعفران',
    bread: 'خبز تنور',
    combo: 'وليمة العائلة لأربعة',
    choose: 'اختر 1 على الأقل من اختر نوع الأرز.',
    add: 'أضف إلى الطلب · $28.49',
    viewOrder: 'عرض الطلب (2) · $114.99',
    checkout: 'إتمام الطلب',
    place: 'أرسل الطلب · $114.99',
    name: 'الاسم الكامل',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    received: 'استُلم: سيؤكده المطعم قريبًا.',
    subject: 'طلبك رقم ',
    mailLine: '1 × حنيذ لحم: $28.49',
    needsScript: 'الطلب عبر الموقع يحتاج إلى جافاسكربت',
    viewOne: /عرض الطلب \(1\)/,
    payByCard: 'الدفع بالبطاقة الآن',
    placeAny: /أرسل الطلب · \$/,
    awaiting: 'بانتظار الدفع.',
    payNow: /^ادفع \$[\d.]+ بالبطاقة$/,
    paid: /^مدفوع بالبطاقة: \$[\d.]+\.$/,
    mailPaid: 'مدفوع بالبطاقة',
    cancelled: 'ألغاه المطعم: We ran out of lamb today',
    refunded: /^أُعيد مبلغ \$[\d.]+ الذي دفعته إلى بطاقتك\.$/,
    mailCancelled: 'السبب: We ran out of lamb today',
    mailRefund: (total: string) => `يُعاد إليك مبلغ $${total} الذي دفعته بالبطاقة كاملًا.`,
    tip15: '15٪ $4.05',
    tipped: 'أرسل الطلب · $32.66',
    tipLine: 'الإكرامية: $4.05',
  },
};

const EMPTY = { en: 'Your order is empty.', ar: 'طلبك فارغ.' };

for (const locale of LOCALES) {
  test(`the checkout moves nothing on screen while it reads the cart (${locale})`, async ({
    page,
  }) => {
    // The cart lives in the browser: the server's page holds its place until it is read.
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: string[] };
      w.shifts = [];
      type Shift = { value: number; startTime: number; sources: { node?: Node }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[])
          w.shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ` +
              entry.sources
                .map((s) => `${s.node?.nodeName} "${s.node?.textContent?.slice(0, 60)}"`)
                .join(' | '),
          );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(localePath(locale, '/locations/east-dearborn/order/checkout'));
    await expect(page.getByText(EMPTY[locale])).toBeVisible();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
    );
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual(
      [],
    );
  });
}

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test(`a guest orders pickup, with choices and a combo, and follows the order (${locale})`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(localePath(locale, '/locations/east-dearborn/order'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expectNoAxeViolations(page);

    // A dish with a required choice: refused until it is made, then added with a side.
    const dish = page.locator('li', {
      has: page.getByRole('heading', { name: t.dish, exact: true }),
    });
    await dish.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: t.dish });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /\$26\.99/ }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t.choose);
    await dialog.getByRole('radio', { name: t.rice }).check();
    await dialog.getByRole('checkbox', { name: new RegExp(t.bread) }).check();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: t.add }).click();
    await expect(dialog).toBeHidden();

    // A combo.
    const combo = page.locator('li', { has: page.getByRole('heading', { name: t.combo }) });
    await combo.getByRole('button').click();
    await page
      .getByRole('dialog', { name: t.combo })
      .getByRole('button', { name: /\$79\.99/ })
      .click();

    // The cart outlives a reload.
    await page.reload();
    const toCheckout = isMobile
      ? page.getByRole('link', { name: t.viewOrder })
      : page.getByRole('complementary').getByRole('link', { name: t.checkout, exact: true });
    await expect(toCheckout).toBeVisible();
    await toCheckout.click();

    // The checkout asks the server for its prices before the order can be placed.
    const place = page.getByRole('button', { name: t.place });
    await expect(place).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByLabel(t.name).fill('Layla Haddad');
    // A guest of their own each run: one phone places only a few orders at a time.
    await page.getByLabel(t.phone).fill(guestPhone());
    const email = `layla.${locale}.${Date.now()}@example.com`;
    await page.getByLabel(t.email).fill(email);
    // A double click places one order.
    await place.dblclick();
    await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{43}$/);
    const token = page.url().split('/').at(-1)!;
    expect(page.url()).toContain(localePath(locale, '/orders/'));

    await expect(page.getByRole('status').filter({ hasText: t.received })).toBeVisible();
    await expect(page.getByText('$114.99')).toBeVisible();
    await expectNoAxeViolations(page);

    // The confirmation e-mail, in the guest's language, with the page's link.
    const mail = await waitForMail([email, t.subject]);
    expect(mail).toContain(t.mailLine);
    expect(mail).toContain(`${localePath(locale, '/orders/')}${token}`);

    // The cart is empty once the order is placed.
    await page.goto(localePath(locale, '/locations/east-dearborn/order'));
    await expect(page.getByRole('link', { name: t.viewOrder })).toHaveCount(0);
  });

  test(`a guest pays by card on Stripe's page, comes back, pays; the kitchen cancels and it is refunded (${locale})`, async ({
    page,
    browser,
    isMobile,
  }) => {
    // Phone first: the payment's steps do not depend on the layout.
    test.skip(!isMobile, 'run on the phone');
    await page.goto(localePath(locale, '/locations/east-dearborn/order'));
    await page
      .locator('li', { has: page.getByRole('heading', { name: t.dish, exact: true }) })
      .getByRole('button')
      .click();
    const dialog = page.getByRole('dialog', { name: t.dish });
    await dialog.getByRole('radio', { name: t.rice }).check();
    await dialog.getByRole('button', { name: /\$26\.99/ }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: t.viewOne }).click();

    const place = page.getByRole('button', { name: t.placeAny });
    await expect(place).toBeEnabled();
    await page.getByLabel(t.name).fill('Omar Saleh');
    // A guest of their own each run: one phone places only a few orders at a time.
    await page.getByLabel(t.phone).fill(guestPhone());
    const email = `omar.card.${locale}.${Date.now()}@example.com`;
    await page.getByLabel(t.email).fill(email);
    await page.getByRole('radio', { name: t.payByCard }).check();
    // A 15% tip on the food ($26.99): $4.05, with tax at 6% ($1.62) a total of $32.66.
    await page.getByRole('radio', { name: t.tip15 }).check();
    await expect(page.getByRole('button', { name: t.tipped })).toBeEnabled();
    await expectNoAxeViolations(page);
    const total = (await place.textContent())!.split('$')[1]!;
    await place.click();

    // Stripe's page (a stand-in on this machine), for the order's total.
    await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
    const stripePage = page.url();
    await expect(page.getByRole('heading', { name: `Pay $${total}` })).toBeVisible();
    // The guest goes back without paying: the order waits, its time held, with a link to pay.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('status').filter({ hasText: t.awaiting })).toBeVisible();
    const payNow = page.getByRole('link', { name: t.payNow });
    await expect(payNow).toBeVisible();
    await expectNoAxeViolations(page);
    // The link leads to the same payment page; paying there sends the order on.
    await payNow.click();
    await page.waitForURL(stripePage);
    await page.getByRole('button', { name: `Pay $${total}` }).click();
    await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{43}\?payment=done$/);
    await expect(page.getByRole('status').filter({ hasText: t.received })).toBeVisible();
    await expect(page.getByText(t.paid)).toBeVisible();
    await expect(page.getByRole('link', { name: t.payNow })).toHaveCount(0);

    const mail = await waitForMail([email, t.subject]);
    expect(mail).toContain(t.mailPaid);
    expect(mail).toContain(t.tipLine);

    // The kitchen, on a tablet in another browser, sees it paid, then cancels it: it is refunded,
    // and both the kitchen's card and the guest's page say so.
    const number = (await page.getByRole('heading', { level: 1 }).textContent())!.match(/\d+/)![0];
    const kitchenContext = await browser.newContext({ viewport: { width: 1180, height: 820 } });
    const kitchen = await kitchenContext.newPage();
    await signInAs(kitchen, 'manager');
    await kitchen.goto('/admin/orders?location=east-dearborn');
    const card = kitchen.locator(`[data-order="${number}"]`);
    await expect(card).toContainText(`Paid by card · $${total}`);
    await expect(card.locator('[data-amount="tip"]')).toHaveText('Tip$4.05');
    await card.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = kitchen.getByRole('dialog', { name: `Cancel order #${number}` });
    await expect(cancel).toContainText(`the guest's $${total} is refunded to their card`);
    await cancel.getByLabel('Reason (the guest reads it)').fill('We ran out of lamb today');
    await cancel.getByRole('button', { name: 'Cancel the order' }).click();
    // The guest is told by e-mail, in their language: the reason, and the card refund.
    const told = await waitForMail([email, 'We ran out of lamb today']);
    expect(told).toContain(t.mailCancelled);
    expect(told).toContain(t.mailRefund(total));
    // Among the day's finished orders, the refund said once Stripe made it.
    await expect(kitchen.locator(`[data-finished="${number}"]`)).toContainText(
      `Refunded to the card · $${total}`,
      { timeout: 10_000 },
    );
    await kitchenContext.close();
    // The guest's page asks for its status every 4 seconds: on a loaded machine the refund
    // reaches it a few seconds after the kitchen's screen.
    await expect(page.getByRole('status').filter({ hasText: t.cancelled })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(t.refunded)).toBeVisible({ timeout: 20_000 });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test(`the ordering page says it needs JavaScript and shows the menu (${locale})`, async ({
      page,
    }) => {
      await page.goto(localePath(locale, '/locations/east-dearborn/order'));
      // A browser without JavaScript shows the page's <noscript> notice (Playwright's text
      // matching skips <noscript>: its content is read from the page).
      const notice = await page.locator('main noscript').evaluate((node) => node.textContent);
      expect(notice).toContain(t.needsScript);
      await expect(page.getByRole('heading', { name: t.dish, exact: true })).toBeVisible();
      // Its buttons say they are not ready rather than doing nothing.
      await expect(
        page
          .locator('li', { has: page.getByRole('heading', { name: t.dish, exact: true }) })
          .getByRole('button'),
      ).toBeDisabled();
    });
  });
}
