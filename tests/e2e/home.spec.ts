import {
  accessibleExpanded,
  expect,
  expectNoAxeViolations,
  localePath,
  LOCALES,
  test,
} from './fixtures';

for (const locale of LOCALES) {
  test.describe(`home (${locale})`, () => {
    test('renders seeded content in the right language and direction', async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', locale);
      await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'ar'
          ? 'طعم اليمن، من تنورنا إلى مائدتك'
          : 'The taste of Yemen, from our tanoor to your table',
      );
      // The four signature dishes with the spec's prices, from the database (a console test may
      // be marking one more meanwhile).
      const signature = page.locator('section[aria-labelledby="signature-title"] article');
      await expect.poll(() => signature.count()).toBeGreaterThanOrEqual(4);
      await expect(signature.first()).toContainText(locale === 'ar' ? 'حنيذ لحم' : 'Lamb Haneeth');
      for (const price of ['$26.99', '$18.99', '$28.99', '$8.99']) {
        await expect(page.locator('section[aria-labelledby="signature-title"]')).toContainText(
          price,
        );
      }
      // Locations from the seed, headquarters first.
      const cards = page.locator('section[aria-labelledby="locations-title"] article');
      await expect(cards).toHaveCount(5);
      await expect(cards.first()).toContainText(
        locale === 'ar' ? 'سباء شرق ديربورن' : 'Saba East Dearborn',
      );

      await expectNoAxeViolations(page);
    });

    test('language toggle switches language and keeps the page', async ({ page, isMobile }) => {
      await page.goto(localePath(locale, '/'));
      if (isMobile)
        await page
          .getByRole('button', { name: locale === 'ar' ? 'القائمة الرئيسية' : 'Main menu' })
          .click();
      const target = locale === 'ar' ? 'English' : 'العربية';
      await page.getByRole('link', { name: new RegExp(target) }).click();
      await expect(page).toHaveURL(locale === 'ar' ? /\/$/ : /\/ar$/);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'ar' ? 'en' : 'ar');
    });

    test('unknown paths show the not-found page', async ({ page }) => {
      const response = await page.goto(localePath(locale, '/no-such-page'));
      expect(response?.status()).toBe(404);
      // Whole in the first answer: nothing waits for a script (Next's own is an empty shell).
      expect(await response?.text()).toContain(
        locale === 'ar' ? '<h1>عذراً! الصفحة غير موجودة</h1>' : '<h1>Oops! Page not found</h1>',
      );
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'ar' ? 'عذراً! الصفحة غير موجودة' : 'Oops! Page not found',
      );
      await page
        .getByRole('link', { name: locale === 'ar' ? 'العودة إلى الرئيسية' : 'Return to Home' })
        .click();
      await expect(page).toHaveURL(locale === 'ar' ? /\/ar$/ : /\/$/);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expectNoAxeViolations(page);
    });
  });
}

test('every address nothing answers to is a whole not-found page in its language, before any script', async ({
  request,
}) => {
  // An unknown restaurant, order or file, and a page under a language the site does not have:
  // each answered by a page whose render called notFound(), or by no route at all.
  const addresses = {
    '/locations/nowhere': 'en',
    '/ar/locations/nowhere/order': 'ar',
    '/orders/not-a-real-order': 'en',
    '/ar/menu/no-such-dish/more': 'ar',
    '/fr/menu': 'en',
    '/missing.png': 'en',
  } as const;
  for (const [address, locale] of Object.entries(addresses)) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
    const html = await response.text();
    expect(html, address).toContain(
      `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`,
    );
    expect(html, address).toContain(
      locale === 'ar'
        ? '<p class="code">404</p><h1>عذراً! الصفحة غير موجودة</h1>'
        : '<p class="code">404</p><h1>Oops! Page not found</h1>',
    );
    expect(html, address).toContain(`href="${locale === 'ar' ? '/ar' : '/'}"`);
  }
});

test('header turns translucent after 50px of scroll', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});

test('mobile menu opens and closes when a link is clicked', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the mobile menu exists below 768px only');
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Main menu' });
  await toggle.click();
  const mobileNav = page.locator('#mobile-nav');
  await expect(mobileNav).toBeVisible();
  await expect(mobileNav.getByRole('link')).toHaveText([
    'Home',
    'Menu',
    'Locations',
    'Franchise',
    'Catering',
    'Careers',
    'Contact',
    /العربية/,
    'Get Started',
    'Reserve',
  ]);
  // The spec's Get Started: the menu's way to the contact page.
  await expect(mobileNav.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/contact',
  );
  expect(await accessibleExpanded(page, '.mobile-menu-toggle')).toBe(true);
  await mobileNav.getByRole('link', { name: 'Home' }).click();
  await expect(mobileNav).toBeHidden();
  expect(await accessibleExpanded(page, '.mobile-menu-toggle')).toBe(false);
});

test.describe('without JavaScript (or before the page has come alive)', () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of LOCALES) {
    test(`the mobile menu opens and closes (${locale})`, async ({ page, isMobile }) => {
      test.skip(!isMobile, 'the mobile menu exists below 768px only');
      const ar = locale === 'ar';
      await page.goto(localePath(locale, '/menu'));
      const panel = page.locator('#mobile-nav');
      await expect(panel).toBeHidden();
      await page.getByRole('button', { name: ar ? 'القائمة الرئيسية' : 'Main menu' }).click();
      await expect(panel.getByRole('link', { name: ar ? 'الفروع' : 'Locations' })).toBeVisible();
      // Open, and said to be open, with no script at all.
      expect(await accessibleExpanded(page, '.mobile-menu-toggle')).toBe(true);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await page.getByRole('button', { name: ar ? 'القائمة الرئيسية' : 'Main menu' }).click();
      await panel.getByRole('link', { name: ar ? 'الفروع' : 'Locations', exact: true }).click();
      await expect(page).toHaveURL(ar ? /\/ar\/locations$/ : /\/locations$/);
      await expect(page.locator('#mobile-nav')).toBeHidden();
    });
  }
});

for (const locale of LOCALES) {
  test(`a link chosen in the mobile menu loads its page with the menu closed (${locale})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the mobile menu exists below 768px only');
    const ar = locale === 'ar';
    await page.goto(localePath(locale, '/'));
    await page.getByRole('button', { name: ar ? 'القائمة الرئيسية' : 'Main menu' }).click();
    await page
      .locator('#mobile-nav')
      .getByRole('link', { name: ar ? 'الفروع' : 'Locations', exact: true })
      .click();
    await expect(page).toHaveURL(ar ? /\/ar\/locations$/ : /\/locations$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#mobile-nav')).toBeHidden();
    expect(await accessibleExpanded(page, '.mobile-menu-toggle')).toBe(false);
    // Back to the page it came from: the menu is closed there too.
    await page.goBack();
    await expect(page).toHaveURL(ar ? /\/ar$/ : /\/$/);
    await expect(page.locator('#mobile-nav')).toBeHidden();
  });

  test(`a home location card's Call link records call_click (${locale})`, async ({ page }) => {
    // An analytics tag's data layer, as a site owner would add one.
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
    await page.goto(localePath(locale, '/'));
    const cards = page.locator('section[aria-labelledby="locations-title"] article');
    const call = cards.first().getByRole('link', { name: locale === 'ar' ? 'اتصل' : 'Call' });
    await expect(call).toHaveAttribute('href', /^tel:\+1/);
    // The tel: link would leave the page for the phone app; the event is what is checked.
    await call.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
    await call.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer))
      .toContainEqual({ event: 'call_click', location_slug: 'east-dearborn' });
  });

  test(`the bands below the first screen wait to be drawn, each within the height assumed for it (${locale})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/'));
    const bands = page.locator('.below-fold');
    await expect(bands).toHaveCount(10);
    // The footer is far below the first screen: the browser has not drawn what it holds yet.
    const footerWaits = await page
      .locator('footer > *')
      .first()
      .evaluate((inside) => !inside.checkVisibility({ contentVisibilityAuto: true }));
    expect(footerWaits).toBe(true);
    // Each band's real height fits in the one taken before it is drawn, so that nothing after
    // it is placed over its content meanwhile.
    const heights = await bands.evaluateAll((elements) =>
      elements.map((element) => {
        const assumed = parseFloat(
          getComputedStyle(element).containIntrinsicHeight.replace('auto', '').trim(),
        );
        (element as HTMLElement).style.contentVisibility = 'visible';
        const drawn = element.getBoundingClientRect().height;
        return { band: element.getAttribute('aria-labelledby') ?? element.tagName, assumed, drawn };
      }),
    );
    for (const { band, assumed, drawn } of heights) {
      expect(assumed, band).toBeGreaterThan(0);
      expect(drawn, band).toBeLessThanOrEqual(assumed);
    }
  });
}

test('desktop navigation lists the seven spec entries', async ({ page, isMobile }) => {
  test.skip(!!isMobile, 'desktop layout only');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Menu',
    'Locations',
    'Franchise',
    'Catering',
    'Careers',
    'Contact',
  ]);
});

for (const locale of LOCALES) {
  const ar = locale === 'ar';
  test(`the header fits every width: Order Online and Reserve from 768 px, the navigation from 1280, Contact Us from 1440 (${locale})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!!isMobile, 'widths from 768 px');
    await page.goto(localePath(locale, '/'));
    const header = page.locator('header');
    const order = header.getByRole('button', { name: ar ? 'اطلب أونلاين' : 'Order Online' });
    const reserve = header.getByRole('link', { name: ar ? 'احجز' : 'Reserve', exact: true });
    const nav = page.getByRole('navigation', { name: ar ? 'التنقل الرئيسي' : 'Main navigation' });
    const menuButton = header.getByRole('button', { name: ar ? 'القائمة الرئيسية' : 'Main menu' });
    const contactUs = header.getByRole('link', { name: ar ? 'تواصل معنا' : 'Contact Us' });
    for (const width of [768, 1023, 1024, 1279, 1280, 1439, 1440, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `sideways scroll at ${width} px`).toBe(0);
      await expect(order.first(), `Order Online at ${width} px`).toBeVisible();
      await expect(reserve.first(), `Reserve at ${width} px`).toBeVisible();
      if (width >= 1280) await expect(nav.first()).toBeVisible();
      else await expect(menuButton).toBeVisible();
      if (width >= 1440) await expect(contactUs.first()).toBeVisible();
      else await expect(contactUs.first()).toBeHidden();
    }
  });
}
