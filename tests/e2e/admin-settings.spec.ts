import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInAs } from './admin-fixtures';

test('settings: an owner changes contact details, social and review links; the site shows them at once', async ({
  page,
}, testInfo) => {
  // Site-wide values: one project changes them, so that parallel runs never race.
  test.skip(testInfo.project.name !== 'desktop', 'changes site-wide settings');
  await signInAs(page, 'owner');
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Contact e-mail').fill('not-an-email');
  await page.getByLabel('Scheduling link').fill('http://insecure.example');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Enter a full https:// link')).toBeVisible();

  await page.getByLabel('Contact e-mail').fill('hello@saba.test');
  await page.getByLabel('Phone', { exact: true }).fill('+1 (313) 555-0177');
  await page.getByLabel('Instagram profile').fill('https://www.instagram.com/saba.e2e');
  await page.getByLabel('Contact inquiries').fill('desk@saba.test, manager@saba.test');
  await page.getByLabel('Saba West Dearborn').fill('https://g.page/r/saba-west/review');
  await page.getByLabel('Scheduling link').fill('https://calendly.com/saba-e2e/intro');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Contact inquiries')).toHaveValue(
    'desk@saba.test\nmanager@saba.test',
  );

  await page.goto('/contact');
  await expect(
    page.getByRole('main').getByRole('link', { name: '+1 (313) 555-0177' }),
  ).toHaveAttribute('href', 'tel:+13135550177');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'hello@saba.test' }),
  ).toBeVisible();
  await page.goto('/ar');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: /إنستغرام/ }),
  ).toHaveAttribute('href', 'https://www.instagram.com/saba.e2e');
  await page.goto('/?review=west-dearborn');
  const dialog = page.getByRole('dialog', { name: 'Rate your visit' });
  await dialog.locator('label', { has: page.getByRole('radio', { name: '5 stars' }) }).click();
  await expect(dialog.getByRole('link', { name: 'Review us on Google' })).toHaveAttribute(
    'href',
    'https://g.page/r/saba-west/review',
  );
});

test('managers cannot open Settings', async ({ page }) => {
  await signInAs(page, 'manager');
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin$/);
});
