import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInAs } from './admin-fixtures';

test('locations: add with hours and special hours, the public site shows it at once; edit; delete', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = `${testInfo.project.name}-${Date.now() % 1_000_000}`;
  const slug = `e2e-${suffix}`;
  const name = `Saba E2E ${suffix}`;
  await signInAs(page, 'manager');
  await page.goto('/admin/locations');
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Saba East Dearborn' })).toContainText(
    'Headquarters',
  );
  await page.getByRole('link', { name: 'Add Location' }).click();
  await expect(page.getByRole('heading', { name: 'Add Location', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Locations/);
  await expectNoAxeViolations(page);

  // Nothing filled in: the messages of the required fields, and nothing is written.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('English name is required')).toBeVisible();
  await expect(page.getByText('Arabic name is required')).toBeVisible();
  await expect(page.getByText('Slug is required')).toBeVisible();
  await expect(page.getByText('English address is required')).toBeVisible();

  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Name (Arabic)').fill('سباء تجربة');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Address (English)').fill('1 Test Ave, Dearborn, MI 48126');
  await page.getByLabel('Address (Arabic)').fill('١ شارع التجربة، ديربورن');
  await page.getByLabel('City').fill('Dearborn');
  await page.getByLabel('State').fill('MI');
  await page.getByLabel('Latitude').fill('42.33');
  await page.getByLabel('Longitude').fill('-83.18');
  await page.getByLabel('Phone numbers').fill('+1 (313) 555-0111');
  await page.getByLabel('Published').check();
  await page.locator('#location-hours-mon-closed').uncheck();
  await page.getByLabel('Monday opens').fill('09:00');
  await page.getByLabel('Monday closes').fill('21:30');
  await page.locator('#location-hours-tue-closed').uncheck();
  await page.getByLabel('DoorDash link').fill('https://www.doordash.com/store/saba-e2e');
  await page.getByRole('button', { name: 'Add special day' }).click();
  const special = page.getByRole('group', { name: 'Special day 1' });
  await special.getByLabel('Date').fill('2099-12-25');
  await special.getByLabel('Note (English)').fill('Closed for the holiday');
  await special.getByLabel('Note (Arabic)').fill('مغلق للعطلة');

  // Tuesday left open without times.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(
    page.getByText('Opening time is required (or mark the day closed)').first(),
  ).toBeVisible();
  await page.locator('#location-hours-tue-closed').check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Location created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/locations$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('1 special day');

  // The public site, at once.
  await page.goto('/locations');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.goto(`/locations/${slug}`);
  const card = page.getByRole('main');
  await expect(card).toContainText('9:00 AM - 9:30 PM');
  await expect(card).toContainText('Closed for the holiday');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const restaurant = jsonLd.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'Restaurant');
  expect(restaurant.name).toBe(name);
  expect(restaurant.openingHoursSpecification).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ dayOfWeek: 'Monday', opens: '09:00', closes: '21:30' }),
      expect.objectContaining({ validFrom: '2099-12-25', opens: '00:00', closes: '00:00' }),
    ]),
  );
  await page.goto(`/ar/locations/${slug}`);
  await expect(page.getByRole('main')).toContainText('مغلق للعطلة');
  // The contact form offers it by its name, in each language.
  const offered = (p: typeof page) => p.locator(`#contact-location option[value="${slug}"]`);
  await page.goto('/contact');
  await expect(offered(page)).toHaveText(name);
  await page.goto('/ar/contact');
  await expect(offered(page)).toHaveText('سباء تجربة');

  // Edit: the new name shows on the next request.
  await page.goto('/admin/locations');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Monday opens')).toHaveValue('09:00');
  await expect(page.getByRole('group', { name: 'Special day 1' }).getByLabel('Date')).toHaveValue(
    '2099-12-25',
  );
  await page.getByLabel('Name (English)').fill(`${name} Renamed`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Location updated')).toBeVisible();
  await page.goto(`/locations/${slug}`);
  await expect(page.getByRole('heading', { name: `${name} Renamed` }).first()).toBeVisible();

  // Delete: gone from the public site.
  await page.goto('/admin/locations');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: `Delete ${name} Renamed` }).click();
  await expect(page.getByText('Location deleted')).toBeVisible();
  const gone = await page.goto(`/locations/${slug}`);
  expect(gone?.status()).toBe(404);
  await page.goto('/contact');
  await expect(page.locator('#contact-location option[value="canton"]')).toHaveCount(1);
  await expect(page.locator(`#contact-location option[value="${slug}"]`)).toHaveCount(0);
});

test('editors cannot open or change locations', async ({ page }) => {
  await signInAs(page, 'editor');
  for (const path of ['/admin/locations', '/admin/locations/new']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin$/);
  }
});

test("an existing location's editor shows its stored hours", async ({ page }) => {
  await signInAs(page, 'manager');
  await page.goto('/admin/locations');
  await page.getByRole('link', { name: 'Edit Saba Canton' }).click();
  await expect(page.getByLabel('Sunday opens')).toHaveValue('11:00');
  await expect(page.getByLabel('Sunday closes')).toHaveValue('22:00');
  await expectNoAxeViolations(page);
});
