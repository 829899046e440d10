import {
  CHUNK_PRELOAD,
  CHUNK_SCRIPT,
  FLIGHT_ROW,
  FLIGHT_SCRIPT,
  isFrameworkInert,
  POLYFILL_SCRIPT,
  RUNTIME_BOOTSTRAP,
  type ClientModules,
} from './next-surface.mts';

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
 * uses (an `I` row: module, chunks, export name). Only the components listed as inert pass, each
 * known by its module in the build's manifest and its name; one other, a module the manifest does
 * not name, or a row that cannot be read, and the page keeps its framework. So a page that gains a component with
 * behaviour of its own gets the framework back by itself, with no list of pages to keep up.
 */

/**
 * The app's client components that do nothing in a page already drawn, each by its module (as the
 * build's manifest names it) and export name: ours (the header's, the document's, and the error
 * boundaries, an error file's default export) and the icon library's icon. The framework's own
 * are listed with its surface (next-surface.mts).
 */
export const OWN_INERT_COMPONENTS: readonly { module: string; name: string }[] = [
  { module: 'src/components/site/site-nav-list.tsx', name: 'SiteNavList' },
  { module: 'src/components/site/language-toggle.tsx', name: 'LanguageToggle' },
  { module: 'src/components/ui/hydration-mark.tsx', name: 'HydrationMark' },
  { module: 'src/app/[locale]/error.tsx', name: 'default' },
  { module: 'src/app/global-error.tsx', name: 'default' },
  // The icon library's icon: an SVG drawn whole by the server (a client module only for its context).
  { module: 'node_modules/lucide-react/dist/esm/Icon.mjs', name: 'default' },
];

/** A client component the flight refers to: its module's id and its export name. */
export type ClientReference = { id: string; name: string };

/** Whether a reference is inert: its module is known to the build and it is on either list. */
export function isInert({ id, name }: ClientReference, modules: ClientModules): boolean {
  const source = modules(id);
  if (source === undefined) return false;
  return (
    isFrameworkInert(source, name) ||
    OWN_INERT_COMPONENTS.some((own) => own.module === source && own.name === name)
  );
}

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
 * The client components a page's flight refers to (module id and export name), or null where the
 * flight cannot be read as the framework writes it.
 */
export function clientReferences(html: string): ClientReference[] | null {
  const flight = flightOf(html);
  if (flight === null) return null;
  const strings = new Map<string, string>();
  const rows: { id: unknown; name: string }[] = [];
  for (const line of flight.split('\n')) {
    const row = FLIGHT_ROW.exec(line);
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
    } else if (Array.isArray(value) && typeof value[2] === 'string') {
      rows.push({ id: value[0], name: value[2] });
    } else return null;
  }
  const references: ClientReference[] = [];
  for (const { id, name } of rows) {
    // A name the flight wrote once and refers to ('$1e' for row 1e).
    const resolved = name.startsWith('$') ? strings.get(name.slice(1)) : name;
    if (resolved === undefined || (typeof id !== 'number' && typeof id !== 'string')) return null;
    references.push({ id: String(id), name: resolved });
  }
  return references;
}

/** The export names of the client components a page refers to, or null (clientReferences). */
export function clientComponentNames(html: string): string[] | null {
  return clientReferences(html)?.map(({ name }) => name) ?? null;
}

/** Whether a rendered page can go out without the framework (see above). */
export function needsNoFramework(html: string, modules: ClientModules): boolean {
  const references = clientReferences(html);
  return (
    references !== null &&
    references.length > 0 &&
    references.every((reference) => isInert(reference, modules))
  );
}

/** The framework's own tags in a page besides its chunks: the flight, its bootstrap, the polyfills. */
const FRAMEWORK_TAGS = [
  FLIGHT_SCRIPT,
  RUNTIME_BOOTSTRAP,
  POLYFILL_SCRIPT,
  CHUNK_SCRIPT,
  CHUNK_PRELOAD,
];

/**
 * The page without the framework's tags where it needs none (needsNoFramework), else null: the
 * caller then sends it with the framework, painted first (paint-first.mts).
 */
export function withoutFramework(html: string, modules: ClientModules): string | null {
  if (!needsNoFramework(html, modules)) return null;
  return FRAMEWORK_TAGS.reduce((page, tag) => page.replace(tag, ''), html);
}
