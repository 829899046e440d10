import {
  expect,
  expectNoAxeViolations,
  guestPhone,
  localePath,
  LOCALES,
  test,
  tomorrowInDetroit,
} from './fixtures';
import { signInAs } from './admin-fixtures';
import { instantOf } from '../../src/lib/time-zone';

/*
 * Menus by time of day, on a phone: the demo's breakfast is served 7 to 11 AM. The menu page and
 * the ordering page say so; at checkout a breakfast dish is refused for a 7 PM pickup, by the
 * pickup's time (not the time of ordering), with when it is served, and taken for 10 AM (East
 * Dearborn opens at 9). At 7 PM in Detroit the ordering page greys it and says it is not served
 * now; at 8 AM it does not. A later pickup chosen on the ordering page greys it by that time instead,
 * and the checkout starts from that time.
 */

const TEXT = {
  en: {
    breakfast: 'Breakfast',
    served: 'Served 7 AM–11 AM',
    dish: 'Breakfast Shakshuka',
    viewOne: /View order \(1\)/,
    later: 'Choose a time',
    name: 'Full name',
    phone: 'Phone',
    email: 'E-mail',
    place: /Place order · \$/,
    fix: 'Change your order to place it',
    refused:
      'Breakfast Shakshuka is served 7 AM–11 AM only. Please choose another pickup time, or remove it.',
    received: 'Received: the restaurant will confirm it shortly.',
    notNow: 'Not served now: you can order it for a pickup when it is.',
    pickupTime: 'Pickup time',
    changeTime: 'Change time',
    save: 'Save pickup time',
    notThen: 'Not served at the pickup time you chose.',
    evening: '7:00 PM',
    morning: '10:00 AM',
    asapOrLater: /^(As soon as possible|Closed now: choose a later time)$/,
  },
  ar: {
    breakfast: 'الفطور',
    served: 'يُقدَّم ٧ ص–١١ ص',
    dish: 'شكشوكة الفطور',
    viewOne: /عرض الطلب \(1\)/,
    later: 'اختر وقتًا',
    name: 'الاسم الكامل',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    place: /أرسل الطلب · \$/,
    fix: 'عدّل طلبك لتتمكن من إرساله',
    refused: 'يُقدَّم شكشوكة الفطور ٧ ص–١١ ص فقط. يرجى اختيار وقت استلام آخر أو إزالته.',
    received: 'استُلم: سيؤكده المطعم قريبًا.',
    notNow: 'لا يُقدَّم الآن: يمكنك طلبه للاستلام في وقت تقديمه.',
    pickupTime: 'وقت الاستلام',
    changeTime: 'تغيير الوقت',
    save: 'احفظ وقت الاستلام',
    notThen: 'لا يُقدَّم في وقت الاستلام الذي اخترته.',
    evening: '٧:٠٠ م',
    morning: '١٠:٠٠ ص',
    asapOrLater: /^(في أقرب وقت|مغلق الآن: اختر وقتًا لاحقًا)$/,
  },
};

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test(`breakfast is served 7–11 AM: said on the menus, refused for 7 PM, taken for 10 AM (${locale})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'run on the phone');
    await page.goto(localePath(locale, '/menu?category=breakfast'));
    await expect(page.getByRole('heading', { name: t.breakfast, level: 2 })).toBeVisible();
    await expect(page.getByText(t.served, { exact: true })).toBeVisible();

    await page.goto(localePath(locale, '/locations/east-dearborn/order'));
    const section = page.getByRole('region', { name: t.breakfast });
    await expect(section.getByText(t.served, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await section
      .locator('li', { has: page.getByRole('heading', { name: t.dish, exact: true }) })
      .getByRole('button')
      .click();
    await page.getByRole('dialog', { name: t.dish }).getByRole('button', { name: /\$/ }).click();
    await page.getByRole('link', { name: t.viewOne }).click();

    const tomorrow = tomorrowInDetroit();
    await page.getByRole('radio', { name: t.later }).check();
    await page.locator('select[name="slot"]').selectOption(`${tomorrow}T19:00`);
    await page.getByLabel(t.name).fill('Salma Yahya');
    await page.getByLabel(t.phone).fill(guestPhone());
    await page.getByLabel(t.email).fill(`salma.${locale}.${Date.now()}@example.com`);
    // Priced for the time chosen: the line says when it is served, and the order waits.
    await expect(page.getByText(t.refused)).toBeVisible();
    await expect(page.getByRole('button', { name: t.fix })).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.locator('select[name="slot"]').selectOption(`${tomorrow}T10:00`);
    await page.getByRole('button', { name: t.place }).click();
    await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('status').filter({ hasText: t.received })).toBeVisible();
  });
}

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test(`the ordering page greys breakfast when it is not served, by the restaurant's clock (${locale})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'run on the phone');
    const tomorrow = tomorrowInDetroit();
    // 7 PM in Detroit, whatever this machine's zone: breakfast is not served.
    await page.clock.setFixedTime(instantOf(tomorrow, '19:00', 'America/Detroit'));
    await page.goto(localePath(locale, '/locations/east-dearborn/order'));
    // The hours are there before the page is live; whether it is served now follows its first touch.
    await page.mouse.move(20, 20);
    const card = page
      .getByRole('region', { name: t.breakfast })
      .locator('li', { has: page.getByRole('heading', { name: t.dish, exact: true }) });
    await expect(card.getByText(t.notNow)).toBeVisible();
    await expect(card).toHaveAttribute('data-not-served', '');
    // Still offered: it can be ordered for a morning pickup.
    await expect(card.getByRole('button')).toBeEnabled();
    await expectNoAxeViolations(page);
    await card.screenshot({ path: test.info().outputPath('breakfast-greyed.png') });

    // 8 AM in Detroit: served.
    await page.clock.setFixedTime(instantOf(tomorrow, '08:00', 'America/Detroit'));
    await page.reload();
    await expect(card.getByRole('button')).toBeEnabled();
    await expect(card).not.toHaveAttribute('data-not-served');
    await expect(card.getByText(t.notNow)).toHaveCount(0);
  });
}

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test(`a pickup time chosen on the ordering page greys breakfast for it, and the checkout starts from it (${locale})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'run on the phone');
    const tomorrow = tomorrowInDetroit();
    await page.goto(localePath(locale, '/locations/east-dearborn/order'));
    const chooser = page.getByRole('region', { name: t.pickupTime });
    const chosen = chooser.getByTestId('pickup-choice');
    const dialog = page.getByRole('dialog', { name: t.pickupTime });
    const choose = async (time: string) => {
      await chooser.getByRole('button', { name: t.changeTime }).click();
      await dialog.getByRole('radio', { name: t.later }).check();
      await dialog.locator('select[name="slot"]').selectOption(`${tomorrow}T${time}`);
    };
    const card = page
      .getByRole('region', { name: t.breakfast })
      .locator('li', { has: page.getByRole('heading', { name: t.dish, exact: true }) });

    // Tomorrow at 7 PM: breakfast (7-11 AM) is greyed for it, and says why.
    await choose('19:00');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`pickup-chooser-${locale}.png`) });
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    await expect(chosen).toContainText(t.evening);
    await expect(card.getByText(t.notThen)).toBeVisible();
    await expect(card).toHaveAttribute('data-not-served', '');
    await expect(card.getByRole('button')).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`pickup-evening-${locale}.png`) });

    // Tomorrow at 10 AM: served. The choice outlives a reload.
    await choose('10:00');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(chosen).toContainText(t.morning);
    await expect(card).not.toHaveAttribute('data-not-served');
    await expect(card.getByText(t.notThen)).toHaveCount(0);
    await page.reload();
    await page.mouse.move(20, 20);
    await expect(chosen).toContainText(t.morning);

    // The checkout starts from it, and the order is for it.
    await card.getByRole('button').click();
    await page.getByRole('dialog', { name: t.dish }).getByRole('button', { name: /\$/ }).click();
    await page.getByRole('link', { name: t.viewOne }).click();
    await expect(page.getByRole('radio', { name: t.later })).toBeChecked();
    await expect(page.locator('select[name="slot"]')).toHaveValue(`${tomorrow}T10:00`);
    await page.getByLabel(t.name).fill('Salma Yahya');
    await page.getByLabel(t.phone).fill(guestPhone());
    await page.getByLabel(t.email).fill(`chosen.${locale}.${Date.now()}@example.com`);
    await page.getByRole('button', { name: t.place }).click();
    await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('main')).toContainText(t.morning);

    // The next order starts from as soon as possible again.
    await page.goto(localePath(locale, '/locations/east-dearborn/order'));
    await page.mouse.move(20, 20);
    await expect(chosen).toHaveText(t.asapOrLater);
  });
}

test('a restaurant keeps its own hours for a dish: its ordering page says them, another restaurant’s does not', async ({
  page,
  browser,
  isMobile,
}) => {
  test.skip(!isMobile, 'run on the phone');
  const consoleContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const editor = await consoleContext.newPage();
  await signInAs(editor, 'editor');
  await editor.goto('/admin/menu/items?location=west-dearborn&q=Date%20Cake');
  await editor
    .getByRole('button', { name: 'Change the hours of Date Cake at Saba West Dearborn' })
    .click();
  const dialog = editor.getByRole('dialog', { name: 'Hours of Date Cake at Saba West Dearborn' });
  await dialog.getByLabel('Friday').check();
  await dialog.getByLabel('Saturday').check();
  await dialog.getByLabel('Served from').fill('17:00');
  await dialog.getByLabel('Served until').fill('16:00');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText('The end must be after the start')).toBeVisible();
  await dialog.getByLabel('Served until').fill('22:00');
  await expectNoAxeViolations(editor);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(editor.getByText('Hours at Saba West Dearborn saved')).toBeVisible();
  await expect(editor.locator('tr', { hasText: 'Date Cake' })).toContainText(
    'Fri, Sat, 5 PM–10 PM',
  );
  await consoleContext.close();

  const card = (name: string) =>
    page.locator('li', { has: page.getByRole('heading', { name, exact: true }) });
  await page.goto('/locations/west-dearborn/order');
  await expect(card('Date Cake').getByText('Served Fri, Sat, 5 PM–10 PM')).toBeVisible();
  await page.goto(localePath('ar', '/locations/west-dearborn/order'));
  await expect(card('كعكة التمر').getByText(/يُقدَّم الجمعة، السبت، ٥ م–١٠ م$/)).toBeVisible();
  await page.goto('/locations/east-dearborn/order');
  await expect(card('Date Cake')).toBeVisible();
  await expect(card('Date Cake').getByText(/Served/)).toHaveCount(0);
});
