import { CHUNK_PRELOAD, CHUNK_SCRIPT } from './paint-first.mts';

/**
 * A public page sent without the framework where nothing on it needs it (docs/decisions/0009).
 *
 * Every page of the App Router carries React, the router and the page's own data again (the
 * flight), to take over a document the server already drew whole. On a page whose only client
 * components are the header's (the current section's mark and the language link, drawn whole by
 * the server; what they do in the browser is the site's own script: site-script.mts), taking over
 * changes nothing a visitor can see or use; it only costs a phone the main thread it needs for the
 * first tap. Such a page goes out as the document alone: no framework chunk, no flight.
 *
 * Which page that is, is read from the page itself: the flight names each client component it
 * uses (an `I` row: module, chunks, export name). Only names in INERT pass; one other, or a row
 * that cannot be read, and the page keeps its framework. So a page that gains a component with
 * behaviour of its own gets the framework back by itself, with no list of pages to keep up.
 */

/**
 * Client components that do nothing in a page already drawn:
 * - ours, each the named export of one `'use client'` module (a unit test keeps it so): the
 *   header's and the document's;
 * - the framework's boundaries and marks, which only matter while it renders in the browser;
 * - `default`: the framework's layout router and template, and an error boundary of ours (error
 *   files are the only client modules of ours with a default export, also kept by that test).
 */
export const INERT = new Set([
  'SiteNavList',
  'LanguageToggle',
  'HydrationMark',
  'OutletBoundary',
  'ViewportBoundary',
  'MetadataBoundary',
  'IconMark',
  'default',
]);

/** The framework's hand-off of its flight data, one inline script per chunk (JSON only). */
const FLIGHT_SCRIPT =
  /<script(?: nonce="[^"<>]*")?>(self\.__next_f\.push\((\[[\s\S]*?\])\)|\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\))<\/script>/g;

/** The flight's text, or null where the page has none or one chunk is not what the framework writes. */
function flightOf(html: string): string | null {
  let text = '';
  let found = false;
  for (const match of html.matchAll(FLIGHT_SCRIPT)) {
    found = true;
    if (match[2] === undefined) continue;
    let chunk: unknown;
    try {
      chunk = JSON.parse(match[2]);
    } catch {
      return null;
    }
    if (!Array.isArray(chunk)) return null;
    // [1, text] carries the flight; [0] starts it, [2, …] and [3, …] are binary parts and
    // form state, which no page of ours writes: a page that has them keeps the framework.
    if (chunk[0] === 1 && typeof chunk[1] === 'string') text += chunk[1];
    else if (chunk[0] !== 0) return null;
  }
  return found ? text : null;
}

/**
 * The export names of the client components a page's flight refers to, or null where the flight
 * cannot be read as the framework writes it.
 */
export function clientComponentNames(html: string): string[] | null {
  const flight = flightOf(html);
  if (flight === null) return null;
  const strings = new Map<string, string>();
  const references: string[] = [];
  for (const line of flight.split('\n')) {
    // A reference (`2a:I[523632,[…],"TrackedLink"]`) or a string written once (`1e:"…"`).
    const row = /^([0-9a-f]+):(?:I(\[.*\])|(".*"))$/.exec(line);
    if (!row) continue;
    let value: unknown;
    try {
      value = JSON.parse(row[2] ?? row[3]!);
    } catch {
      if (row[2] !== undefined) return null;
      continue;
    }
    if (row[2] === undefined) {
      if (typeof value === 'string') strings.set(row[1]!, value);
    } else if (Array.isArray(value) && typeof value[2] === 'string') references.push(value[2]);
    else return null;
  }
  const names: string[] = [];
  for (const name of references) {
    // A name the flight wrote once and refers to ('$1e' for row 1e).
    const resolved = name.startsWith('$') ? strings.get(name.slice(1)) : name;
    if (resolved === undefined) return null;
    names.push(resolved);
  }
  return names;
}

/** Whether a rendered page can go out without the framework (see above). */
export function needsNoFramework(html: string): boolean {
  const names = clientComponentNames(html);
  return names !== null && names.length > 0 && names.every((name) => INERT.has(name));
}

/** The framework's own tags in a page besides its chunks: the flight, its bootstrap, the polyfills. */
const FRAMEWORK_TAGS = [
  FLIGHT_SCRIPT,
  /<script(?=[^>]* id="_R_")(?: (?:id|nonce)="[^"<>]*")+>\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\([^<]*\);<\/script>/g,
  /<script(?=[^>]* noModule="")(?: (?:src="\/_next\/static\/[\w./-]+\.js"|noModule=""|nonce="[^"<>]*"))+><\/script>/g,
  CHUNK_SCRIPT,
  CHUNK_PRELOAD,
];

/**
 * The page without the framework's tags where it needs none (needsNoFramework), else null: the
 * caller then sends it with the framework, painted first (paint-first.mts).
 */
export function withoutFramework(html: string): string | null {
  if (!needsNoFramework(html)) return null;
  return FRAMEWORK_TAGS.reduce((page, tag) => page.replace(tag, ''), html);
}
