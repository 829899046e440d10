import fs from 'node:fs';
import path from 'node:path';
import { BUILD, STATIC_PATH_PREFIX, STYLESHEET_LINK } from './next-surface.mts';

/**
 * A public page's stylesheet arrives with its HTML (docs/decisions/0009).
 *
 * Next links the site's one stylesheet from the head, and the browser paints nothing until it has
 * asked for it and received it: on a phone, a second round trip before the first paint. Here the
 * stylesheet's text goes into the head as a `<style>` (the policy allows inline styles), and
 * Next's link stays, `disabled`: a disabled stylesheet is never fetched, and React, which finds
 * its stylesheets by their link when it takes the page over, adopts it instead of adding its own.
 * The file is the build's and never changes while the server runs: it is read once.
 */

/** Past this size a stylesheet is left as a link: it would cost every page more than a request. */
export const MAX_INLINE_BYTES = 96 * 1024;

/** The text of a build stylesheet (a path under /_next/static/), or null to leave its link. */
export type StylesheetText = (file: string) => string | null;

/** Reads the build's stylesheets from `staticDir` (.next/static), each once. */
export function buildStylesheets(
  staticDir = path.join(process.cwd(), BUILD.staticDir),
): StylesheetText {
  const read = new Map<string, string | null>();
  return (file) => {
    let text = read.get(file);
    if (text === undefined) {
      text = null;
      try {
        const bytes = fs.readFileSync(path.join(staticDir, file));
        if (bytes.length <= MAX_INLINE_BYTES) text = bytes.toString('utf8');
      } catch {
        // Not there (another build's page): the link stays.
      }
      // A build has a handful of stylesheets; anything past that is not worth remembering.
      if (read.size < 64) read.set(file, text);
    }
    return text;
  };
}

/** `text` as the content of a style element: nothing in it can close the element. */
function styleContent(text: string): string {
  return text.replace(/<\/(style)/gi, '<\\/$1');
}

/** Puts each stylesheet the head links into the head itself, its link kept but disabled. */
export function inlineStylesheets(html: string, stylesheets: StylesheetText): string {
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  return html.replace(STYLESHEET_LINK, (link: string, file: string, offset: number) => {
    const text = offset < head ? stylesheets(file) : null;
    if (text === null) return link;
    return (
      `<style data-inlined="${STATIC_PATH_PREFIX}${file}">${styleContent(text)}</style>` +
      link.replace('<link ', '<link disabled="" ')
    );
  });
}
