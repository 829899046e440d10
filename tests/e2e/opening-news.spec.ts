import { expect, expectNoAxeViolations, test, uniqueClientIp, waitForMail } from './fixtures';
import { signInAs } from './admin-fixtures';

/**
 * A coming-soon restaurant opens: a guest who signed up in Arabic and confirmed hears it once, in
 * Arabic, with the reason, the brand's postal address and a one-click unsubscribe (the header's
 * POST, RFC 8058) that takes them off the list; the owner's card says when and to how many.
 */
test('the opening news goes once to the confirmed list, and one click unsubscribes', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const suffix = `${testInfo.project.name}-${Date.now() % 1_000_000}`;
  const slug = `e2e-open-${suffix}`;
  const name = `Saba Queens ${suffix}`;
  const nameAr = `سباء كوينز ${suffix}`;
  const email = `opening-news-${suffix}@example.com`;

  // The owner adds a published, coming-soon restaurant.
  await signInAs(page, 'owner');
  await page.goto('/admin/locations/new');
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Name (Arabic)').fill(nameAr);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Address (English)').fill('40-12 Main St, Queens, NY 11354');
  await page.getByLabel('Address (Arabic)').fill('40-12 الشارع الرئيسي، كوينز، نيويورك');
  await page.getByLabel('City').fill('Queens');
  await page.getByLabel('Published').check();
  await page.getByLabel('Coming soon').check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Location created')).toBeVisible();

  // A guest signs up for its opening in Arabic and confirms from the e-mail.
  const guestContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
  });
  const guest = await guestContext.newPage();
  try {
    await guest.goto(`/ar/locations/${slug}#notify`);
    const form = guest.locator('#notify');
    await form.getByLabel('البريد الإلكتروني').fill(email);
    await form.getByRole('button', { name: 'أبلغني' }).click();
    await expect(guest.getByText('شكراً').first()).toBeVisible();
    const confirmMail = await waitForMail([email, 'يرجى التأكيد']);
    const confirmPath = /https?:\/\/[^/\s]+(\/ar\/subscriptions\/[A-Za-z0-9_-]{43})/.exec(
      confirmMail,
    )![1]!;
    await guest.goto(confirmPath);
    await guest.getByRole('button', { name: 'نعم، أرسلوه إليّ' }).click();
    await expect(guest.getByRole('status')).toContainText('تم تأكيد عنوانك');

    // Still coming soon: the card counts the guest, and the news cannot go yet.
    await page.goto('/admin/locations');
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    const card = page.getByRole('heading', { name: 'Opening notice' }).locator('xpath=../..');
    await expect(card).toContainText('1 confirmed address is waiting to hear that it is open.');
    await expect(card).toContainText('It can be sent once the restaurant is published');
    await expect(card.getByRole('button', { name: 'Send the opening news' })).toBeDisabled();

    // It opens: the owner clears "Coming soon" and sends the news, once.
    await page.getByLabel('Coming soon').uncheck();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Location updated')).toBeVisible();
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expectNoAxeViolations(page);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(
        'Send the opening news to 1 address? It can be sent only once.',
      );
      void dialog.accept();
    });
    await card.getByRole('button', { name: 'Send the opening news' }).click();
    await expect(page.getByText('The opening news is on its way to 1 address.')).toBeVisible();
    await expect(card).toContainText(/Sent on .+ to 1 address\./);
    await expect(card.getByRole('button', { name: 'Send the opening news' })).toHaveCount(0);

    // The e-mail, in Arabic: the news, why it came, how to stop, the brand's address.
    const news = await waitForMail([email, `افتُتح ${nameAr}`]);
    expect(news).toContain(`/ar/locations/${slug}`);
    expect(news).toContain(`تصلك هذه الرسالة لأنك طلبت أن نخبرك عند افتتاح ${nameAr}`);
    expect(news).toContain('مطاعم سباء اليمنية، 13101 شارع وارن الغربي');
    const oneClick = /List-Unsubscribe:\s*<(https?:\/\/[^>]+)>/.exec(news)![1]!;
    expect(news).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const unsubscribePage = /https?:\/\/[^/\s]+(\/ar\/unsubscribe\/[A-Za-z0-9_-]+)/.exec(news)![1]!;

    // The page the text's link opens says what it will do, in Arabic, and changes nothing alone.
    await guest.goto(unsubscribePage);
    await expect(guest.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(guest.getByRole('heading', { level: 1, name: 'إلغاء الاشتراك' })).toBeVisible();
    await expect(guest.getByRole('main')).toContainText(email);
    await expectNoAxeViolations(guest);

    // The mail client's one click: a POST to the header's address, no cookie, no page.
    const answer = await guest.request.post(new URL(oneClick).pathname, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(answer.status()).toBe(200);
    await page.goto(`/admin/lists?list=bronx&q=${encodeURIComponent(email)}`);
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

    // The page's button says it is done (pressing it again changes nothing more).
    await guest.getByRole('button', { name: 'ألغِ اشتراكي' }).click();
    await expect(guest.getByRole('status')).toHaveText(`تم: لن نراسل ${email} مرة أخرى.`);
  } finally {
    await guestContext.close();
    // The seeded restaurants are what other tests count on the home and locations pages.
    await page.goto('/admin/locations');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByText('Location deleted')).toBeVisible();
  }
});
