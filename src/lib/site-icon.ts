/**
 * The brand's mark, as `public/icon.svg` holds it (the logo in the structured data; a unit test
 * keeps the two the same). Pages name it as their icon inside the HTML (a data address), so that
 * a first visit does not ask the server for it while the first screen is loading: Chromium asks
 * for a page's icon when the page has loaded, on the same line as its pictures.
 */
export const SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#9e2a2b"/><path d="M10 32V19a10 10 0 0 1 20 0v13z" fill="#fbf6ec"/><path d="M14 32V20a6 6 0 0 1 12 0v12z" fill="#e0a526"/><circle cx="20" cy="13" r="2.5" fill="#9e2a2b"/><path d="M20 20v12M14 26h12" stroke="#9e2a2b" stroke-width="1.5"/></svg>';

/**
 * The mark as the `href` of a page's icon link: its double quotes as single ones and only the
 * characters a URL cannot carry (blanks among them) escaped (about half the length of escaping all).
 */
export const SITE_ICON_HREF = `data:image/svg+xml,${SITE_ICON_SVG.replace(/"/g, "'").replace(
  /[%#<> ]/g,
  encodeURIComponent,
)}`;
