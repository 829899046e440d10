import { signInAs } from './admin-fixtures';
import { expect, expectNoAxeViolations, localePath, test } from './fixtures';

/*
 * A restaurant's minimum order: a manager sets it ($30) on a restaurant of their own making; its
 * ordering page says it, the cart says what is missing instead of offering the checkout, and the
 * checkout refuses the cart with the amount missing, in English and Arabic, on a phone;
 * its last orders, 30 minutes before closing, are said too. A typed minimum that
 * is not an amount is refused with the field's message.
 */

const TEXT = {
  en: {
    minimum: 'Minimum order $30.00',
    lastOrders: 'Last orders 30 min before closing',
    short: 'Add $26.01 more to reach the $30.00 minimum order.',
    refused: "This restaurant's minimum order is $30.00. Add $26.01 more to place it.",
    fix: 'Change your order to place it',
    checkout: 'Checkout',
  },
  ar: {
    minimum: 'الحد الأدنى للطلب $30.00',
    lastOrders: 'آخر الطلبات قبل الإغلاق بـ 30 دقيقة',
    short: 'أضف ما قيمته $26.01 لتبلغ الحد الأدنى للطلب $30.00.',
    refused: 'الحد الأدنى للطلب في هذا المطعم $30.00. أضف ما قيمته $26.01 لإرسال طلبك.',
    fix: 'عدّل طلبك لتتمكن من إرساله',
    checkout: 'إتمام الطلب',
  },
};

test('a restaurant’s minimum order is said on its ordering page and kept at checkout; its tips are the owners’', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = `${testInfo.project.name}-${Date.now() % 1_000_000}`;
  const slug = `e2e-min-${suffix}`;
  await signInAs(page, 'manager');
  await page.goto('/admin/locations/new');
  await page.getByLabel('Name (English)').fill(`Saba Minimum ${suffix}`);
  await page.getByLabel('Name (Arabic)').fill('سباء الحد الأدنى');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Address (English)').fill('2 Test Ave, Dearborn, MI 48126');
  await page.getByLabel('Address (Arabic)').fill('٢ شارع التجربة، ديربورن');
  await page.getByLabel('City').fill('Dearborn');
  await page.getByLabel('Published').check();
  for (const day of [
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]) {
    const id = day.slice(0, 3).toLowerCase();
    await page.locator(`#location-hours-${id}-closed`).uncheck();
    await page.getByLabel(`${day} opens`).fill('06:00');
    await page.getByLabel(`${day} closes`).fill('23:00');
  }
  await page.getByLabel('Take pickup orders on the site').check();
  // Tips are the owners' to set: a manager sees that they are off.
  await expect(
    page.getByText('Tips are off at this restaurant. Owners change tips.'),
  ).toBeVisible();
  await expect(page.getByLabel('Guests paying by card may tip')).toHaveCount(0);
  const minimum = page.getByLabel('Minimum order ($)');
  await minimum.fill('-5');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(
    page.getByText('Enter an amount from $0.01 to $1,000 with at most two decimals'),
  ).toBeVisible();
  await minimum.fill('30');
  await page.getByLabel('Last orders (minutes before closing)').fill('30');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Location created')).toBeVisible();

  try {
    for (const locale of ['en', 'ar'] as const) {
      const text = TEXT[locale];
      await page.goto(localePath(locale, `/locations/${slug}/order`));
      await expect(page.getByRole('main')).toContainText(text.minimum);
      await expect(page.getByRole('main')).toContainText(text.lastOrders);
      const cart = page.locator('#cart');
      if (locale === 'en') {
        await page.getByRole('button', { name: 'Add Qishr' }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /\$3\.99/ })
          .click();
      }
      // The cart is kept across languages: one qishr, $3.99 of $30.00.
      await expect(cart).toContainText(text.short);
      await expect(cart.getByRole('link', { name: text.checkout })).toHaveCount(0);
      // On a phone, the bar at the bottom says it too, and leads to the cart, not the checkout.
      if (testInfo.project.name === 'mobile') {
        const bar = page.getByRole('link', { name: text.short });
        await expect(bar).toBeVisible();
        await expect(bar).toHaveAttribute('href', '#cart');
      }
      await expectNoAxeViolations(page);

      await page.goto(localePath(locale, `/locations/${slug}/order/checkout`));
      await expect(page.getByRole('alert').filter({ hasText: text.refused })).toBeVisible();
      await expect(page.getByRole('button', { name: text.fix })).toBeDisabled();
    }

    // An owner turns tips on with shares of their own; a guest paying by card is offered them.
    const ownerContext = await browser.newContext({ baseURL });
    const owner = await ownerContext.newPage();
    await signInAs(owner, 'owner');
    await owner.goto('/admin/locations');
    await owner.getByRole('link', { name: `Edit Saba Minimum ${suffix}` }).click();
    await owner.getByLabel('Guests paying by card may tip').check();
    await owner.getByLabel('Tip shares offered (%)').fill('18, 12');
    await owner.getByRole('button', { name: 'Update' }).click();
    await expect(owner.getByText('Location updated')).toBeVisible();
    await ownerContext.close();
    await page.goto(`/locations/${slug}/order/checkout`);
    await page.getByRole('radio', { name: 'Pay by card now' }).check();
    // On the qishr's $3.99: 12% is $0.48, 18% $0.72.
    await expect(page.getByRole('radio', { name: '12% $0.48' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '18% $0.72' })).toBeVisible();
    await page.getByRole('radio', { name: 'Pay at pickup' }).check();
    await expect(page.getByRole('radio', { name: '12% $0.48' })).toHaveCount(0);
  } finally {
    await page.goto('/admin/locations');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: `Delete Saba Minimum ${suffix}` }).click();
    await expect(page.getByText('Location deleted')).toBeVisible();
  }
});
