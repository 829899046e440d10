import type { Browser, BrowserContext, Page } from '@playwright/test';

/*
 * Pages paint before their scripts (public pages and console screens alike): a control is live
 * only once React has taken the page over. A test acts as a person who waits for the page to
 * respond: after each navigation it waits until the document is marked hydrated (or carries no
 * scripts of the app at all).
 */

export async function untilLive(page: Page): Promise<void> {
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

/** Makes `goto`, `reload` and `goBack` of `page` wait until the page is live. */
export function waitLiveOnNavigation(page: Page): void {
  const { goto, reload, goBack } = {
    goto: page.goto.bind(page),
    reload: page.reload.bind(page),
    goBack: page.goBack.bind(page),
  };
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
