import { expect, expectNoAxeViolations, localePath, LOCALES, test } from './fixtures';

const PAGES: { path: string; en: string | RegExp; ar: string | RegExp }[] = [
  { path: '/menu', en: 'Our Menu', ar: 'قائمة الطعام' },
  { path: '/locations', en: 'Our Locations', ar: 'فروع سباء' },
  { path: '/locations/east-dearborn', en: 'Saba East Dearborn', ar: 'سباء شرق ديربورن' },
  { path: '/locations/bronx-coming-soon', en: 'Saba Bronx', ar: 'سباء البرونكس' },
  {
    path: '/franchise',
    en: 'Bring authentic Yemeni cuisine to your community',
    ar: 'انقل المطبخ اليمني الأصيل إلى مجتمعك',
  },
  { path: '/franchise/why', en: 'Why franchise with Saba', ar: 'لماذا تختار امتياز سباء' },
  { path: '/franchise/investment', en: 'Franchise investment', ar: 'الاستثمار في الامتياز' },
  { path: '/franchise/process', en: 'From application to opening', ar: 'من التقديم حتى الافتتاح' },
  { path: '/franchise/faq', en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' },
  { path: '/franchise/apply', en: 'Apply for a Saba franchise', ar: 'قدّم طلب امتياز سباء' },
  { path: '/catering', en: 'Catering Services', ar: 'خدمات الضيافة' },
  { path: '/careers', en: 'Join the Saba family', ar: 'انضم إلى عائلة سباء' },
  { path: '/contact', en: 'Contact Saba', ar: 'تواصل مع سباء' },
  { path: '/privacy', en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
];

for (const locale of LOCALES) {
  for (const page of PAGES) {
    test(`${page.path} renders in ${locale} and passes axe`, async ({ page: p }) => {
      const response = await p.goto(localePath(locale, page.path));
      expect(response?.status()).toBe(200);
      await expect(p.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(page[locale]);
      await expectNoAxeViolations(p);
    });
  }
}

test('spec texts: locations footer note, the catering form, franchise figures and timeline', async ({
  page,
}) => {
  await page.goto('/locations');
  await expect(
    page.getByText("Don't see your area? We're constantly expanding - stay tuned!"),
  ).toBeVisible();
  await page.goto('/catering');
  // The catering page takes requests now (it said "Catering details coming soon...").
  await expect(page.getByRole('heading', { name: 'Request catering' })).toBeVisible();
  await expect(page.getByText('Catering details coming soon...')).toHaveCount(0);
  await page.goto('/franchise/investment');
  for (const figure of [
    '$370,000 - $585,000',
    '$35,000 - $50,000',
    '$250,000 - $400,000',
    '$15,000 - $25,000',
    '$50,000 - $75,000',
    '$20,000 - $35,000',
    '$150,000',
    '$500,000',
    '6% of gross sales',
    '2% of gross sales',
  ]) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }
  await page.goto('/franchise/process');
  await expect(page.locator('ol > li')).toHaveCount(7);
  await expect(page.locator('ol > li').first()).toContainText('Submit Application');
  await expect(page.locator('ol > li').last()).toContainText('Months 3-6');
});

test('franchise FAQ: eight questions, one open at a time, and FAQPage data', async ({ page }) => {
  await page.goto('/franchise/faq');
  const items = page.locator('details');
  await expect(items).toHaveCount(8);
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await items.nth(2).locator('summary').click();
  await expect(items.nth(2)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await items.nth(2).locator('summary').click();
  await expect(items.nth(2)).not.toHaveAttribute('open', '');
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity).toHaveLength(8);
});

test('location cards: hours Monday to Sunday, Coming Soon without call or order, Restaurant data', async ({
  page,
}) => {
  await page.goto('/locations');
  const canton = page.locator('article', { hasText: 'Saba Canton' });
  await expect(canton.locator('dt')).toHaveText([
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]);
  await expect(canton.locator('dd').first()).toHaveText('11:00 AM - 10:00 PM');
  // Ordering leads home first: pickup on the site, the delivery partner after it, saying so.
  await expect(canton.getByRole('link', { name: /^Order pickup\W+Saba Canton$/ })).toHaveAttribute(
    'href',
    '/locations/canton/order',
  );
  await expect(
    canton.getByRole('link', { name: /^Delivery via Grubhub\W+Saba Canton$/ }),
  ).toHaveAttribute('href', /grubhub\.com/);
  await expect(canton.getByRole('link', { name: 'Order Now' })).toHaveCount(0);
  const bronx = page.locator('article', { hasText: 'Saba Bronx' });
  await expect(bronx.getByText('Coming Soon', { exact: true })).toBeVisible();
  await expect(bronx.getByRole('link', { name: 'Call' })).toHaveCount(0);
  await expect(bronx.getByRole('link', { name: /Order pickup|Delivery via/ })).toHaveCount(0);
  await expect(bronx.getByRole('link', { name: 'Get Directions' })).toHaveCount(0);
  const restaurants = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = restaurants.map((r) => JSON.parse(r));
  expect(parsed.map((r) => r['@type'])).toEqual(['Restaurant', 'Restaurant', 'Restaurant']);
  expect(parsed[0].openingHoursSpecification[0]).toMatchObject({
    dayOfWeek: 'Monday',
    opens: '09:00',
    closes: '22:00',
  });
});

for (const locale of LOCALES) {
  test(`every location card has a maps link; directions only with coordinates (${locale})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/locations'));
    const openInMaps = locale === 'ar' ? /افتح في الخرائط/ : /Open in Maps/;
    const directions = locale === 'ar' ? 'احصل على الاتجاهات' : 'Get Directions';
    const cards = page.getByRole('main').locator('article');
    // The seeded five (other tests may add a location of their own meanwhile).
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(5);
    for (const card of await cards.all()) {
      await expect(card.getByRole('link', { name: openInMaps })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\//,
      );
    }
    // The Bronx has no coordinates: a maps search for its address, and no directions.
    const bronx = cards.filter({ hasText: locale === 'ar' ? 'البرونكس' : 'Saba Bronx' });
    await expect(bronx.getByRole('link', { name: openInMaps })).toHaveAttribute(
      'href',
      /query=White%20Plains%20Rd/,
    );
    await expect(bronx.getByRole('link', { name: directions })).toHaveCount(0);
    const canton = cards.filter({ hasText: locale === 'ar' ? 'كانتون' : 'Saba Canton' });
    await expect(canton.getByRole('link', { name: directions })).toHaveCount(1);
  });
}

test('sitemap lists every public page in both languages; robots keeps crawlers out of admin', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/menu',
    '/ar/menu',
    '/franchise/faq',
    '/ar/franchise/faq',
    '/locations/canton',
    '/ar/locations/canton',
  ]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
});

test('the careers page names Dearborn and Canton to search engines, in both languages', async ({
  page,
}) => {
  await page.goto('/careers');
  await expect(page).toHaveTitle(/^Careers in Dearborn & Canton/);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
    /Dearborn and Canton/,
  );
  await page.goto('/ar/careers');
  await expect(page).toHaveTitle(/^وظائف في ديربورن وكانتون/);
});
