import { expect, expectNoAxeViolations, test, waitForMail } from './fixtures';
import { signInAs } from './admin-fixtures';

test('reservations: newest first, cards, review request e-mailed to a past guest', async ({
  page,
}) => {
  await signInAs(page, 'manager');
  await page.goto('/admin/reservations');
  await expect(page.getByRole('heading', { name: 'Reservations', level: 1 })).toBeVisible();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.first()).toContainText('John Future');
  const future = cards.filter({ hasText: 'John Future' });
  await expect(future).toContainText('1 guest');
  await expect(future).toContainText('Pending');
  await expect(future.getByRole('button', { name: 'Request Review' })).toHaveCount(0);

  const past = cards.filter({ hasText: 'Huda Ali' });
  await expect(past).toContainText('4 guests');
  await expect(past).toContainText('Confirmed');
  await expect(past).toContainText('east-dearborn');
  await expect(past).toContainText('Jan 10, 2026');
  await expect(past).toContainText('19:30');
  await expect(past).toContainText('Birthday; high chair please');
  await expectNoAxeViolations(page);

  await past.getByRole('button', { name: 'Request Review' }).click();
  await expect(page.getByText('Review Request Sent')).toBeVisible();
  await expect(page.getByText('Review request email sent to Huda Ali')).toBeVisible();
  const mail = await waitForMail('huda.guest@e2e.test');
  expect(mail).toContain('/ar/?review=east-dearborn');
  expect(mail).toContain('review=east-dearborn');
});

test('editors cannot open reservations', async ({ page }) => {
  await signInAs(page, 'editor');
  await page.goto('/admin/reservations');
  await expect(page).toHaveURL(/\/admin$/);
});
