import type { AnalyticsEvents } from './analytics';

type Track = <E extends keyof AnalyticsEvents>(event: E, props: AnalyticsEvents[E]) => void;
type IsIOS = (userAgent: string, maxTouchPoints?: number) => boolean;

/**
 * What the public site's shared parts do in the browser, written once as a plain script that every
 * public page carries inline at the end of its body (src/http/site-script.mts). It runs as the
 * page is parsed, before the framework's scripts arrive (they load after the first paint), and on
 * the pages that need no framework at all it is all the script there is:
 *
 * - the header turns translucent after `threshold` pixels of scroll (`data-scrolled`), and is
 *   so when the page is shown already scrolled (back to it, or to a part of it). First read just
 *   after the first frame, when the layout is done anyway: read while the page is parsed, the
 *   scroll position asks for the whole layout at once in the parser's task (45 ms on `/privacy`
 *   traced, a long task of its own on a phone);
 * - following a link in a popover marked `data-closes-on-link` (the mobile menu) closes it, so
 *   that going back does not find it open;
 * - a counted link (`data-track`, `data-track-props`) stops reporting itself by `ping` and reports
 *   through `track` instead, once, honouring Do Not Track (also in browsers that send no pings);
 * - on iOS, a link with `data-ios-href` goes there instead (Apple Maps), and one with
 *   `data-ios-track-props` reports those (the device);
 * - the language link (`data-keeps-query`) carries the address's query to the other language
 *   (the server drew it with what it rendered the page from), also after the query changed in
 *   the page (the menu's category), at the moment the link is used;
 * - pictures below the first screen (`source[data-later]`, lib/later-pictures.ts) are asked for
 *   a frame after the first paint has been shown and the first screen's own pictures
 *   (`fetchpriority="high"`) have arrived; at the visitor's first scroll; after 3 s at the latest;
 * - a visit by a campaign's link (`?c=<id>`, once) is remembered in this browser under
 *   `campaignKey` with its time (lib/campaign-visit.ts), for the checkout to send with an order;
 * - a jump to a part of the page (a category's link, or an address naming one) lands again two
 *   frames later: the browser skips drawing some long lists until they near the screen
 *   (`content-visibility`, the ordering page's dishes), and what it draws on the way can move
 *   the part from where the first jump put it.
 *
 * Self-contained (no name from outside its body but the browser's and its arguments): its own text
 * is what the pages carry. The framework's components draw these parts on the server only.
 */
export function siteBehaviour(
  d: Document,
  w: Window,
  threshold: number,
  track: Track,
  isIOS: IsIOS,
  campaignKey: string,
): void {
  const campaign = new URLSearchParams(w.location.search).getAll('c');
  if (campaign.length === 1 && /^[0-9a-f-]{36}$/i.test(campaign[0]!)) {
    try {
      w.localStorage.setItem(campaignKey, JSON.stringify({ id: campaign[0], at: Date.now() }));
    } catch {
      // Storage refused (private mode, full): the order simply does not count for the campaign.
    }
  }

  const header = d.querySelector('header[data-scrolled]');
  const scrolled = () => header?.setAttribute('data-scrolled', String(w.scrollY > threshold));
  w.addEventListener('scroll', scrolled, { passive: true });
  w.requestAnimationFrame(() => w.setTimeout(scrolled));

  let laterShown = false;
  const showLater = () => {
    if (laterShown) return;
    laterShown = true;
    d.querySelectorAll<HTMLSourceElement>('source[data-later]').forEach((source) => {
      source.media = 'not all';
    });
  };
  w.addEventListener('scroll', showLater, { passive: true, once: true });
  w.setTimeout(showLater, 3000);
  let waits = 1;
  const oneDone = () => {
    if (--waits === 0) w.requestAnimationFrame(() => w.setTimeout(showLater));
  };
  d.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]').forEach((img) => {
    if (img.complete) return;
    waits++;
    img.addEventListener('load', oneDone, { once: true });
    img.addEventListener('error', oneDone, { once: true });
  });
  const Observer = (w as unknown as Partial<typeof globalThis>).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) oneDone();
  else {
    const paints = new Observer((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      paints.disconnect();
      oneDone();
    });
    paints.observe({ type: 'paint', buffered: true });
  }

  const land = () => {
    let id = '';
    try {
      id = decodeURIComponent(w.location.hash.slice(1));
    } catch {
      return; // an address no part of the page can be named by
    }
    const part = id ? d.getElementById(id) : null;
    if (part) w.requestAnimationFrame(() => w.requestAnimationFrame(() => part.scrollIntoView()));
  };
  w.addEventListener('hashchange', land);
  if (w.location.hash) w.addEventListener('load', land, { once: true });

  if (isIOS(w.navigator.userAgent, w.navigator.maxTouchPoints)) {
    d.querySelectorAll('a[data-ios-href]').forEach((link) => {
      link.setAttribute('href', link.getAttribute('data-ios-href') ?? '');
    });
    d.querySelectorAll('a[data-ios-track-props]').forEach((link) => {
      link.setAttribute('data-track-props', link.getAttribute('data-ios-track-props') ?? '');
    });
  }

  const keepQuery = (link: HTMLAnchorElement) => {
    if (w.location.search && link.search !== w.location.search) link.search = w.location.search;
  };
  d.querySelectorAll<HTMLAnchorElement>('a[data-keeps-query]').forEach(keepQuery);
  d.querySelectorAll('a[data-track][ping]').forEach((link) => link.removeAttribute('ping'));

  const linkOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  const onUse = (event: Event) => {
    const link = linkOf(event);
    if (link?.hasAttribute('data-keeps-query')) keepQuery(link);
  };
  for (const type of ['pointerover', 'focusin', 'contextmenu', 'auxclick']) {
    d.addEventListener(type, onUse, true);
  }
  d.addEventListener(
    'click',
    (event) => {
      onUse(event);
      const link = linkOf(event);
      if (!link) return;
      const popover = link.closest<HTMLElement>('[popover][data-closes-on-link]');
      if (popover?.matches(':popover-open')) popover.hidePopover();
      const name = link.getAttribute('data-track');
      let props: unknown = null;
      try {
        props = JSON.parse(link.getAttribute('data-track-props') ?? '');
      } catch {
        // Not one of ours: nothing to report.
      }
      if (name && props) track(name as 'order_click', props as { location_slug: string });
    },
    true,
  );
}
