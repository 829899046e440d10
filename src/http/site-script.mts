import { createHash } from 'node:crypto';
import { track } from '../lib/analytics.ts';
import { isIOS } from '../lib/ios.ts';
import { siteBehaviour } from '../lib/site-behaviour.ts';
import { HEADER_SCROLL_THRESHOLD } from '../lib/site-nav.ts';
import { CAMPAIGN_VISIT_KEY } from '../lib/campaign-visit.ts';
import { MINIFIED_SITE_SCRIPT } from './site-script.min.mts';

/**
 * The site's own script (src/lib/site-behaviour.ts), written inline at the end of every public
 * page's body: what the header and the counted links do, from the moment the page is parsed and
 * on pages that carry no framework (framework-free.mts). Its source is the functions' own text,
 * each line's indentation and the blanks left of its types taken off (neither function has a
 * string with two spaces in a row).
 */
export const SITE_SCRIPT_SOURCE =
  `(${String(siteBehaviour)})(document,window,${HEADER_SCROLL_THRESHOLD},${String(track)},${String(isIOS)},${JSON.stringify(CAMPAIGN_VISIT_KEY)})`
    .split('\n')
    .map((line) => line.trim().replace(/ {2,}/g, ' '))
    .filter(Boolean)
    .join('\n');

/** The fingerprint a minified copy names to say which source it was made from. */
export function sourceFingerprint(source: string): string {
  return createHash('sha256').update(source).digest('base64url');
}

/**
 * What pages carry: the minified copy (site-script.min.mts, made by `npm run site-script`, a
 * fifth of the bytes smaller) when it was made from this very source; else the source itself, so
 * a change not yet minified still runs as written (a unit test fails until the copy is made).
 * Allowed by its hash in the page's policy.
 */
export const SITE_SCRIPT =
  MINIFIED_SITE_SCRIPT.from === sourceFingerprint(SITE_SCRIPT_SOURCE)
    ? MINIFIED_SITE_SCRIPT.code
    : SITE_SCRIPT_SOURCE;

export const SITE_SCRIPT_ID = 'site-script';

/** Whether an inline script is the site's own, exactly as written here (for the page's policy). */
export function isSiteScript(body: string): boolean {
  return body === SITE_SCRIPT;
}

/** `html` with the site's script as the last thing in its body (once; a page without a body as it was). */
export function withSiteScript(html: string): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0 || html.includes(`<script id="${SITE_SCRIPT_ID}">`)) return html;
  return `${html.slice(0, end)}<script id="${SITE_SCRIPT_ID}">${SITE_SCRIPT}</script>${html.slice(end)}`;
}
