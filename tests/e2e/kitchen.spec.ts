import AxeBuilder from '@axe-core/playwright';
import { signInAs, signInWithEmail } from './admin-fixtures';
import { CANTON_MANAGER } from './staff';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  expect,
  guestPhone,
  localePath,
  LOCALES,
  test,
  waitForMail,
  type Locale,
} from './fixtures';

/*
 * The kitchen and the guest at once: a guest on a phone orders pickup at West Dearborn; the
 * kitchen's screen, on a tablet in another browser, shows the order within 2 seconds without a
 * reload; the kitchen accepts it and the guest's page shows the ready time, then "ready" once the
 * kitchen marks it so, and the "your order is ready" e-mail leaves in the guest's language.
 */

const TEXT = {
  en: {
    dish: 'Lamb Haneeth',
    rice: 'Saffron rice',
    bread: 'Tanoor bread',
    combo: 'Family Feast for Four',
    add: 'Add to order · $28.49',
    viewOrder: /View order \(2\)/,
    place: /Place order/,
    name: 'Full name',
    phone: 'Phone',
    email: 'E-mail',
    received: 'Received: the restaurant will confirm it shortly.',
    // Ready in 15 minutes: after 11:45 PM at the restaurant, that is tomorrow.
    accepted: (tomorrow: boolean) =>
      new RegExp(
        `^Accepted: it will be ready ${tomorrow ? 'tomorrow ' : ''}at \\d{1,2}:\\d{2} [AP]M\\.$`,
      ),
    ready: 'Ready: come and collect it at the counter.',
    readySubject: 'is ready',
    zorbian: 'Lamb Zorbian',
    viewOne: /View order \(1\)/,
    later: 'Choose a time',
    acceptedTomorrow: 'Accepted: it will be ready tomorrow at 9:00 AM.',
  },
  ar: {
    dish: 'حنيذ لحم',
    rice: 'أرز بالزعفران',
    bread: 'خبز تنور',
    combo: 'وليمة العائلة لأربعة',
    add: 'أضف إلى الطلب · $28.49',
    viewOrder: /عرض الطلب \(2\)/,
    place: /أرسل الطلب/,
    name: 'الاسم الكامل',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    received: 'استُلم: سيؤكده المطعم قريبًا.',
    accepted: (tomorrow: boolean) =>
      new RegExp(`^قُبل: سيكون جاهزًا ${tomorrow ? 'غدًا ' : ''}في .+\\.$`),
    ready: 'جاهز: تفضل باستلامه من المطعم.',
    readySubject: 'جاهز',
    zorbian: 'زربيان لحم',
    viewOne: /عرض الطلب \(1\)/,
    later: 'اختر وقتًا',
    acceptedTomorrow: 'قُبل: سيكون جاهزًا غدًا في ٩:٠٠ ص.',
  },
};

/** The guest's details at checkout (a phone of their own each run); their address and phone. */
async function fillGuest(
  page: Page,
  t: (typeof TEXT)[Locale],
  who: string,
  locale: Locale,
): Promise<{ email: string; phone: string }> {
  await page.getByLabel(t.name).fill(`${who[0]!.toUpperCase()}${who.slice(1)} Saleh`);
  // A guest of their own each run: one phone places only a few orders at a time.
  const phone = guestPhone();
  await page.getByLabel(t.phone).fill(phone);
  const email = `${who}.${locale}.${Date.now()}@example.com`;
  await page.getByLabel(t.email).fill(email);
  return { email, phone };
}

/**
 * The order history finds an order by the guest's phone, and its page has its lines and its
 * steps with who made them; staff of another restaurant find nothing of it, and are refused
 * that restaurant and the order's page.
 */
async function expectInHistory(kitchen: Page, number: string, phone: string) {
  await kitchen.goto('/admin/orders');
  await kitchen.getByRole('link', { name: 'Order history' }).click();
  await kitchen.getByLabel('Number, phone, e-mail or name').fill(phone);
  await kitchen.getByRole('button', { name: 'Search' }).click();
  await kitchen.screenshot({ path: test.info().outputPath('order-history.png'), fullPage: true });
  await kitchen.getByRole('link', { name: `#${number}`, exact: true }).click();
  await expect(kitchen.getByRole('heading', { level: 1 })).toHaveText(`Order #${number}`);
  await expect(kitchen.getByRole('region', { name: 'What was ordered' })).toContainText(
    'Lamb Haneeth+ Saffron rice+ Tanoor bread',
  );
  await expect(kitchen.getByRole('region', { name: 'Timeline' }).getByRole('listitem')).toHaveText([
    /^Placed \w{3} \d{1,2}, \d{4}/,
    /^Accepted .+ · by manager@e2e\.test$/,
    /^Ready .+ · by manager@e2e\.test$/,
    /^Picked up .+ · by manager@e2e\.test$/,
  ]);
  const axe = await new AxeBuilder({ page: kitchen })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await kitchen.screenshot({ path: test.info().outputPath('order-page.png'), fullPage: true });
  const orderPage = kitchen.url();

  const canton = await kitchen.context().browser()!.newContext();
  const other = await canton.newPage();
  await signInWithEmail(other, CANTON_MANAGER);
  await other.goto(`/admin/orders/history?q=${encodeURIComponent(phone)}`);
  await expect(other.getByText('No order matches this search.')).toBeVisible();
  await other.goto('/admin/orders/history?location=west-dearborn');
  await expect(
    other.getByRole('alert').filter({ hasText: 'That restaurant is not one of yours' }),
  ).toHaveText('That restaurant is not one of yours: choose one from the list.');
  await expect(other.getByText('No order matches this search.')).toBeVisible();
  await other.goto(orderPage);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await canton.close();
}

/**
 * The board on a tablet in landscape: the sidebar folded away, the three columns side by side,
 * no button whose label does not fit; a screenshot kept for a person to look at.
 */
async function expectTabletBoard(kitchen: Page, name: string) {
  await expect(kitchen.locator('aside')).toBeHidden();
  // Read in one go: the page may scroll between separate reads (a toast, a card arriving).
  const columns = await kitchen.evaluate(
    (titles) => {
      const regions = [...document.querySelectorAll('section[aria-labelledby]')];
      return titles.map((title) => {
        const region = regions.find((r) => r.textContent?.trim().startsWith(title));
        const box = region!.getBoundingClientRect();
        return { x: box.x, y: box.y + window.scrollY };
      });
    },
    ['New', 'In the kitchen', 'Ready for pickup'],
  );
  expect(new Set(columns.map((box) => Math.round(box.y))).size).toBe(1);
  expect(columns.map((box) => box.x)).toEqual(
    [...columns.map((box) => box.x)].sort((a, b) => a - b),
  );
  const cut = await kitchen
    .locator('[data-order] button')
    .evaluateAll((buttons) =>
      buttons
        .filter((b) => b.scrollWidth > b.clientWidth + 1 || b.getClientRects().length > 1)
        .map((b) => b.textContent),
    );
  expect(cut).toEqual([]);
  await kitchen.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** Counts the board's calls to print (the browser's dialog stays shut). */
async function stubPrint(kitchen: Page) {
  await kitchen.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => void (w.printed += 1);
  });
}
const printed = (kitchen: Page) =>
  kitchen.evaluate(() => (window as unknown as { printed: number }).printed);

/**
 * The ticket the board printed, as Chromium prints the page to PDF: 80 mm wide, and only the
 * ticket (the order's number, its lines and options, its payment), nothing of the board.
 */
async function expectTicket(kitchen: Page, number: string, lines: string[]) {
  const pdf = await kitchen.pdf({ preferCSSPageSize: true });
  fs.writeFileSync(test.info().outputPath(`ticket-${number}.pdf`), pdf);
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { width } = (await doc.getPage(1)).getViewport({ scale: 1 });
  expect(Math.round((width / 72) * 25.4)).toBe(80);
  // Words as printed, whatever line the 72 mm width broke them onto.
  const text = (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
  expect(text).toContain(`#${number}`);
  for (const line of lines) expect(text).toContain(line);
  expect(text).not.toContain('In the kitchen');
}

/** Tomorrow in Detroit (the demo restaurants' zone): its date and the UTC instant of a time then. */
/** The day at the restaurants (Detroit's time) of an instant, as YYYY-MM-DD. */
const detroitDay = (instant: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Detroit' }).format(new Date(instant));

function tomorrowInDetroit(hour: number, minute: number): { date: string; at: Date } {
  const today = detroitDay(Date.now());
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const date = next.toISOString().slice(0, 10);
  // The zone's offset that day (-4 or -5 hours), read from how noon UTC shows there.
  const noonThere = Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Detroit',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(next),
  );
  const offset = 12 - noonThere;
  return {
    date,
    at: new Date(
      Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8), hour + offset, minute),
    ),
  };
}

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test(`the kitchen sees a guest's order live, accepts it, marks it ready; the guest follows (${locale})`, async ({
    page,
    browser,
  }) => {
    // A whole evening in one test (order, accept, ready, the history, another restaurant's staff):
    // on a busy two-core machine it needs more than the usual minute.
    test.slow();
    // The kitchen: a tablet in landscape, signed in, watching West Dearborn.
    const kitchenContext = await browser.newContext({ viewport: { width: 1180, height: 820 } });
    const kitchen = await kitchenContext.newPage();
    await signInAs(kitchen, 'manager');
    await kitchen.goto('/admin/orders?location=west-dearborn');
    await expect(kitchen.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({
      timeout: 20_000,
    });

    // The guest: a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localePath(locale, '/locations/west-dearborn/order'));
    const dish = page.locator('li', {
      has: page.getByRole('heading', { name: t.dish, exact: true }),
    });
    await dish.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: t.dish });
    await dialog.getByRole('radio', { name: t.rice }).check();
    await dialog.getByRole('checkbox', { name: new RegExp(t.bread) }).check();
    await dialog.getByRole('button', { name: t.add }).click();
    const combo = page.locator('li', { has: page.getByRole('heading', { name: t.combo }) });
    await combo.getByRole('button').click();
    await page.getByRole('dialog', { name: t.combo }).getByRole('button', { name: /\$/ }).click();
    await page.getByRole('link', { name: t.viewOrder }).click();
    const place = page.getByRole('button', { name: t.place });
    await expect(place).toBeEnabled();
    const { email, phone } = await fillGuest(page, t, 'omar', locale);
    await place.click();
    await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{43}$/);
    const placedAt = Date.now();
    const number = (await page.getByRole('heading', { level: 1 }).textContent())!.match(/\d+/)![0];
    await expect(page.getByRole('status').filter({ hasText: t.received })).toBeVisible();

    // On the kitchen's screen within 2 seconds, without a reload.
    const card = kitchen.locator(`[data-order="${number}"]`);
    await expect(card).toBeVisible({ timeout: 2_000 });
    expect(Date.now() - placedAt).toBeLessThan(2_000 + 500);
    await expect(card).toContainText('1 × Lamb Haneeth (Saffron rice, Tanoor bread)');
    await expect(card).toContainText('1 × Family Feast for Four');
    // WCAG 2.2 AA (checked here: the live feed keeps the network busy, so no "idle" to wait for).
    const axe = await new AxeBuilder({ page: kitchen })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    // This tablet prints each ticket when it accepts the order (its own setting).
    await stubPrint(kitchen);
    await kitchen.getByRole('checkbox', { name: /Print each order's ticket/ }).check();
    await card.getByRole('button', { name: 'Accept · ready in 15 min' }).click();
    const readyTomorrow = detroitDay(Date.now() + 15 * 60_000) !== detroitDay(Date.now());
    await expect(
      kitchen.getByRole('region', { name: /In the kitchen/ }).locator(`[data-order="${number}"]`),
    ).toBeVisible();
    await expect.poll(() => printed(kitchen)).toBe(1);
    await expectTicket(kitchen, number, [
      '1 × Lamb Haneeth',
      '+ Saffron rice',
      '+ Tanoor bread',
      '1 × Family Feast for Four',
      'Pay at pickup · $',
    ]);

    // The guest's page shows the ready time by itself, then "ready".
    await expect(page.locator('[data-status="accepted"]')).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('[data-status="accepted"] p').last()).toHaveText(
      t.accepted(readyTomorrow),
    );
    await card.getByRole('button', { name: 'Mark ready' }).click();
    await expect(page.getByRole('status').filter({ hasText: t.ready })).toBeVisible({
      timeout: 10_000,
    });
    await waitForMail([email, t.readySubject]);

    await card.getByRole('button', { name: 'Picked up' }).click();
    await expect(
      kitchen.getByRole('region', { name: /Done today/ }).getByText(`#${number}`),
    ).toBeVisible();
    if (locale === 'en') await expectInHistory(kitchen, number, phone);
    await kitchenContext.close();
  });

  test(`an order for tomorrow 9:00 waits in Scheduled, joins New at 8:40, is accepted for 9:00 and the guest reads the day (${locale})`, async ({
    page,
    browser,
  }) => {
    // The guest, on a phone, orders for tomorrow at 9:00 (East Dearborn: 20 minutes to prepare).
    const nine = tomorrowInDetroit(9, 0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localePath(locale, '/locations/east-dearborn/order'));
    await page
      .locator('li', { has: page.getByRole('heading', { name: t.zorbian, exact: true }) })
      .getByRole('button')
      .click();
    await page.getByRole('dialog', { name: t.zorbian }).getByRole('button', { name: /\$/ }).click();
    await page.getByRole('link', { name: t.viewOne }).click();
    await page.getByRole('radio', { name: t.later }).check();
    await page.locator('select[name="slot"]').selectOption(`${nine.date}T09:00`);
    await fillGuest(page, t, 'amal', locale);
    await page.getByRole('button', { name: t.place }).click();
    await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{43}$/);
    const number = (await page.getByRole('heading', { level: 1 }).textContent())!.match(/\d+/)![0];

    // The kitchen: a 1024x768 tablet, tonight, on a clock the test controls.
    const kitchenContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const kitchen = await kitchenContext.newPage();
    await signInAs(kitchen, 'manager');
    await kitchen.clock.install();
    await kitchen.goto('/admin/orders?location=east-dearborn');
    const card = kitchen
      .getByRole('region', { name: /^Scheduled/ })
      .locator(`[data-order="${number}"]`);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText('Pickup tomorrow, 9:00 AM');
    await expect(card.getByRole('button', { name: 'Accept · ready at 9:00 AM' })).toBeVisible();

    // Tomorrow at 8:39:30 it still waits; at 8:40 (9:00 less the 20 minutes to prepare) it joins
    // New, where the kitchen hears it.
    await kitchen.clock.setSystemTime(new Date(nine.at.getTime() - 20.5 * 60_000));
    await kitchen.clock.runFor(20_000);
    await expect(card).toBeVisible();
    await kitchen.clock.runFor(40_000);
    const fresh = kitchen.getByRole('region', { name: /^New/ }).locator(`[data-order="${number}"]`);
    await expect(fresh).toBeVisible();
    await expect(card).toHaveCount(0);
    // On a tablet in landscape the board has the whole width: three columns, every label whole.
    await expectTabletBoard(kitchen, 'board-1024x768');
    await kitchen.setViewportSize({ width: 1280, height: 800 });
    await expectTabletBoard(kitchen, 'board-1280x800');
    await fresh.getByRole('button', { name: 'Accept · ready at 9:00 AM' }).click();
    await expect(
      kitchen.getByRole('region', { name: /In the kitchen/ }).locator(`[data-order="${number}"]`),
    ).toBeVisible();

    // Its ticket, printed from the card, names the day.
    await stubPrint(kitchen);
    await kitchen.getByRole('button', { name: `Print the ticket of order #${number}` }).click();
    await expect.poll(() => printed(kitchen)).toBe(1);
    await expectTicket(kitchen, number, ['1 × Lamb Zorbian', '9:00 AM', 'Pay at pickup · $']);

    // The guest's page says when, with the day.
    await expect(page.locator('[data-status="accepted"] p').last()).toHaveText(t.acceptedTomorrow, {
      timeout: 10_000,
    });
    await kitchenContext.close();
  });
}

test('someone who only runs the kitchen opens Orders, and nothing of the inbox, menu or settings', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1180, height: 820 });
  await signInAs(page, 'kitchen');
  // Their console opens on Orders.
  await page.goto('/admin');
  await page.waitForURL('**/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // On a tablet the board has the whole width: its sidebar is a sheet, opened from the header.
  await expect(page.locator('aside')).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const nav = page.getByRole('dialog').getByRole('navigation', { name: 'Admin navigation' });
  // One link: Orders (with the count of orders waiting, when there are some).
  await expect(nav.getByRole('link')).toHaveText([/^Orders(\d+ waiting)?$/]);
  await page.keyboard.press('Escape');
  // The other screens send them back to Orders; the exports refuse them.
  for (const screen of [
    '/admin/contacts',
    '/admin/menu/items',
    '/admin/settings',
    '/admin/users',
  ]) {
    await page.goto(screen);
    await page.waitForURL('**/admin/orders');
  }
  const exported = await page.request.get('/api/admin/export/contacts');
  expect(exported.status()).toBe(403);
  // Their own account security stays theirs.
  await page.goto('/admin/security');
  await expect(page).toHaveURL(/\/admin\/security$/);
  await page.goto('/admin/orders');
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});
