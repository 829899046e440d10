import { SITE_ICON_PNG_BASE64 } from './site-icon-png';

/**
 * The brand's mark, as `public/icon.svg` holds it (the logo in the structured data; a unit test
 * keeps the two the same). Pages name it as their icon inside the HTML (a data address), so that
 * a first visit does not ask the server for it while the first screen is loading: Chromium asks
 * for a page's icon when the page has loaded, on the same line as its pictures.
 */
export const SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#9e2a2b"/><path d="M10 32V19a10 10 0 0 1 20 0v13z" fill="#fbf6ec"/><path d="M14 32V20a6 6 0 0 1 12 0v12z" fill="#e0a526"/><circle cx="20" cy="13" r="2.5" fill="#9e2a2b"/><path d="M20 20v12M14 26h12" stroke="#9e2a2b" stroke-width="1.5"/></svg>';

/**
 * The mark as the `href` of a page's icon link: a picture of it (site-icon-png.ts, written by
 * `npm run icons`), not the drawing. The browser fetches and decodes a page's icon in the page's
 * own process on its main thread while the page loads, and a drawing is a document it would
 * parse, style and lay out there (ADR 0028).
 */
export const SITE_ICON_HREF = `data:image/png;base64,${SITE_ICON_PNG_BASE64}`;
