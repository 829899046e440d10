import type { Browser, BrowserContext, Page } from '@playwright/test';

/*
 * Pages paint before their scripts (public pages and console screens alike): a control is live
 * only once React has taken the page over. A test acts as a person who waits for the page to
 * respond: after each navigation it waits until the document is marked hydrated (or carries no
 * scripts of the app at all). Where a page's framework waits for a first touch (ADR 0027), the
 * test touches it first, as a person does: a press of Shift, which changes nothing on the page.
 */

export async function untilLive(page: Page): Promise<void> {
  const waitsForTouch = await page
    .evaluate(
      (loader) =>
        document.documentElement.dataset.hydrated !== 'true' &&
        (document.getElementById(loader)?.textContent ?? '').includes('"untilTouched":true'),
      'paint-first',
    )
    .catch(() => false);
  if (waitsForTouch) await page.keyboard.press('Shift');
  await page.waitForFunction(
    (loader) =>
      document.documentElement.dataset.hydrated === 'true' ||
      // A browser with scripts off: the page is as live as it gets.
      matchMedia('(scripting: none)').matches ||
      (!document.getElementById(loader) && !document.querySelector('script[src*="/_next/"]')),
    'paint-first',
    { timeout: 20_000 },
  );
}

type Navigation = Pick<Page, 'goto' | 'reload' | 'goBack'>;
const unwaited = new WeakMap<Page, Navigation>();

/** Makes `goto`, `reload` and `goBack` of `page` wait until the page is live. */
export function waitLiveOnNavigation(page: Page): void {
  if (unwaited.has(page)) return;
  const { goto, reload, goBack } = {
    goto: page.goto.bind(page),
    reload: page.reload.bind(page),
    goBack: page.goBack.bind(page),
  };
  unwaited.set(page, { goto, reload, goBack });
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilLive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilLive(page);
    return response;
  };
  page.goBack = async (...args) => {
    const response = await goBack(...args);
    await untilLive(page);
    return response;
  };
}

/** A page whose navigations do not wait (its scripts are blocked on purpose: it never comes alive). */
export function withoutLiveWait(page: Page): Page {
  const original = unwaited.get(page);
  if (original) Object.assign(page, original);
  // Waiting again later is one waitLiveOnNavigation away.
  unwaited.delete(page);
  return page;
}

const patched = new WeakSet<Browser>();

/** Every page the test opens itself (a second person, a kitchen tablet) waits the same way. */
export function livePagesOf(browser: Browser): Browser {
  if (patched.has(browser)) return browser;
  patched.add(browser);
  const livePagesIn = (context: BrowserContext) => {
    const newPage = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await newPage();
      waitLiveOnNavigation(page);
      return page;
    };
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    return options?.javaScriptEnabled === false ? context : livePagesIn(context);
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    if (options?.javaScriptEnabled !== false) waitLiveOnNavigation(page);
    return page;
  };
  return browser;
}
