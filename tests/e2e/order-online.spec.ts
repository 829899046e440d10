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
    bronx: 'Saba Bronx',
    orderNow: 'Order Now',
    menu: 'Main menu',
    pickup: 'Pickup from Saba',
  },
  ar: {
    order: 'اطلب أونلاين',
    title: 'اطلب أونلاين',
    canton: 'سباء كانتون',
    east: 'سباء شرق ديربورن',
    bronx: 'البرونكس',
    orderNow: 'اطلب الآن',
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
    // Open locations only; a coming-soon one has no kitchen yet.
    await expect(panel.getByRole('radio')).toHaveCount(3);
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

  test(`home location cards link to ordering; coming-soon ones do not (${locale})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/'));
    const cards = page.locator('section[aria-labelledby="locations-title"] article');
    const canton = cards.filter({ hasText: t.canton });
    await expect(canton.getByRole('link', { name: new RegExp(t.orderNow) })).toHaveAttribute(
      'href',
      /grubhub\.com/,
    );
    await expect(
      cards.filter({ hasText: t.bronx }).getByRole('link', { name: new RegExp(t.orderNow) }),
    ).toHaveCount(0);
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
