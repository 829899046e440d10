/**
 * A page rendered for each request (a guest's account, the sign-in page) gets its preloads from
 * React as an HTTP `Link` header, where a page rendered once and stored has them as `<link>` tags
 * in its head. Measured on a slowed phone, the header's font arrived late: the heading face was
 * swapped in after the first paint and its layout blocked the main thread (TBT about 150 ms
 * against 20 ms for a stored page). Here the header's preloads of the site's own files become the
 * same tags at the top of the head, and the header goes: every page is sent the same way. A
 * stylesheet's preload is dropped: the front puts the stylesheet itself in the head.
 */

/** Attributes a preload may carry, as React writes them in the header. */
const ATTRIBUTES = new Set(['as', 'type', 'crossorigin', 'fetchpriority', 'media']);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * One `Link` entry as a `<link rel="preload">` tag; '' for a stylesheet's (dropped: the page has
 * it); null for anything else, or a file elsewhere (left in the header).
 */
function preloadTag(entry: string): string | null {
  const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(entry);
  if (!match) return null;
  const href = match[1]!;
  // Only the site's own files, by their path.
  if (!/^\/(?!\/)[^\s"<>]*$/.test(href)) return null;
  const params = new Map<string, string>();
  for (const part of match[2]!.split(';')) {
    const pair = /^\s*([a-z-]+)\s*(?:=\s*(?:"([^"]*)"|([^\s";]*)))?\s*$/i.exec(part);
    if (!pair) return null;
    params.set(pair[1]!.toLowerCase(), pair[2] ?? pair[3] ?? '');
  }
  if (params.get('rel') !== 'preload' || !params.get('as')) return null;
  // A stylesheet is in the page itself (inline-styles.mts) or linked from its head already.
  if (params.get('as') === 'style') return '';
  const attributes = [...params]
    .filter(([name]) => ATTRIBUTES.has(name))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<link rel="preload" href="${escapeAttribute(href)}"${attributes}/>`;
}

/** Splits a `Link` header at the commas between entries (not those inside quotes or <…>). */
function entriesOf(header: string): string[] {
  const entries: string[] = [];
  let current = '';
  let quoted = false;
  let bracketed = false;
  for (const char of header) {
    if (char === '"' && !bracketed) quoted = !quoted;
    else if (char === '<' && !quoted) bracketed = true;
    else if (char === '>' && !quoted) bracketed = false;
    if (char === ',' && !quoted && !bracketed) {
      entries.push(current);
      current = '';
    } else current += char;
  }
  if (current.trim()) entries.push(current);
  return entries;
}

/**
 * The page with the header's preloads as tags right after its head's first `<meta charSet>` (or
 * its `<head>`), and the `Link` header's entries that were not turned into tags (none: null).
 */
export function preloadsInHead(
  html: string,
  header: string,
): { html: string; rest: string | null } {
  const tags: string[] = [];
  const rest: string[] = [];
  for (const entry of entriesOf(header)) {
    const tag = preloadTag(entry);
    if (tag === null) rest.push(entry.trim());
    else if (tag && !html.includes(tag)) tags.push(tag);
  }
  const head = /<head[^>]*>(\s*<meta charSet="utf-8"\/>)?/i.exec(html);
  if (!head) return { html, rest: header };
  const at = head.index + head[0].length;
  return {
    html: html.slice(0, at) + tags.join('') + html.slice(at),
    rest: rest.length > 0 ? rest.join(', ') : null,
  };
}
