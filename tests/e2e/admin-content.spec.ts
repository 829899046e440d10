import { expect, expectNoAxeViolations, test } from './fixtures';
import { PNG_1PX, signInAs } from './admin-fixtures';

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('admin modifiers, combos and media', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'editor');
  });

  test('modifier groups and options: validation, create, badges, edit, delete', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const id = uid();
    await page.goto('/admin/menu/modifiers');
    await expect(
      page.getByRole('heading', { name: 'Modifiers & Options', level: 1 }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Add Group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Modifier Group' });
    await dialog.getByLabel('Maximum choices').fill('');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('English name required')).toBeVisible();
    await expect(dialog.getByText('Arabic name required')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Name (English)').fill(`Bread ${id}`);
    await dialog.getByLabel('Name (Arabic)').fill('خبز');
    await dialog.getByLabel('Required (guests must choose)').check();
    await dialog.getByLabel('Minimum choices').fill('1');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Modifier group created')).toBeVisible();

    const group = page.getByRole('listitem').filter({ hasText: `Bread ${id}` });
    await expect(group.getByText('Required', { exact: true })).toBeVisible();
    // Blank maximum became 1.
    await expect(group.getByText('Select 1–1')).toBeVisible();
    await expect(group.getByText('0 options')).toBeVisible();
    await expect(group.getByText('No options yet. Add one above.')).toBeVisible();

    await group.getByRole('button', { name: `Add Option: Bread ${id}` }).click();
    const option = page.getByRole('dialog', { name: 'Create Option' });
    await option.getByLabel('Name (English)').fill(`Malawah ${id}`);
    await option.getByLabel('Name (Arabic)').fill('ملوح');
    await option.getByLabel('Price adjustment ($)').fill('1.5');
    await option.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Option created')).toBeVisible();
    await expect(group.getByRole('row').filter({ hasText: `Malawah ${id}` })).toContainText(
      '+$1.50',
    );
    await expect(group.getByText('1 option', { exact: true })).toBeVisible();

    await group.getByRole('button', { name: `Edit Malawah ${id}` }).click();
    const editOption = page.getByRole('dialog', { name: 'Update Option' });
    await editOption.getByLabel('Price adjustment ($)').fill('-0.75');
    await editOption.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Option updated')).toBeVisible();
    await expect(group.getByRole('row').filter({ hasText: `Malawah ${id}` })).toContainText(
      '-$0.75',
    );

    await group.getByRole('button', { name: `Show or hide the options of Bread ${id}` }).click();
    await expect(group.getByRole('row').filter({ hasText: `Malawah ${id}` })).toBeHidden();
    await group.getByRole('button', { name: `Show or hide the options of Bread ${id}` }).click();

    page.once('dialog', (d) => {
      expect(d.message()).toBe('Delete this option?');
      void d.accept();
    });
    await group.getByRole('button', { name: `Delete Malawah ${id}` }).click();
    await expect(page.getByText('Option deleted')).toBeVisible();

    page.once('dialog', (d) => {
      expect(d.message()).toBe('Delete this modifier group and all its options?');
      void d.accept();
    });
    await group.getByRole('button', { name: `Delete Bread ${id}` }).click();
    await expect(page.getByText('Group deleted')).toBeVisible();
    await expect(group).toHaveCount(0);
  });

  test('combos: validation, create, edit status through the form, delete', async ({ page }) => {
    const id = uid();
    await page.goto('/admin/menu/combos');
    await expect(page.getByRole('heading', { name: 'Combos & Family Trays' })).toBeVisible();
    for (const column of ['Name (EN)', 'Name (AR)', 'Price', 'Status', 'Active', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Add Combo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Combo' });
    await dialog.getByLabel('Price ($)').fill('-3');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('English name is required')).toBeVisible();
    await expect(dialog.getByText('Arabic name is required')).toBeVisible();
    await expect(dialog.getByText('Price must be positive')).toBeVisible();
    await dialog.getByLabel('Name (English)').fill(`Family Tray ${id}`);
    await dialog.getByLabel('Name (Arabic)').fill('صينية العائلة');
    await dialog.getByLabel('Price ($)').fill('59.9');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Combo created')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: `Family Tray ${id}` });
    await expect(row).toContainText('$59.90');
    await expect(row).toContainText('Draft');

    await row.getByRole('button', { name: `Edit Family Tray ${id}` }).click();
    const edit = page.getByRole('dialog', { name: 'Update Combo' });
    await edit.getByLabel('Status').selectOption('published');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Combo updated')).toBeVisible();
    await expect(row).toContainText('Published');
    await expectNoAxeViolations(page);

    page.once('dialog', (d) => {
      expect(d.message()).toBe('Are you sure you want to delete this combo?');
      void d.accept();
    });
    await row.getByRole('button', { name: `Delete Family Tray ${id}` }).click();
    await expect(page.getByText('Combo deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('media: upload several, refuse a non-image, search, alt text on blur, delete', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const id = uid();
    await page.goto('/admin/media');
    await expect(page.getByText('Drag & drop images here')).toBeVisible();
    await expect(page.getByText('or click to browse')).toBeVisible();
    await expectNoAxeViolations(page);

    const input = page.locator('input[type=file]');
    await input.setInputFiles([
      { name: `saltah-${id}.png`, mimeType: 'image/png', buffer: PNG_1PX },
      { name: `fahsa-${id}.png`, mimeType: 'image/png', buffer: PNG_1PX },
    ]);
    await expect(page.getByText(`saltah-${id}.png uploaded`)).toBeVisible();
    await expect(page.getByText(`fahsa-${id}.png uploaded`)).toBeVisible();
    // Named .png but not an image: refused by content on the server.
    await input.setInputFiles({
      name: `fake-${id}.png`,
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await expect(
      page.getByText(`fake-${id}.png is not a PNG, JPG, WebP or GIF image`),
    ).toBeVisible();

    await page.getByPlaceholder('Search files...').fill(`SALTAH-${id}`);
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('img') });
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card).toContainText(`saltah-${id}.png`);
    await expect(card).toContainText(/\d+\.\d KB/);
    const src = await card.getByRole('img').getAttribute('src');
    expect(src).toMatch(/^\/menu-media\/menu\/[0-9a-f-]{36}\.png$/);
    expect((await page.request.get(src!)).headers()['content-type']).toBe('image/png');

    await card.hover();
    await card.getByRole('button', { name: `Edit saltah-${id}.png` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Media' });
    await expect(dialog.getByText('1 × 1 px')).toBeVisible();
    await expect(dialog.getByLabel('File URL')).toHaveValue(new RegExp(`${src}$`));
    await dialog.getByLabel('Alt Text').fill('Chicken saltah in a stone pot');
    await dialog.getByLabel('File URL').click();
    await expect(page.getByText('Alt text updated')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(card.getByRole('img', { name: 'Chicken saltah in a stone pot' })).toBeVisible();

    page.once('dialog', (d) => {
      expect(d.message()).toContain(`saltah-${id}.png`);
      void d.accept();
    });
    await card.hover();
    await card.getByRole('button', { name: `Delete saltah-${id}.png` }).click();
    await expect(page.getByText('File deleted')).toBeVisible();
    await expect(cards).toHaveCount(0);
    expect((await page.request.get(src!)).status()).toBe(404);
  });
});

test('instagram sync: stats, search in Arabic, URL rules, photo upload clears the selection', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  await page.goto('/admin/instagram');
  await expect(page.getByRole('heading', { name: 'Instagram Photo Sync' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Instagram profile' })).toHaveAttribute(
    'target',
    '_blank',
  );
  for (const stat of ['With Photos', 'Missing Photos', 'Progress']) {
    await expect(page.getByRole('heading', { name: stat })).toBeVisible();
  }
  await expect(page.getByText(/^\d+%$/)).toBeVisible();
  await page.getByPlaceholder('Search menu items...').fill('بنت الصحن');
  const row = page.getByRole('row').filter({ hasText: 'Sabaya (Bint al-Sahn)' });
  await expect(row).toBeVisible();
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /Photo: Sabaya/ }).click();
  const panel = page.getByText('Selected: Sabaya (Bint al-Sahn)');
  await expect(panel).toBeVisible();
  await page.getByLabel('Instagram Post URL').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Please select an item and provide an Instagram URL').first(),
  ).toBeVisible();
  await page.getByLabel('Instagram Post URL').fill('https://www.instagram.com/p/saba-bint/');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(
      'Instagram URL saved! Download the image and upload it using the upload button.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'bint.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByText('Photo uploaded successfully!')).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(row.getByText('Has Photo')).toBeVisible();
});
