import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { PNG_1PX, signInAs } from './admin-fixtures';

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function addCategory(page: Page, slug: string, titleEn: string, titleAr: string) {
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Category' });
  await dialog.getByLabel('Slug').fill(slug);
  await dialog.getByLabel('Title (English)').fill(titleEn);
  await dialog.getByLabel('Title (Arabic)').fill(titleAr);
  await dialog.getByLabel('Sort').fill('500');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Category created successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: titleEn })).toBeVisible();
}

function rowOf(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

test.describe('admin menu', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'editor');
  });

  test('categories: validation, create, edit, refuse delete while used, delete', async ({
    page,
  }) => {
    const id = uid();
    await page.goto('/admin/menu');
    await expect(page).toHaveURL(/\/admin\/menu\/categories$/);
    await expect(page.getByText('Drag to reorder, manage menu organization')).toBeVisible();
    for (const column of ['Position', 'Name (EN)', 'Name (AR)', 'Slug', 'Items', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Category' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Slug is required')).toBeVisible();
    await expect(dialog.getByText('English title is required')).toBeVisible();
    await expect(dialog.getByText('Arabic title is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await addCategory(page, `soups-${id}`, `Soups ${id}`, 'الشوربات');
    const row = rowOf(page, `Soups ${id}`);
    await expect(row).toContainText('الشوربات');
    await expect(row).toContainText('0');

    // Same slug again: a clear message, nothing written.
    await page.getByRole('button', { name: 'Add Category' }).click();
    const again = page.getByRole('dialog', { name: 'Create Category' });
    await again.getByLabel('Slug').fill(`soups-${id}`);
    await again.getByLabel('Title (English)').fill('Duplicate');
    await again.getByLabel('Title (Arabic)').fill('مكرر');
    await again.getByRole('button', { name: 'Create' }).click();
    await expect(again.getByText('A category with this slug already exists')).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, 'Duplicate')).toHaveCount(0);

    await row.getByRole('button', { name: `Edit Soups ${id}` }).click();
    const edit = page.getByRole('dialog', { name: 'Update Category' });
    await expect(edit.getByLabel('Slug')).toHaveValue(`soups-${id}`);
    await edit.getByLabel('Title (English)').fill(`Hot Soups ${id}`);
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Category updated successfully')).toBeVisible();
    await expect(rowOf(page, `Hot Soups ${id}`)).toBeVisible();

    // A used category cannot be deleted.
    const breakfast = rowOf(page, 'Breakfast').first();
    page.once('dialog', (d) => {
      expect(d.message()).toBe('Are you sure you want to delete this category?');
      void d.accept();
    });
    await breakfast.getByRole('button', { name: /^Delete/ }).click();
    await expect(page.getByText(/This category still has \d+ items/)).toBeVisible();
    await expect(breakfast).toBeVisible();

    page.once('dialog', (d) => void d.accept());
    await rowOf(page, `Hot Soups ${id}`)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(page.getByText('Category deleted successfully')).toBeVisible();
    await expect(rowOf(page, `Hot Soups ${id}`)).toHaveCount(0);
  });

  test('categories reorder with the keyboard and keep the order after a reload', async ({
    page,
  }) => {
    const id = uid();
    await page.goto('/admin/menu/categories');
    await addCategory(page, `first-${id}`, `First ${id}`, 'الأول');
    await addCategory(page, `second-${id}`, `Second ${id}`, 'الثاني');
    const names = async () =>
      (await page.getByRole('row').allInnerTexts()).filter((t) => t.includes(id));
    await expect
      .poll(names)
      .toEqual([expect.stringContaining('First'), expect.stringContaining('Second')]);

    // Start from a settled list (no refresh of the creations still on its way).
    await page.reload();
    // The other screen size's run of this test may have added its rows in between.
    const rows = await page.getByRole('row').allInnerTexts();
    // Positions count from 0 under the header row.
    const from = rows.findIndex((t) => t.includes(`Second ${id}`)) - 1;
    const to = rows.findIndex((t) => t.includes(`First ${id}`)) - 1;
    expect(from).toBeGreaterThan(to);
    const handle = page.getByRole('button', { name: `Drag to reorder Second ${id}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // One step at a time, each announced before the next (a busy browser may not have measured
    // the rows yet when the next key comes).
    for (let position = from - 1; position >= to; position -= 1) {
      await page.keyboard.press('ArrowUp');
      await expect(
        page.getByText(new RegExp(`Second ${id} moved to position ${position}$`)),
      ).toBeAttached();
    }
    await page.keyboard.press('Space');
    await expect(page.getByText('Categories reordered')).toBeVisible();
    await expect
      .poll(names)
      .toEqual([expect.stringContaining('Second'), expect.stringContaining('First')]);

    await page.reload();
    await expect
      .poll(names)
      .toEqual([expect.stringContaining('Second'), expect.stringContaining('First')]);

    for (const name of [`First ${id}`, `Second ${id}`]) {
      page.once('dialog', (d) => void d.accept());
      await rowOf(page, name)
        .getByRole('button', { name: /^Delete/ })
        .click();
      await expect(rowOf(page, name)).toHaveCount(0);
    }
  });

  test('items: filters, validation, create with photo, publish toggle, public menu, delete', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const id = uid();
    await page.goto('/admin/menu/items');
    await expect(page.getByRole('heading', { name: 'Menu Items' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Search matches English and Arabic names.
    await page.getByPlaceholder('Search items...').fill('saltah');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: /Saltah/i })
        .first(),
    ).toBeVisible();
    await page.getByPlaceholder('Search items...').fill('سلتة');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: /Saltah/i })
        .first(),
    ).toBeVisible();
    await page.getByPlaceholder('Search items...').fill('');
    await page.getByLabel('Filter by category').selectOption({ label: 'Desserts' });
    await expect(page).toHaveURL(/category=desserts/);
    await page.getByLabel('Filter by status').selectOption('draft');
    await expect(page).toHaveURL(/status=draft/);
    await page.getByLabel('Filter by category').selectOption({ label: 'All Categories' });
    await page.getByLabel('Filter by status').selectOption('all');

    await page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Menu Item' });
    await dialog.getByLabel('Price ($)').fill('-1');
    await dialog.getByRole('button', { name: 'Create' }).click();
    for (const message of [
      'English name is required',
      'Arabic name is required',
      'Category is required',
      'Slug is required',
      'Price must be positive',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Name (English)').fill(`Test Fahsa ${id}`);
    await dialog.getByLabel('Name (Arabic)').fill(`فحسة تجريبية ${id}`);
    await dialog
      .getByLabel('Category', { exact: true })
      .selectOption({ label: 'Authentic Entrées' });
    await dialog.getByLabel('Slug').fill(`test-fahsa-${id}`);
    await dialog.getByLabel('Price ($)').fill('17.5');
    await dialog.getByLabel('Spice level (0-3)').fill('2');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'not-an-image.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(dialog.getByText('Please upload an image file')).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'fahsa.png',
      mimeType: 'image/png',
      buffer: PNG_1PX,
    });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Menu item created')).toBeVisible();
    await expect(page.getByText('Photo uploaded successfully')).toBeVisible();

    await page.getByPlaceholder('Search items...').fill(id);
    const row = page.getByRole('row').filter({ hasText: `Test Fahsa ${id}` });
    await expect(row).toContainText('$17.50');
    await expect(row).toContainText('Draft');
    await expect(row).toContainText(`فحسة تجريبية ${id}`);

    // A draft never reaches visitors; publishing shows it at once.
    await page.goto(`/menu?category=authentic-entrees`);
    await expect(page.getByText(`Test Fahsa ${id}`)).toHaveCount(0);
    await page.goto(`/admin/menu/items?q=${id}`);
    await row.getByRole('button', { name: /Draft: click to toggle/ }).click();
    await expect(page.getByText('Item published')).toBeVisible();
    await expect(row.getByRole('button', { name: /Published: click to toggle/ })).toBeVisible();
    await page.goto(`/menu?category=authentic-entrees`);
    await expect(page.getByText(`Test Fahsa ${id}`)).toBeVisible();
    const photo = page.getByRole('img', { name: new RegExp(`Test Fahsa ${id}`) });
    await expect(photo).toBeVisible();

    await page.goto(`/admin/menu/items?q=${id}`);
    await row.getByRole('button', { name: `Edit Test Fahsa ${id}` }).click();
    const edit = page.getByRole('dialog', { name: 'Update Menu Item' });
    await expect(edit.getByRole('img', { name: `Photo of Test Fahsa ${id}` })).toBeVisible();
    await edit.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByText('Photo removed')).toBeVisible();
    await edit.getByLabel('Price ($)').fill('18');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Menu item updated')).toBeVisible();
    await expect(row).toContainText('$18.00');

    await row.getByRole('button', { name: /Published: click to toggle/ }).click();
    await expect(page.getByText('Item unpublished')).toBeVisible();

    page.once('dialog', (d) => {
      expect(d.message()).toBe('Are you sure you want to delete this item?');
      void d.accept();
    });
    await row.getByRole('button', { name: `Delete Test Fahsa ${id}` }).click();
    await expect(page.getByText('Item deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
