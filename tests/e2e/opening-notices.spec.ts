import { expect, localePath, LOCALES, test } from './fixtures';
import { signInAs } from './admin-fixtures';

const TEXT = {
  en: {
    notify: 'Get notified when it opens',
    sterling: 'Saba Sterling Heights',
    bronx: 'Saba Bronx',
    email: 'Email address',
    submit: 'Notify Me',
    thanks: "Thanks! We'll notify you when we open",
  },
  ar: {
    notify: 'أخبرني عند الافتتاح',
    sterling: 'ستيرلنغ',
    bronx: 'البرونكس',
    email: 'البريد الإلكتروني',
    submit: 'أبلغني',
    thanks: 'شكراً',
  },
};

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test(`a coming-soon location links to its opening notice; the sign-up is kept for it (${locale})`, async ({
    page,
  }, testInfo) => {
    const email = `opening-${locale}-${testInfo.project.name}-${Date.now() % 1_000_000}@example.com`;
    await page.goto(localePath(locale, '/locations'));
    // The Bronx: the spec's own page.
    const bronx = page.getByRole('main').locator('article').filter({ hasText: t.bronx });
    await expect(bronx.getByRole('link', { name: new RegExp(t.notify) })).toHaveAttribute(
      'href',
      localePath(locale, '/locations/bronx-coming-soon'),
    );
    // Any later one: its own page's sign-up.
    const sterling = page.getByRole('main').locator('article').filter({ hasText: t.sterling });
    await sterling.getByRole('link', { name: new RegExp(t.notify) }).click();
    await expect(page).toHaveURL(/\/locations\/sterling-heights#notify$/);
    const form = page.locator('#notify');
    await form.getByLabel(t.email).fill(email);
    await form.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.thanks).first()).toBeVisible();

    await signInAs(page, 'manager');
    await page.goto(`/admin/lists?list=bronx&q=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('sterling-heights');
  });
}

test('the home page links each coming-soon location to its opening notice', async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('section[aria-labelledby="locations-title"] article');
  await expect(
    cards.filter({ hasText: 'Saba Bronx' }).getByRole('link', { name: /Get notified/ }),
  ).toHaveAttribute('href', '/locations/bronx-coming-soon');
  await expect(
    cards.filter({ hasText: 'Sterling Heights' }).getByRole('link', { name: /Get notified/ }),
  ).toHaveAttribute('href', '/locations/sterling-heights#notify');
});
