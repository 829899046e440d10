import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { PNG_1PX, signInAs } from './admin-fixtures';

const uid = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

/** A date-time for a `datetime-local` input, `days` from now (Dearborn keeps the day). */
function localDateTime(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T12:00`;
}

/** The menu's structured data on a page. */
async function menuData(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'Menu');
}

/** Adds a published dessert through the console's dialog. */
async function addPublishedDish(page: Page, nameEn: string, nameAr: string, slug: string) {
  await page.goto('/admin/menu/items');
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Menu Item' });
  await dialog.getByLabel('Name (English)').fill(nameEn);
  await dialog.getByLabel('Name (Arabic)').fill(nameAr);
  await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Desserts' });
  await dialog.getByLabel('Slug').fill(slug);
  await dialog.getByLabel('Price ($)').fill('6');
  await dialog.getByLabel('Status').selectOption('published');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Menu item created')).toBeVisible();
}

// The console's edits change shared dishes: they run on desktop only (playwright.config.ts), and
// the public checks look at both languages.
test.describe('the dish model, from the console to the menu', () => {
  test('tags, signature, diets, allergens, options and a library photo, in both languages', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const id = uid();
    const name = `Herb Salad ${id}`;
    await signInAs(page, 'editor');

    // A picture in the Media Library to use as the dish's photo.
    await page.goto('/admin/media');
    await page.locator('input[type=file]').setInputFiles({
      name: `herb-salad-${id}.png`,
      mimeType: 'image/png',
      buffer: PNG_1PX,
    });
    await expect(page.getByText(`herb-salad-${id}.png uploaded`)).toBeVisible();

    await page.goto('/admin/menu/items');
    await page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Menu Item' });
    await dialog.getByLabel('Name (English)').fill(name);
    await dialog.getByLabel('Name (Arabic)').fill(`سلطة أعشاب ${id}`);
    await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Vegetarian' });
    await dialog.getByLabel('Slug').fill(`herb-salad-${id}`);
    await dialog.getByLabel('Price ($)').fill('11');
    await dialog.getByLabel('Status').selectOption('published');
    await dialog.getByLabel('Tags').fill('Fresh, summer');
    await dialog.getByLabel('Signature dish (on the home page)').check();
    await dialog.getByRole('group', { name: 'Suits these diets' }).getByLabel('Vegan').check();
    await dialog
      .getByRole('group', { name: 'Suits these diets' })
      .getByLabel('Gluten-free')
      .check();
    await dialog
      .getByRole('group', { name: 'Contains (US major allergens)' })
      .getByLabel('Sesame')
      .check();
    await dialog
      .getByRole('group', { name: 'Options offered with this dish' })
      .getByLabel('Add a side')
      .check();
    await dialog
      .getByLabel('Photo from the Media Library')
      .selectOption({ label: `herb-salad-${id}.png` });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Menu item created')).toBeVisible();

    // The public menu, in English: badges, what it contains, its options, the library photo.
    await page.goto('/menu?category=vegetarian');
    const dish = page.getByRole('listitem').filter({ hasText: name });
    await expect(dish.getByText('Vegan', { exact: true })).toBeVisible();
    await expect(dish.getByText('Gluten-free', { exact: true })).toBeVisible();
    await expect(dish.getByText('Vegetarian', { exact: true })).toBeVisible();
    await expect(dish).toContainText('Contains:');
    await expect(dish).toContainText('Sesame');
    await expect(dish).toContainText('Add a side · up to 3:');
    await expect(dish).toContainText('Tanoor bread (+$1.50)');
    await expect(dish.getByRole('img', { name })).toHaveAttribute(
      'src',
      /menu-media%2Fmenu%2F[0-9a-f-]{36}\.png/,
    );
    await page.goto('/menu');
    const item = (await menuData(page)).hasMenuSection
      .flatMap((s: { hasMenuItem: { name: string }[] }) => s.hasMenuItem)
      .find((i: { name: string }) => i.name === name);
    expect(item.suitableForDiet).toEqual(
      expect.arrayContaining([
        'https://schema.org/VeganDiet',
        'https://schema.org/GlutenFreeDiet',
        'https://schema.org/VegetarianDiet',
      ]),
    );

    // The filters: vegan shows it, free from sesame hides it.
    await page.goto('/menu?category=vegetarian');
    await page.getByRole('button', { name: 'Vegan', exact: true }).click();
    await expect(dish).toBeVisible();
    await page.locator('summary', { hasText: 'Free from' }).click();
    await page
      .getByRole('group', { name: 'Free from' })
      .getByRole('button', { name: 'Sesame' })
      .click();
    await expect(dish).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(dish).toBeVisible();

    // In Arabic, the same facts in Arabic.
    await page.goto('/ar/menu?category=vegetarian');
    const arabic = page.getByRole('listitem').filter({ hasText: `سلطة أعشاب ${id}` });
    await expect(arabic.getByText('فيغن', { exact: true })).toBeVisible();
    await expect(arabic.getByText('خالٍ من الغلوتين', { exact: true })).toBeVisible();
    await expect(arabic).toContainText('يحتوي على:');
    await expect(arabic).toContainText('السمسم');
    await expect(arabic).toContainText('أضف طبقاً جانبياً');

    // A signature dish is on the home page.
    await page.goto('/');
    await expect(
      page.locator('section', { has: page.getByRole('heading', { name: 'Signature Dishes' }) }),
    ).toContainText(name);

    // Tags are kept as written (lower case), for staff and the vegetarian filter.
    await page.goto(`/admin/menu/items?q=${id}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Update Menu Item' });
    await expect(edit.getByLabel('Tags')).toHaveValue('fresh, summer');
    await expect(edit.getByLabel('Signature dish (on the home page)')).toBeChecked();
    await expect(
      edit.getByRole('group', { name: 'Contains (US major allergens)' }).getByLabel('Sesame'),
    ).toBeChecked();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Gone again: the home page keeps the seed's signature dishes for the other tests.
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByText('Item deleted')).toBeVisible();
  });

  test('sold out today with one tap, and back; a dish shown only from a date', async ({ page }) => {
    test.setTimeout(90_000);
    const id = uid();
    const name = `Lentil Soup ${id}`;
    await signInAs(page, 'editor');
    await addPublishedDish(page, name, `شوربة عدس ${id}`, `lentil-soup-${id}`);

    await page.goto(`/admin/menu/items?q=${id}`);
    const soldOut = page.getByRole('button', {
      name: `Sold out today at every restaurant: ${name}`,
    });
    await soldOut.click();
    await expect(page.getByText('Marked sold out for today')).toBeVisible();
    await expect(soldOut).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/menu?category=desserts');
    const dish = page.getByRole('listitem').filter({ hasText: name });
    await expect(dish.getByText('Sold out today')).toBeVisible();
    await page.goto('/menu');
    const listed = (await menuData(page)).hasMenuSection
      .flatMap((s: { hasMenuItem: { name: string }[] }) => s.hasMenuItem)
      .find((i: { name: string }) => i.name === name);
    expect(listed.offers.availability).toBe('https://schema.org/SoldOut');
    await page.goto('/ar/menu?category=desserts');
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `شوربة عدس ${id}` })
        .getByText('نفد اليوم'),
    ).toBeVisible();

    await page.goto(`/admin/menu/items?q=${id}`);
    await soldOut.click();
    await expect(page.getByText('Available again')).toBeVisible();
    await page.goto('/menu?category=desserts');
    await expect(dish).toBeVisible();
    await expect(dish.getByText('Sold out today')).toHaveCount(0);

    // Shown from tomorrow: not on the menu today; the date cleared, back at once.
    await page.goto(`/admin/menu/items?q=${id}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Update Menu Item' });
    await edit.getByLabel('Shown until').fill(localDateTime(-1));
    await edit.getByLabel('Shown from').fill(localDateTime(1));
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit.getByText('“Shown until” must come after “Shown from”')).toBeVisible();
    await edit.getByLabel('Shown until').fill('');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Menu item updated')).toBeVisible();
    await page.goto('/menu?category=desserts');
    await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

    await page.goto(`/admin/menu/items?q=${id}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await edit.getByLabel('Shown from').fill('');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Menu item updated')).toBeVisible();
    await page.goto('/menu?category=desserts');
    await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  });

  test('a seasonal category waits for its dates; combos list their dishes', async ({ page }) => {
    // The seed's Ramadan iftar menu is shown only in Ramadan (February–March 2027).
    await page.goto('/menu');
    await expect(page.getByText('Ramadan Iftar')).toHaveCount(0);
    const combos = page.locator('section', {
      has: page.getByRole('heading', { name: 'Combos & Family Trays' }),
    });
    const feast = combos.getByRole('listitem').filter({ hasText: 'Family Feast for Four' });
    await expect(feast).toContainText('$79.99');
    await expect(feast).toContainText('Lamb Haneeth');
    await expect(feast).toContainText('2 × Fattoush');
    await expect(feast).toContainText('4 × Adeni Milk Tea');
    await page.goto('/ar/menu');
    await expect(
      page.getByRole('heading', { name: 'الوجبات المجمّعة وصواني العائلة' }),
    ).toBeVisible();
    await expect(page.getByText('وليمة العائلة لأربعة')).toBeVisible();

    await signInAs(page, 'editor');
    await page.goto('/admin/menu/categories');
    await expect(page.getByRole('row').filter({ hasText: 'Ramadan Iftar' })).toContainText(
      'Seasonal',
    );
    // A combo's dishes and how many of each are edited in its dialog.
    await page.goto('/admin/menu/combos');
    await page.getByRole('button', { name: 'Edit Family Feast for Four' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Combo' });
    await expect(dialog.getByLabel('Fattoush', { exact: true })).toHaveValue('2');
    await dialog.getByLabel('Hummus', { exact: true }).fill('1');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Combo updated')).toBeVisible();
    await page.goto('/menu');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Family Feast for Four' }),
    ).toContainText('Hummus');
    // Back as it was, for the other tests.
    await page.goto('/admin/menu/combos');
    await page.getByRole('button', { name: 'Edit Family Feast for Four' }).click();
    await dialog.getByLabel('Hummus', { exact: true }).fill('0');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Combo updated')).toBeVisible();
  });
});
