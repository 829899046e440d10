import { expect, expectNoAxeViolations, test, waitForMail } from './fixtures';
import { signInAs } from './admin-fixtures';

/** The date and hour now in Dearborn (East Dearborn's clock, and the brand's). */
function dearbornNow() {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Detroit',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

test('a past day: the seated guest’s card, and a review request e-mailed to them', async ({
  page,
}) => {
  await signInAs(page, 'manager');
  await page.goto('/admin/reservations?date=2026-01-10');
  await expect(page.getByRole('heading', { name: 'Reservations', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Sat, Jan 10, 2026/, level: 2 })).toBeVisible();
  const past = page.getByRole('listitem').filter({ hasText: 'Huda Ali' });
  await expect(past).toContainText('4 guests');
  await expect(past).toContainText('Seated');
  await expect(past).toContainText('east-dearborn');
  await expect(past).toContainText('19:30');
  await expect(past).toContainText('Birthday; high chair please');
  await expectNoAxeViolations(page);

  await past.getByRole('button', { name: 'Request Review' }).click();
  await expect(page.getByText('Review Request Sent')).toBeVisible();
  await expect(page.getByText('Review request email sent to Huda Ali')).toBeVisible();
  const mail = await waitForMail('huda.guest@e2e.test');
  expect(mail).toContain('/ar/?review=east-dearborn');

  // A request still waiting is not asked for a review, on any day.
  await page.goto('/admin/reservations');
  const future = page.getByRole('listitem').filter({ hasText: 'John Future' });
  await expect(future).toContainText('Pending');
  await expect(future.getByRole('button', { name: 'Request Review' })).toHaveCount(0);
});

test('today: a table asked for online is in the day’s list and the badge; changed, then cancelled at the guest’s request', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `Today Guest ${testInfo.project.name} ${Date.now() % 1_000_000}`;
  const email = `today-${testInfo.project.name}-${Date.now() % 1_000_000}@example.com`;
  // East Dearborn takes tables round the clock (tests/setup/create-staff.ts); in the last hour of
  // its day none is left for today, and the day after is asked for (then reached with Next day).
  const here = dearbornNow();
  const lateEvening = here.hour >= 23;
  const tomorrow = new Date(`${here.date}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const day = lateEvening ? tomorrow.toISOString().slice(0, 10) : here.date;
  await page.goto(`/reserve?location=east-dearborn&party=2&date=${day}`);
  const form = page.locator('form', { has: page.locator('[name="reservationTime"]') });
  await form.locator('label.time-choice').first().click();
  const time = await form.locator('[name="reservationTime"]:checked').inputValue();
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+1 313 555 0177');
  await form.getByRole('button', { name: 'Request this table' }).click();
  await expect(page.getByRole('heading', { name: 'Request Received!' })).toBeVisible();

  await signInAs(page, 'manager');
  await page.goto('/admin');
  // The dashboard and the navigation say requests are waiting.
  const waiting = page
    .getByRole('heading', { name: 'Table Requests Waiting' })
    .locator('xpath=../following-sibling::p[1]');
  await expect(waiting).toHaveText(/^[1-9]\d*$/);
  const navigation = page.getByRole('navigation', { name: 'Admin navigation' });
  await expect(navigation.getByRole('link', { name: /Reservations \d+ waiting/ })).toBeVisible();

  await navigation.getByRole('link', { name: /Reservations/ }).click();
  await expect(page.getByRole('heading', { name: /^Today, /, level: 2 })).toBeVisible();
  if (lateEvening) await page.getByRole('link', { name: 'Next day' }).click();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText(time);
  await expect(card).toContainText('2 guests');
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: `Change: ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Change the booking of ${name}` });
  await edit.getByLabel('Guests', { exact: true }).fill('3');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('3 guests');
  const changed = await waitForMail([email, 'Your booking has been changed.']);
  expect(changed).toContain('Guests: 3 guests');

  await card.getByRole('button', { name: `Cancel booking: ${name}` }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel the booking of ${name}` });
  await cancel.getByLabel('The guest asked to cancel').check();
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(cancel).toBeHidden();
  await expect(card).toContainText("Cancelled at the guest's request");
  await waitForMail([email, 'As you asked, we have cancelled your table.']);
  // Told of the cancellation they asked for, never that the restaurant turned them down.
  await expect(waitForMail([email, 'we cannot take your table request'], 2_000)).rejects.toThrow();
});

test('editors cannot open reservations', async ({ page }) => {
  await signInAs(page, 'editor');
  await page.goto('/admin/reservations');
  await expect(page).toHaveURL(/\/admin$/);
});
