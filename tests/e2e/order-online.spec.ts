import {
  expect,
  expectNoAxeViolations,
  localePath,
  LOCALES,
  openOrderChooser,
  test,
} from './fixtures';

const TEXT = {
  en: {
    order: 'Order Online',
    title: 'Order online',
    canton: 'Saba Canton',
    east: 'Saba East Dearborn',
    west: 'Saba West Dearborn',
    bronx: 'Saba Bronx',
    orderPickup: 'Order pickup',
    orderFromCanton: 'Order pickup from Saba Canton',
    orderDish: /^Order for pickup\W+Lamb Mandi$/,
    mandi: 'Lamb Mandi',
    notHere:
      "That dish is not on Saba Canton's pickup menu today. Please choose from the menu below.",
    grubhub: 'Delivery via Grubhub',
    menu: 'Main menu',
    pickup: 'Pickup from Saba',
  },
  ar: {
    order: 'اطلب أونلاين',
    title: 'اطلب أونلاين',
    canton: 'سباء كانتون',
    east: 'سباء شرق ديربورن',
    west: 'سباء غرب ديربورن',
    bronx: 'البرونكس',
    orderPickup: 'اطلب للاستلام',
    orderFromCanton: 'اطلب للاستلام من سباء كانتون',
    orderDish: /^اطلبه للاستلام\W+مندي لحم$/,
    mandi: 'مندي لحم',
    notHere: 'هذا الطبق غير موجود في قائمة الاستلام لدى سباء كانتون اليوم. اختر من القائمة أدناه.',
    grubhub: 'توصيل عبر Grubhub',
    menu: 'القائمة الرئيسية',
    pickup: 'استلام من سباء',
  },
};

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test(`Order Online: a location, then its delivery services; order_click recorded (${locale})`, async ({
    page,
    isMobile,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
    await page.goto(localePath(locale, '/menu'));
    const panel = await openOrderChooser(page, locale, isMobile);
    // Open locations only; a coming-soon one has no kitchen yet. (Other tests add restaurants of
    // their own while this one runs: the demo's three are named, not counted.)
    for (const name of [t.east, t.west, t.canton]) {
      await expect(panel.getByRole('radio', { name })).toHaveCount(1);
    }
    await expect(panel.getByText(t.bronx)).toHaveCount(0);
    await panel.getByRole('radio', { name: t.east }).check();
    const doordash = panel.getByRole('link', { name: new RegExp(`DoorDash.*${t.east}`) });
    await expect(doordash).toHaveAttribute('href', /doordash\.com/);
    await expect(
      panel.getByRole('link', { name: new RegExp(`Uber Eats.*${t.east}`) }),
    ).toBeVisible();
    // Canton: pickup from the restaurant on this site first, then Grubhub, its only service.
    await panel.getByRole('radio', { name: t.canton }).check();
    const cantonLinks = panel.getByRole('link', { name: new RegExp(t.canton) });
    await expect(cantonLinks).toHaveCount(2);
    await expect(cantonLinks.first()).toHaveAttribute(
      'href',
      localePath(locale, '/locations/canton/order'),
    );
    await expect(cantonLinks.first()).toHaveText(new RegExp(t.pickup));
    await expect(cantonLinks.nth(1)).toHaveAttribute('href', /grubhub\.com/);
    await expect(doordash).toBeHidden();
    await expectNoAxeViolations(page);
    await panel.getByRole('radio', { name: t.east }).check();
    // Followed in a new tab; the event is what is checked here.
    await doordash.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
    await doordash.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer))
      .toContainEqual({ event: 'order_click', location_slug: 'east-dearborn' });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test(`a home location card leads to pickup on the site first, the partner after it (${locale})`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
    await page.goto(localePath(locale, '/'));
    const cards = page.locator('section[aria-labelledby="locations-title"] article');
    const canton = cards.filter({ hasText: t.canton });
    const pickup = canton.getByRole('link', {
      name: new RegExp(`^${t.orderPickup}\\W+${t.canton}$`),
    });
    await expect(pickup).toHaveAttribute('href', localePath(locale, '/locations/canton/order'));
    // The partner is a quieter link that says what it is, in a new tab.
    const grubhub = canton.getByRole('link', { name: new RegExp(`^${t.grubhub}\\W+${t.canton}$`) });
    await expect(grubhub).toHaveAttribute('href', /grubhub\.com/);
    await expect(grubhub).toHaveAttribute('target', '_blank');
    await expect(canton.getByRole('link')).toHaveText([
      new RegExp(t.orderPickup),
      /.+/,
      /.+/,
      new RegExp(t.grubhub),
    ]);
    const bronx = cards.filter({ hasText: t.bronx });
    await expect(bronx.getByRole('link', { name: new RegExp(t.orderPickup) })).toHaveCount(0);
    await expect(bronx.getByRole('link', { name: new RegExp(t.grubhub) })).toHaveCount(0);
    // Followed, it is counted as a click that stayed on the site, and opens the ordering page.
    await pickup.click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/locations/canton/order')}$`));
  });
}

for (const locale of LOCALES) {
  const t = TEXT[locale];
  test(`the menus lead to pickup: a restaurant's to its own, the brand's through the chooser (${locale})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/locations/canton/menu'));
    await expect(page.getByRole('link', { name: t.orderFromCanton })).toHaveAttribute(
      'href',
      localePath(locale, '/locations/canton/order'),
    );
    await page.goto(localePath(locale, '/menu'));
    await page.getByRole('main').getByRole('button', { name: t.orderPickup }).click();
    const panel = page.getByRole('dialog', { name: t.title });
    await expect(panel).toBeVisible();
    await panel.getByRole('radio', { name: t.canton }).check();
    await expect(
      panel.getByRole('link', { name: new RegExp(`${t.pickup}.*${t.canton}`) }),
    ).toHaveAttribute('href', localePath(locale, '/locations/canton/order'));
    await expectNoAxeViolations(page);
  });

  test(`a dish's link on a restaurant's menu opens its ordering page with the dish's choices open (${locale})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/locations/canton/menu?category=authentic-entrees'));
    const link = page.getByRole('link', { name: t.orderDish });
    await expect(link).toHaveAttribute(
      'href',
      `${localePath(locale, '/locations/canton/order')}?dish=lamb-mandi`,
    );
    await link.click();
    await expect(page.getByRole('dialog', { name: t.mandi })).toBeVisible();
    // The address loses the dish once it is open: a reload shows the menu.
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/locations/canton/order')}$`));
    await expectNoAxeViolations(page);
    // A link naming a dish the restaurant does not have (or nothing a dish is called) says so.
    for (const named of ['no-such-dish', 'x'.repeat(10_000)]) {
      await page.goto(`${localePath(locale, '/locations/canton/order')}?dish=${named}`);
      await expect(page.getByRole('status').filter({ hasText: t.notHere })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the Order Online chooser opens and lists the services', async ({ page, isMobile }) => {
    await page.goto('/');
    const panel = await openOrderChooser(page, 'en', isMobile);
    await panel.getByRole('radio', { name: 'Saba East Dearborn' }).check();
    await expect(panel.getByRole('link', { name: /Grubhub.*Saba East Dearborn/ })).toHaveAttribute(
      'href',
      /grubhub\.com/,
    );
  });
});
