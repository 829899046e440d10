import { expect, expectNoAxeViolations, test } from './fixtures';

test('category grid shows both languages and counts; choosing a card opens its dishes', async ({
  page,
}) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Menu');
  await expect(page.getByText('Choose a category to explore our authentic dishes')).toBeVisible();
  const grill = page.locator('article', { hasText: 'Mediterranean Grill' });
  await expect(grill).toContainText('المشويات المتوسطية');
  await expect(grill).toContainText('5 items');
  await grill.getByRole('link', { name: /View Menu/ }).click();
  await expect(page).toHaveURL(/\?category=mediterranean-grill$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Mediterranean Grill' })).toBeVisible();
  await expect(page.locator('main li h3')).toHaveCount(5);
  await page.getByRole('button', { name: 'Back to Categories' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expectNoAxeViolations(page);
});

test('filters: search in both languages, vegetarian, spicy, price bands, badge and clear all', async ({
  page,
}) => {
  await page.goto('/menu?category=authentic-entrees');
  const dishes = page.locator('main li h3');
  await expect(dishes).toHaveCount(9);
  // Whole-dollar prices.
  await expect(page.locator('main li', { hasText: 'Lamb Haneeth' })).toContainText('$27');

  await page.getByRole('searchbox', { name: 'Search dishes' }).fill('HANEETH');
  await expect(dishes).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search dishes' }).fill('زربيان');
  await expect(dishes).toHaveCount(1);
  await expect(page.getByLabel('1 active filter')).toHaveText('1');
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(dishes).toHaveCount(9);

  await page.getByRole('button', { name: 'Spicy only' }).click();
  await expect(dishes).toHaveCount(2);
  await page.getByRole('button', { name: 'Over $20' }).click();
  await expect(page.getByText('No dishes found')).toBeVisible();
  await expect(
    page.getByText('Try adjusting your filters or search for something else'),
  ).toBeVisible();
  await expect(page.getByLabel('2 active filters')).toBeVisible();
  // Choosing the active price option again returns to all prices.
  await page.getByRole('button', { name: 'Over $20' }).click();
  await expect(page.getByRole('button', { name: 'Over $20' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(dishes).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear all' }).click();

  await page.getByRole('button', { name: '$10 – $20' }).click();
  for (const price of await page.locator('main li p[dir="ltr"]').allTextContents()) {
    const value = Number(price.replace('$', ''));
    expect(value).toBeGreaterThanOrEqual(10);
    expect(value).toBeLessThanOrEqual(20);
  }
});

test('vegetarian filter and Arabic menu', async ({ page }) => {
  await page.goto('/ar/menu?category=breakfast');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'نباتي' }).click();
  const names = await page.locator('main li h3').allTextContents();
  expect(names.length).toBe(5);
  expect(names.join(' ')).not.toContain('كبدة');
  await expectNoAxeViolations(page);
});

test('the category row follows the scroll position with a 200-pixel offset and opens a category', async ({
  page,
}) => {
  for (const locale of ['en', 'ar'] as const) {
    await page.goto(locale === 'en' ? '/menu' : '/ar/menu');
    const row = page.getByRole('navigation', {
      name: locale === 'en' ? 'Menu categories' : 'فئات القائمة',
    });
    const current = row.locator('[aria-current="true"]');
    await expect(current).toHaveText(
      locale === 'en' ? 'Authentic Entrées' : 'الأطباق الرئيسية الأصيلة',
    );

    // Bring the last card's top (other tests may add categories; in a row of cards the last one
    // counts) to 190 px, then to 230 px, from the top of the window.
    const card = page.locator('main li article').last();
    const last = (await card.getByRole('heading', { level: 2 }).textContent())!;
    const scrollCardTo = async (y: number) => {
      await card.evaluate((element, top) => {
        const box = element.getBoundingClientRect();
        window.scrollBy(0, box.top - top);
      }, y);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    };
    await scrollCardTo(190);
    expect(Math.round((await card.boundingBox())!.y)).toBe(190);
    await expect(current).toHaveText(last);
    await scrollCardTo(230);
    await expect(current).not.toHaveText(last);
    await expectNoAxeViolations(page);
  }

  await page.goto('/menu?category=breakfast');
  const row = page.getByRole('navigation', { name: 'Menu categories' });
  await expect(row.locator('[aria-current="true"]')).toHaveText('Breakfast');
  await row.getByRole('link', { name: 'Desserts' }).click();
  await expect(page).toHaveURL(/\?category=desserts$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Desserts' })).toBeVisible();
  await expect(row.locator('[aria-current="true"]')).toHaveText('Desserts');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu works: the grid, then a category and its dishes, in both languages', async ({
    page,
  }) => {
    await page.goto('/menu');
    const entrees = page.locator('article', { hasText: 'Authentic Entrées' });
    await expect(entrees).toContainText('9 items');
    await entrees.getByRole('link', { name: /View Menu/ }).click();
    await expect(page).toHaveURL(/\/menu\?category=authentic-entrees$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Authentic Entrées' })).toBeVisible();
    await expect(page.locator('main li h3')).toHaveCount(9);
    await expect(page.locator('main li', { hasText: 'Lamb Haneeth' })).toContainText('$27');

    await page.goto('/ar/menu?category=beverages');
    await expect(page.getByRole('heading', { level: 2, name: 'المشروبات' })).toBeVisible();
    await page.goto('/ar/menu?category=authentic-entrees');
    await expect(page.locator('main li', { hasText: 'حنيذ لحم' })).toContainText('$27');
  });
});

test('the first paint is the menu: categories and dishes are in the server HTML', async ({
  request,
}) => {
  const visible = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');
  const grid = visible(await (await request.get('/menu')).text());
  expect(grid).toContain('Mediterranean Grill');
  expect(grid).toContain('View Menu');
  expect(grid).not.toContain('animate-pulse');
  const dishes = visible(await (await request.get('/ar/menu?category=breakfast')).text());
  expect(dishes).toContain('فول');
  expect(dishes).toContain('dir="rtl"');
  // The old path form leads to the spec's address.
  const old = await request.get('/menu/desserts', { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toBe('/menu?category=desserts');
});

test('the menu page carries schema.org Menu data in its HTML, in the page language', async ({
  request,
}) => {
  const menuData = async (path: string) => {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    return JSON.parse(blocks[0]![1]!);
  };
  const en = await menuData('/menu');
  expect(en).toMatchObject({ '@type': 'Menu', inLanguage: 'en' });
  expect(en.url).toMatch(/\/menu$/);
  const entrees = en.hasMenuSection.find((s: { name: string }) => s.name === 'Authentic Entrées');
  expect(entrees.hasMenuItem).toHaveLength(9);
  expect(
    entrees.hasMenuItem.find((i: { name: string }) => i.name === 'Lamb Haneeth'),
  ).toMatchObject({ offers: { price: '26.99', priceCurrency: 'USD' } });
  const vegetarian = en.hasMenuSection.find((s: { name: string }) => s.name === 'Vegetarian');
  // Every diet a dish suits (the vegetable saltah: vegetarian, vegan and halal).
  const saltah = vegetarian.hasMenuItem.find(
    (i: { name: string }) => i.name === 'Vegetable Saltah',
  );
  expect(saltah.suitableForDiet).toEqual(
    expect.arrayContaining([
      'https://schema.org/VegetarianDiet',
      'https://schema.org/VeganDiet',
      'https://schema.org/HalalDiet',
    ]),
  );

  const ar = await menuData('/ar/menu');
  expect(ar).toMatchObject({ inLanguage: 'ar', name: 'مطاعم سباء اليمنية' });
  expect(ar.url).toMatch(/\/ar\/menu$/);
  expect(ar.hasMenuSection.map((s: { name: string }) => s.name)).toContain('المشروبات');
});
