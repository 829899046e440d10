import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { appScriptHashes } from './security-headers.mts';
import { FLIGHT_QUEUE, FLIGHT_SCRIPT } from './next-surface.mts';
import {
  FLIGHT_DATA_ATTRIBUTE,
  isLoaderScript,
  LOADER_ID,
  paintBeforeScripts,
} from './paint-first.mts';

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
    `<script${n}>self.__next_f.push([1,"0:[\\"$\\",\\"main\\"]\\n"])</script>` +
    `<script${n}>self.__next_f.push([1,"1:\\"\\u003cMandi\\u003e\\"\\n"])</script>` +
    '<script type="application/ld+json">{"@type":"Menu"}</script></body></html>'
  );
};
const NONCE = 'MWw3OUzKZDofQFxS1kKG8nkt';

/** Runs the page's loader in a stand-in browser; returns what it asked for and a way to paint. */
function runLoader(
  html: string,
  {
    hidden = false,
    stored = {} as Record<string, string>,
    search = '',
    readyState = 'complete' as 'loading' | 'complete',
  } = {},
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
  const parsedListeners: (() => void)[] = [];
  /** The framework's data blocks, as the browser's parser would give their text. */
  const dataBlocks = [
    ...html.matchAll(
      new RegExp(
        `<script type="application/json" ${FLIGHT_DATA_ATTRIBUTE}="">([^<]*)</script>`,
        'g',
      ),
    ),
  ].map((match) => ({ textContent: match[1]! }));
  const document = {
    readyState,
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
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') parsedListeners.push(listener);
    },
    querySelectorAll: (selector: string) =>
      selector === `script[${FLIGHT_DATA_ATTRIBUTE}]` ? dataBlocks : [],
  };
  const window: Record<string, unknown> = {
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
  /** The end of the document's parsing. */
  const parsed = () => {
    document.readyState = 'complete';
    parsedListeners.splice(0).forEach((listener) => listener());
  };
  /** What the framework will find handed over when it runs. */
  const handedOver = () => window[FLIGHT_QUEUE] as unknown[] | undefined;
  return { requested, fetchedAhead, paint, timers, touch, marks, parsed, handedOver };
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

  const HANDED_OVER = [[0], [1, '0:["$","main"]\n'], [1, '1:"<Mandi>"\n']];

  it('holds the framework’s data as data blocks, which the browser never runs', () => {
    const page = nextPage(NONCE);
    const out = paintBeforeScripts(page, { untilTouched: true });
    expect([...out.matchAll(FLIGHT_SCRIPT)]).toEqual([]);
    expect(out).toContain(
      `TURBOPACK.push({})</script>` +
        `<script type="application/json" ${FLIGHT_DATA_ATTRIBUTE}="">[0]</script>` +
        `<script type="application/json" ${FLIGHT_DATA_ATTRIBUTE}="">[1,"0:[\\"$\\",\\"main\\"]\\n"]</script>` +
        `<script type="application/json" ${FLIGHT_DATA_ATTRIBUTE}="">[1,"1:\\"\\u003cMandi\\u003e\\"\\n"]</script>`,
    );
    // Three scripts fewer for the browser to compile and for the stored page's policy to allow.
    const running = appScriptHashes(paintBeforeScripts(page));
    const held = appScriptHashes(out);
    expect(held.foreign).toBe(running.foreign);
    expect(running.hashes.length - held.hashes.length).toBe(3);
  });

  it('hands the data over a block a task after the files are fetched ahead, all of it before they run', () => {
    const browser = runLoader(paintBeforeScripts(nextPage(NONCE), { untilTouched: true }));
    browser.paint('first-contentful-paint');
    expect(browser.handedOver()).toBeUndefined();
    const handed: number[] = [];
    while (browser.timers.length > 0) {
      browser.timers.shift()!();
      handed.push(browser.handedOver()?.length ?? 0);
    }
    expect(browser.fetchedAhead).toEqual(files);
    // None before the files are asked for; then one block a task.
    expect(handed.slice(0, handed.indexOf(1))).toEqual([0, 0]);
    expect(handed.slice(handed.indexOf(1), handed.indexOf(3) + 1)).toEqual([1, 2, 3]);
    expect(browser.handedOver()).toEqual(HANDED_OVER);
    expect(browser.requested).toEqual([]);
    browser.touch('pointerdown');
    expect(browser.requested).toEqual(files);
    expect(browser.handedOver()).toEqual(HANDED_OVER);
  });

  it('a touch before the data is handed over hands it all, in order, then runs the files', () => {
    const browser = runLoader(paintBeforeScripts(nextPage(NONCE), { untilTouched: true }));
    browser.touch('touchstart');
    expect(browser.handedOver()).toEqual(HANDED_OVER);
    expect(browser.requested).toEqual(files);
  });

  it('a touch while the page is still being parsed runs the files once it is parsed, with all its data', () => {
    const browser = runLoader(paintBeforeScripts(nextPage(NONCE), { untilTouched: true }), {
      readyState: 'loading',
    });
    browser.paint('first-contentful-paint');
    while (browser.timers.length > 0) browser.timers.shift()!();
    expect(browser.handedOver()).toBeUndefined();
    browser.touch('pointerdown');
    expect(browser.requested).toEqual([]);
    browser.parsed();
    expect(browser.handedOver()).toEqual(HANDED_OVER);
    expect(browser.requested).toEqual(files);
  });

  it('leaves the data as the framework wrote it where a hand-off is not JSON, or the page starts at once', () => {
    const odd = nextPage(NONCE).replace('push([1,"0:', 'push([1,0x1,"0:');
    const block = `type="application/json" ${FLIGHT_DATA_ATTRIBUTE}`;
    expect(paintBeforeScripts(odd, { untilTouched: true })).not.toContain(block);
    expect([...odd.matchAll(FLIGHT_SCRIPT)]).toHaveLength(3);
    const atOnce = paintBeforeScripts(nextPage(NONCE));
    expect(atOnce).not.toContain(block);
    expect([...atOnce.matchAll(FLIGHT_SCRIPT)]).toHaveLength(3);
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
