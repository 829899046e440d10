import type { Page } from '@playwright/test';
import {
  dayAhead,
  expect,
  expectNoAxeViolations,
  localePath,
  LOCALES,
  test,
  waitForMail,
} from './fixtures';
import { signInAs } from './admin-fixtures';

const TEXT = {
  en: {
    reserve: 'Reserve',
    location: 'Location',
    date: 'Date',
    guests: 'Guests',
    show: 'Show available times',
    time: '7:00 PM',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    notes: 'Notes for the restaurant',
    submit: 'Request this table',
    done: 'Request Received!',
    chooseTime: 'Please choose a time',
    past: 'That date has passed. Please choose today or a later day',
    received: 'Thank you for your request. The restaurant will confirm it by e-mail shortly.',
  },
  ar: {
    reserve: 'احجز',
    location: 'الفرع',
    date: 'التاريخ',
    guests: 'الضيوف',
    show: 'اعرض الأوقات المتاحة',
    time: '٧:٠٠ م',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    notes: 'ملاحظات للمطعم',
    submit: 'اطلب هذه الطاولة',
    done: 'تم استلام طلبك!',
    chooseTime: 'يرجى اختيار الوقت',
    past: 'هذا التاريخ مضى. يرجى اختيار اليوم أو يوم لاحق',
    received: 'شكرًا لطلبك. سيؤكده المطعم عبر البريد الإلكتروني قريبًا.',
  },
};

/** Step one, as a visitor does it: location, day and party, then the times that are open. */
async function chooseDay(page: Page, locale: 'en' | 'ar', date: string, party: string) {
  const t = TEXT[locale];
  const step = page.locator('section', { has: page.locator('#reserve-step-1') });
  await step.getByLabel(t.location).selectOption('canton');
  await step.getByLabel(t.date).fill(date);
  await step.getByLabel(t.guests).selectOption(party);
  await step.getByRole('button', { name: t.show }).click();
  await expect(page).toHaveURL(new RegExp(`location=canton&date=${date}&party=${party}`));
}

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test(`a table request from the header's Reserve: times, a refused past date, then stored and e-mailed (${locale})`, async ({
    page,
    isMobile,
  }, testInfo) => {
    const name = `Table Guest ${locale} ${testInfo.project.name} ${Date.now() % 1_000_000}`;
    const email = `table-${locale}-${testInfo.project.name}@example.com`;
    await page.goto(localePath(locale, '/'));
    if (isMobile) {
      await page
        .getByRole('button', { name: locale === 'ar' ? 'القائمة الرئيسية' : 'Main menu' })
        .click();
      await page.locator('#mobile-nav').getByRole('link', { name: t.reserve, exact: true }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: t.reserve, exact: true }).click();
    }
    await expect(page).toHaveURL(new RegExp(`${locale === 'ar' ? '/ar' : ''}/reserve$`));
    await expectNoAxeViolations(page);

    // The date picker offers no past day; asked for anyway, the page says why not.
    await page.goto(localePath(locale, `/reserve?location=canton&date=${dayAhead(-3)}&party=3`));
    await expect(page.locator('#reserve-day-problem')).toHaveText(t.past);

    await chooseDay(page, locale, dayAhead(6), '3');
    const form = page.locator('form', { has: page.locator('[name="reservationTime"]') });
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByText(t.chooseTime)).toBeVisible();

    await form.getByText(t.time, { exact: true }).click();
    await form.getByLabel(t.name).fill(name);
    await form.getByLabel(t.email).fill(email);
    await form.getByLabel(t.phone).fill('+1 734 555 0123');
    await form.getByLabel(t.notes).fill('A quiet corner, please.');
    await form.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();

    const guest = await waitForMail([email, t.received]);
    expect(guest).toContain(name);
    expect(guest).toContain(t.time);
    const staff = await waitForMail(`New table request: ${name}, 3 on ${dayAhead(6)} at 7:00 PM`);
    expect(staff).toContain('A quiet corner, please.');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`the table request works as two plain forms (${locale})`, async ({ page }, testInfo) => {
      const t = TEXT[locale];
      const name = `NoScript Table ${locale} ${testInfo.project.name} ${Date.now() % 1_000_000}`;
      await page.goto(localePath(locale, '/reserve'));
      await chooseDay(page, locale, dayAhead(7), '2');
      await page.getByText(t.time, { exact: true }).click();
      await page.getByLabel(t.name).fill(name);
      await page.getByLabel(t.email).fill('noscript-table@example.com');
      await page.getByLabel(t.phone).fill('+1 734 555 0145');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
      await waitForMail([name, t.received]);
    });
  }
});

test('a location page offers its table requests; staff confirm or decline, and the guest is told', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "one run: the console's decisions change shared reservations");
  await page.goto('/locations/canton');
  await page.getByRole('link', { name: /Reserve a Table/ }).click();
  await expect(page).toHaveURL(/\/reserve\?location=canton$/);
  const ask = async (name: string, email: string) => {
    await page.goto(`/reserve?location=canton&date=${dayAhead(9)}&party=2`);
    await page.getByText('6:30 PM', { exact: true }).click();
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+1 734 555 0167');
    await page.getByRole('button', { name: 'Request this table' }).click();
    await expect(page.getByRole('heading', { name: 'Request Received!' })).toBeVisible();
  };
  await ask('Rana Confirm', 'rana.confirm@example.com');
  await ask('Sami Decline', 'sami.decline@example.com');

  await signInAs(page, 'manager');
  await page.goto(`/admin/reservations?date=${dayAhead(9)}`);
  const card = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });
  await expect(card('Rana Confirm')).toContainText('Pending');
  await page.getByRole('button', { name: 'Confirm: Rana Confirm' }).click();
  await expect(page.getByText('Reservation confirmed; the guest is told by e-mail')).toBeVisible();
  await expect(card('Rana Confirm')).toContainText('Confirmed');
  // The guest's own mail about it (the request's acknowledgement came before).
  await waitForMail(['rana.confirm@example.com', 'Your table at Saba Canton is confirmed']);

  await page.getByRole('button', { name: 'Decline: Sami Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline the request of Sami Decline' });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByText('Please write a note for the guest')).toBeVisible();
  await dialog
    .getByLabel('Note to the guest')
    .fill('We are closed for a private wedding that evening.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(card('Sami Decline')).toContainText('Declined');
  await expect(card('Sami Decline')).toContainText('closed for a private wedding');
  const declined = await waitForMail([
    'sami.decline@example.com',
    'we cannot take your table request for this time',
  ]);
  expect(declined).toContain(
    'From the restaurant: We are closed for a private wedding that evening.',
  );

  // After the day: seated, or did not come; each tells the guest.
  await page.goto('/admin/reservations?date=2026-02-02');
  await page.getByRole('button', { name: 'Seated: Omar Visit' }).click();
  await expect(card('Omar Visit')).toContainText('Seated');
  await waitForMail(['omar.guest@e2e.test', 'Thank you for your visit today.']);
  await page.getByRole('link', { name: 'Next day' }).click();
  await expect(page).toHaveURL(/date=2026-02-03$/);
  await page.getByRole('button', { name: 'No-show: Nadia Away' }).click();
  await expect(card('Nadia Away')).toContainText('No show');
  await waitForMail(['nadia.guest@e2e.test', 'حجزنا لك طاولة لكننا لم نرك']);
  await expectNoAxeViolations(page);
});

test('phone bookings fill a time, which the site then no longer offers; staff may book it anyway after saying so', async ({
  page,
}, testInfo) => {
  // Each screen size its own day, so the two runs never share a slot.
  const day = dayAhead(testInfo.project.name === 'mobile' ? 11 : 12);
  await signInAs(page, 'manager');
  await page.goto(`/admin/reservations?date=${day}`);
  const book = async (guest: string) => {
    await page.getByRole('button', { name: 'Add Reservation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a phone booking' });
    await dialog.getByLabel('Location', { exact: true }).selectOption('canton');
    await dialog.getByLabel('Date', { exact: true }).fill(day);
    await dialog.getByLabel("Time (24-hour, the location's time)").fill('20:00');
    await dialog.getByLabel('Guests', { exact: true }).fill('8');
    await dialog.getByLabel("Guest's name").fill(guest);
    await dialog.getByLabel('Phone', { exact: true }).fill('+1 734 555 0190');
    await dialog.getByRole('button', { name: 'Create' }).click();
    return dialog;
  };
  for (const guest of ['Caller One', 'Caller Two', 'Caller Three']) {
    const dialog = await book(`${guest} ${testInfo.project.name}`);
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Reservation added').first()).toBeVisible();
  }
  // The fourth is over capacity: refused until staff tick that they book it anyway.
  const refused = await book(`Caller Four ${testInfo.project.name}`);
  await expect(
    refused.getByText(
      'This time is full for a party of this size. Tick \u201cBook anyway\u201d to book it all the same.',
    ),
  ).toBeVisible();
  await refused.getByLabel('Book anyway (over the notice period or a full time)').check();
  await refused.getByRole('button', { name: 'Create' }).click();
  await expect(refused).toBeHidden();
  await expect(
    page.getByRole('listitem').filter({ hasText: `Caller Four ${testInfo.project.name}` }),
  ).toContainText('Confirmed');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `Caller One ${testInfo.project.name}` })
      .getByText('Phone booking'),
  ).toBeVisible();

  await page.goto(`/reserve?location=canton&date=${day}&party=1`);
  await expect(page.getByText('7:30 PM', { exact: true })).toBeVisible();
  await expect(page.getByText('8:00 PM', { exact: true })).toHaveCount(0);
  await expect(page.getByText('8:30 PM', { exact: true })).toBeVisible();
});
