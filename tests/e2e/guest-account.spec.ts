import type { Page } from '@playwright/test';
import { untilLive, waitLiveOnNavigation, withoutLiveWait } from '../setup/live-pages';
import { addVirtualAuthenticator } from './webauthn';
import {
  CARD_CHECKOUT,
  checkoutWithFeast,
  expect,
  expectNoAxeViolations,
  guestPhone,
  localePath,
  test,
  waitForMail,
} from './fixtures';

/*
 * A guest's account, on a phone: after ordering as a guest they save their details from the
 * order's page (a code e-mailed to the order's address), find the order and their details on
 * their account, change them and ask for e-mail news; their session opens no console screen;
 * they sign out; in Arabic they sign in from the header's link and delete the account. Without
 * JavaScript the code's two steps still work.
 */

const TEXT = {
  en: {
    save: 'Save your details for next time',
    send: 'E-mail me a code',
    sentTo: 'We e-mailed a 6-digit code to',
    code: '6-digit code',
    signIn: 'Sign in',
    subject: 'Your sign-in code for Saba',
    codeLine: /Your code is (\d{6})\./,
    title: 'Your account',
    wrong: 'That code is not right. Check the e-mail and try again.',
    saved: 'Your details are saved.',
    signedOut: 'You are signed out.',
    account: 'Your account',
    deleted: 'Your account and everything stored about your address were deleted.',
  },
  ar: {
    save: 'احفظ بياناتك للمرة القادمة',
    send: 'أرسلوا لي رمزًا',
    sentTo: 'أرسلنا رمزًا من 6 أرقام إلى',
    code: 'الرمز المكوّن من 6 أرقام',
    signIn: 'تسجيل الدخول',
    subject: 'رمز تسجيل الدخول إلى سباء',
    codeLine: /رمزك هو (\d{6})\./,
    title: 'حسابك',
    wrong: 'هذا الرمز غير صحيح. راجع الرسالة وحاول مجددًا.',
    saved: 'حُفظت بياناتك.',
    signedOut: 'سجّلت الخروج.',
    account: 'حسابك',
    deleted: 'حُذف حسابك وكل ما خُزّن عن عنوانك.',
  },
};

/** The code in the newest sign-in e-mail to the address (`count`: how many were sent by now). */
async function codeFor(email: string, locale: 'en' | 'ar', count = 1): Promise<string> {
  const mail = await waitForMail([email, TEXT[locale].subject], 15_000, count);
  const code = TEXT[locale].codeLine.exec(mail)?.[1];
  expect(code, mail).toBeDefined();
  return code!;
}

async function typeCode(page: Page, locale: 'en' | 'ar', code: string) {
  await page.getByLabel(TEXT[locale].code).fill(code);
  await page.getByRole('button', { name: TEXT[locale].signIn, exact: true }).click();
}

const unique = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;

test('a guest saves their details after ordering, and their account shows the order', async ({
  page,
}) => {
  const t = TEXT.en;
  const email = `account-${unique()}@example.com`;
  const phone = guestPhone();
  await checkoutWithFeast(page, 'en', 'west-dearborn', CARD_CHECKOUT.en);
  await page.getByLabel('Full name').fill('Amal Saeed');
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: /Place order · \$/ }).click();
  await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{43}$/);
  const orderPath = new URL(page.url()).pathname;
  const number = /Order #?(\d+)/.exec(
    (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
  )?.[1];

  const save = page.getByRole('region', { name: t.save });
  await expect(save.getByLabel('E-mail address')).toHaveValue(email);
  await save.getByRole('button', { name: t.send }).click();
  await expect(save.getByRole('status')).toContainText(`${t.sentTo} ${email}`);
  const code = await codeFor(email, 'en');
  // A wrong code first: said so, and the right one still works.
  await typeCode(page, 'en', code === '000000' ? '111111' : '000000');
  await expect(page.getByText(t.wrong)).toBeVisible();
  await typeCode(page, 'en', code);
  await page.waitForURL('**/account');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  // The order's name and phone are the account's; the order is listed with its receipt.
  await expect(page.getByLabel('Name')).toHaveValue('Amal Saeed');
  await expect(page.getByLabel('Phone')).toHaveValue(phone);
  const orders = page.getByRole('region', { name: 'Your orders' });
  await expect(orders).toContainText(`Order ${number} · Saba West Dearborn`);
  await expect(orders.getByRole('link', { name: /Receipt and status/ })).toHaveAttribute(
    'href',
    orderPath,
  );
  await expectNoAxeViolations(page);

  await page.getByLabel('Favourite restaurant').selectOption({ label: 'Saba West Dearborn' });
  await page.getByLabel('E-mail me news and offers').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Favourite restaurant')).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.getByLabel('E-mail me news and offers')).toBeChecked();
  // Ordering again from the account, tapped as soon as the page shows (its scripts slow to come,
  // as on a phone's network: the page starts its framework on a first touch): the tap is held
  // until the page is live, then the cart is refilled, the checkout starts with the saved details
  // and the news box ticked, and one more tap places it.
  const slowScripts = '**/_next/static/**/*.js';
  await page.route(slowScripts, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  await withoutLiveWait(page).reload();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await page.getByRole('link', { name: new RegExp(`^Order again \\(Order ${number}\\)$`) }).click();
  await page.waitForURL('**/locations/west-dearborn/order/checkout');
  await page.unroute(slowScripts);
  waitLiveOnNavigation(page);
  await untilLive(page);
  await expect(page.getByLabel('Full name')).toHaveValue('Amal Saeed');
  await expect(page.getByLabel('Phone')).toHaveValue(phone);
  await expect(page.locator('#checkout-email')).toHaveValue(email);
  await expect(page.getByLabel('Send me news and offers from Saba')).toBeChecked();
  await page.getByRole('button', { name: /Place order · \$84\.79/ }).click();
  await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{43}$/);
  await page.goto('/account');
  await expect(orders.getByRole('listitem')).toHaveCount(2);
  // The order's page no longer offers an account: this guest has one.
  await page.goto(orderPath);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`#${number}`);
  await expect(page.getByRole('region', { name: t.save })).toHaveCount(0);

  // A guest's session is not a staff session: the console still asks to sign in.
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login/);

  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.waitForURL(/\/account\/sign-in\?out=1(#.*)?$/);
  await expect(page.getByText(t.signedOut)).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/sign-in$/);
});

test('in Arabic, a guest signs in from the header and deletes the account', async ({ page }) => {
  const t = TEXT.ar;
  const email = `account-ar-${unique()}@example.com`;
  await page.goto('/ar');
  await page.getByRole('banner').getByRole('link', { name: t.account }).click();
  await page.waitForURL('**/ar/account/sign-in');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('status')).toContainText(t.sentTo);
  await typeCode(page, 'ar', await codeFor(email, 'ar'));
  await page.waitForURL('**/ar/account');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(
    page.getByText(`لا طلبات بعد. تظهر هنا الطلبات المقدّمة بالبريد ${email}.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('فهمت: احذفوا كل شيء').check();
  await page.getByRole('button', { name: 'احذف حسابي' }).click();
  await page.waitForURL('**/ar/account/sign-in?deleted=1');
  await expect(page.getByText(t.deleted)).toBeVisible();
  // The address is gone: signing in again would make a new, empty account.
  await page.goto('/ar/account');
  await expect(page).toHaveURL(/\/ar\/account\/sign-in$/);
});

test('a guest adds a passkey, signs in with it without a code, and removes it in Arabic', async ({
  page,
}) => {
  await addVirtualAuthenticator(page);
  const t = TEXT.en;
  const email = `account-passkey-${unique()}@example.com`;
  await page.goto('/account/sign-in');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: t.send }).click();
  await typeCode(page, 'en', await codeFor(email, 'en'));
  await page.waitForURL('**/account');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys).toContainText('You have no passkey yet.');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(
    passkeys.getByText('Your passkey is added. Next time, sign in with it.'),
  ).toBeVisible();
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys).toContainText('not used yet');
  await expectNoAxeViolations(page);

  // Signed out, at a checkout: its link signs them in with the passkey (no address, no code)
  // and brings them back, their address filled in and the link gone.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.waitForURL(/\/account\/sign-in\?out=1(#.*)?$/);
  await checkoutWithFeast(page, 'en', 'west-dearborn', CARD_CHECKOUT.en);
  await page
    .getByRole('link', { name: 'Sign in to fill in your details and use your points' })
    .click();
  await page.waitForURL('**/account/sign-in?next=%2Flocations%2Fwest-dearborn%2Forder%2Fcheckout');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL('**/locations/west-dearborn/order/checkout');
  await expect(page.locator('#checkout-email')).toHaveValue(email);
  await expect(page.getByRole('link', { name: /Sign in to fill in your details/ })).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(passkeys).toContainText('last used');

  // In Arabic, removed: it no longer signs in, and the page says why.
  await page.goto('/ar/account');
  const arabic = page.getByRole('region', { name: 'مفاتيح المرور' });
  await arabic.getByRole('button', { name: /^إزالة مفتاح المرور المضاف في / }).click();
  await expect(arabic.getByText('أُزيل مفتاح المرور: لم يعد يسجّل دخولك.')).toBeVisible();
  await expect(arabic).toContainText('ليس لديك مفتاح مرور بعد.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'تسجيل الخروج', exact: true }).click();
  await page.waitForURL(/\/ar\/account\/sign-in\?out=1(#.*)?$/);
  await page.getByRole('button', { name: 'سجّل الدخول بمفتاح مرور' }).click();
  await expect(
    page.getByText('مفتاح المرور هذا غير مضاف إلى أي حساب هنا.', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/account\/sign-in\?out=1(#.*)?$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the code is asked for and typed, and the account opens', async ({ page }) => {
    const email = `account-nojs-${unique()}@example.com`;
    await page.goto(localePath('en', '/account/sign-in'));
    // A passkey needs the page's script: its button says so by being disabled.
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeDisabled();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: TEXT.en.send }).click();
    await expect(page.getByText(`${TEXT.en.sentTo} ${email}`)).toBeVisible();
    await typeCode(page, 'en', await codeFor(email, 'en'));
    await page.waitForURL('**/account');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.title })).toBeVisible();
  });
});
