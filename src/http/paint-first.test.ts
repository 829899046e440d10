import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { appScriptHashes } from './security-headers.mts';
import { isLoaderScript, LOADER_ID, paintBeforeScripts } from './paint-first.mts';

/**
 * The head and body as Next 16 writes them for a public page (shortened). A page rendered for a
 * visitor has a policy with a nonce, and Next puts it on every script tag it writes: that is the
 * shape the front server meets (a test of the shape without it alone missed that the loader was
 * no longer put in, and pages waited for their scripts again).
 */
const nextPage = (nonce: string | null) => {
  const n = nonce ? ` nonce="${nonce}"` : '';
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/a.css"' +
    `${n} data-precedence="next"/>` +
    `<link rel="preload" as="script" fetchPriority="low"${n} href="/_next/static/chunks/main.js"/>` +
    `<script src="/_next/static/chunks/one.js" async=""${n}></script>` +
    `<script src="/_next/static/chunks/two.js" async=""${n}></script>` +
    '<title>Menu</title>' +
    `<script src="/_next/static/chunks/legacy.js" noModule=""${n}></script></head>` +
    `<body><main>Mandi</main><script id="_R_"${n}>TURBOPACK.push({})</script>` +
    `<script src="/_next/static/chunks/main.js" async=""${n}></script>` +
    `<script${n}>(self.__next_f=self.__next_f||[]).push([0])</script>` +
    '<script type="application/ld+json">{"@type":"Menu"}</script></body></html>'
  );
};
const NONCE = 'MWw3OUzKZDofQFxS1kKG8nkt';

/** Runs the page's loader in a stand-in browser; returns what it asked for and a way to paint. */
function runLoader(
  html: string,
  { hidden = false, stored = {} as Record<string, string>, search = '' } = {},
) {
  const loader = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`).exec(html)![1]!;
  /** Scripts run (`src`) and files only fetched ahead (`prefetch`), in order. */
  const requested: string[] = [];
  const fetchedAhead: string[] = [];
  const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  const timers: (() => void)[] = [];
  const touches = new Map<string, () => void>();
  const marks = new Map<string, string>();
  type Element = { src: string; href: string; rel: string; async: boolean };
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    documentElement: {
      getAttribute: (name: string) => marks.get(name) ?? null,
      setAttribute: (name: string, value: string) => marks.set(name, value),
    },
    head: {
      appendChild: (element: Element) =>
        element.rel === 'prefetch' ? fetchedAhead.push(element.href) : requested.push(element.src),
    },
    createElement: (): Element => ({ src: '', href: '', rel: '', async: false }),
    addEventListener: () => {},
  };
  const window = {
    PerformanceObserver: class {
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe() {}
    },
    setTimeout: (callback: () => void) => timers.push(callback),
    addEventListener: (type: string, listener: () => void) => touches.set(type, listener),
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    location: { search },
    URLSearchParams,
  };
  class MutationObserver {
    observe() {}
  }
  vm.runInNewContext(loader, { document, window, MutationObserver });
  const paint = (name: string) =>
    observers.forEach((observe) =>
      observe({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }),
    );
  const touch = (type: string) => touches.get(type)?.();
  return { requested, fetchedAhead, paint, timers, touch, marks };
}

describe.each([
  ['a visitor’s render (every script with its nonce)', NONCE],
  ['a page without a nonce', null],
])('public pages paint before the framework’s scripts load: %s', (_shape, nonce) => {
  const NEXT_PAGE = nextPage(nonce);
  const n = nonce ? ` nonce="${nonce}"` : '';
  const out = paintBeforeScripts(NEXT_PAGE);

  it('takes Next’s chunk tags and their preload out of the page', () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(one|two|main)\.js"/);
    expect(out).not.toContain('rel="preload" as="script"');
    // What is not a chunk tag stays as it was: the stylesheet, the legacy bundle, inline data.
    expect(out).toContain(`<link rel="stylesheet" href="/_next/static/chunks/a.css"${n}`);
    expect(out).toContain(`<script src="/_next/static/chunks/legacy.js" noModule=""${n}>`);
    expect(out).toContain(`<script id="_R_"${n}>TURBOPACK.push({})</script>`);
    expect(out).toContain('<script type="application/ld+json">{"@type":"Menu"}</script>');
    expect(out).toContain('<main>Mandi</main>');
  });

  it('asks for the same files, in the same order, only once the first content is painted', () => {
    expect(out.indexOf(`<script id="${LOADER_ID}">`)).toBeLessThan(out.indexOf('</head>'));
    const browser = runLoader(out);
    expect(browser.requested).toEqual([]);
    browser.paint('first-paint');
    expect(browser.requested).toEqual([]);
    browser.paint('first-contentful-paint');
    const files = ['one', 'two', 'main'].map((name) => `/_next/static/chunks/${name}.js`);
    expect(browser.requested).toEqual(files);
    // Later paints and the safety timer ask for nothing more.
    browser.paint('first-contentful-paint');
    browser.timers.forEach((fire) => fire());
    expect(browser.requested).toEqual(files);
  });

  it('loads them anyway after a while, or at once in a tab nobody looks at', () => {
    const waiting = runLoader(out);
    waiting.timers.forEach((fire) => fire());
    expect(waiting.requested).toHaveLength(3);
    expect(runLoader(out, { hidden: true }).requested).toHaveLength(3);
  });

  it('is an inline script the page’s own policy allows (its hash is taken after the change)', () => {
    const before = appScriptHashes(NEXT_PAGE);
    const after = appScriptHashes(out);
    expect(after.hashes).toHaveLength(before.hashes.length + 1);
    expect(after.foreign).toBe(before.foreign);
  });

  it('is recognised only exactly as it writes it', () => {
    const loader = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`).exec(out)![1]!;
    expect(isLoaderScript(loader)).toBe(true);
    expect(isLoaderScript(`${loader};alert(1)`)).toBe(false);
    expect(isLoaderScript(loader.replace('go()', 'alert(1)'))).toBe(false);
    expect(isLoaderScript('alert(1)')).toBe(false);
  });

  it('leaves a script tag with an attribute Next does not write', () => {
    const odd = NEXT_PAGE.replace(
      `<script src="/_next/static/chunks/two.js" async=""${n}>`,
      `<script src="/_next/static/chunks/two.js" async=""${n} data-extra="1">`,
    );
    const changed = paintBeforeScripts(odd);
    expect(changed).toContain('data-extra="1"');
    expect(runLoader(changed).timers).toHaveLength(1);
  });

  it('leaves a page without Next’s head tags alone (a refusal, a plain page)', () => {
    const plain = '<html><head><title>Busy</title></head><body>Try again</body></html>';
    expect(paintBeforeScripts(plain)).toBe(plain);
    const bodyOnly = '<html><head></head><body><script src="/_next/static/x.js" async=""></script>';
    expect(paintBeforeScripts(bodyOnly)).toBe(bodyOnly);
  });
});

describe('a page that works before its framework waits for a person’s first touch', () => {
  const files = ['one', 'two', 'main'].map((name) => `/_next/static/chunks/${name}.js`);

  it('only fetches the files ahead after the first paint, and runs them at the first touch', () => {
    const browser = runLoader(paintBeforeScripts(nextPage(NONCE), { untilTouched: true }));
    browser.paint('first-contentful-paint');
    expect(browser.requested).toEqual([]);
    // One file a task, so that no task of the page's is long.
    expect(browser.fetchedAhead).toEqual(files.slice(0, 1));
    while (browser.timers.length > 0) browser.timers.shift()!();
    expect(browser.fetchedAhead).toEqual(files);
    expect(browser.requested).toEqual([]);
    browser.touch('pointerdown');
    expect(browser.requested).toEqual(files);
    browser.touch('keydown');
    expect(browser.requested).toEqual(files);
  });

  it.each(['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'])(
    'starts on %s',
    (type) => {
      const browser = runLoader(paintBeforeScripts(nextPage(null), { untilTouched: true }));
      browser.touch(type);
      expect(browser.requested).toEqual(files);
    },
  );

  it('starts at the first paint where the browser holds what the page shows (a cart)', () => {
    const page = paintBeforeScripts(nextPage(NONCE), { untilTouched: true, stored: 'saba.cart' });
    const withCart = runLoader(page, { stored: { 'saba.cart': '{"restaurant":"canton"}' } });
    withCart.paint('first-contentful-paint');
    expect(withCart.requested).toEqual(files);
    expect(withCart.marks.get('data-stored')).toBeUndefined();

    const without = runLoader(page);
    expect(without.marks.get('data-stored')).toBe('none');
    without.paint('first-contentful-paint');
    expect(without.requested).toEqual([]);
  });

  it('starts at the first paint where the address has the parameter the page acts on (a dish)', () => {
    const page = paintBeforeScripts(nextPage(NONCE), { untilTouched: true, query: 'dish' });
    const shared = runLoader(page, { search: '?dish=lamb-mandi' });
    shared.paint('first-contentful-paint');
    expect(shared.requested).toEqual(files);
    const plain = runLoader(page, { search: '?category=breakfast' });
    plain.paint('first-contentful-paint');
    expect(plain.requested).toEqual([]);
  });

  it('is recognised only exactly as it writes it', () => {
    const out = paintBeforeScripts(nextPage(null), { untilTouched: true, stored: 'saba.cart' });
    const loader = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`).exec(out)![1]!;
    expect(isLoaderScript(loader)).toBe(true);
    expect(isLoaderScript(loader.replace('"untilTouched":true', '"untilTouched":false'))).toBe(
      false,
    );
    expect(isLoaderScript(loader.replace('"stored":"saba.cart"', '"stored":1'))).toBe(false);
  });
});
