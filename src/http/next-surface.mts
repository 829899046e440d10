import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/**
 * Everything the front server relies on in Next's output that Next does not promise as an API:
 * request headers it reads or sets, the tags and inline scripts its renderer writes, the names of
 * its client components, its build's files and its cache entries. Checked against
 * NEXT_CHECKED_VERSION: a unit test fails when the installed Next differs
 * (`next-surface.test.ts`), and a system test runs every pattern here against the real build
 * (`tests/system/next-surface.test.ts`). No other front module names any of it (a test keeps it
 * so). Where a pattern stops matching, the front degrades (a page keeps its framework, is
 * rendered per visitor, is not stored): it never breaks a page.
 */

/** The Next version every pattern below was read from. */
export const NEXT_CHECKED_VERSION = '16.4.6';

/** Request and response headers of Next's own. */
export const NEXT_HEADERS = {
  /** A client navigation asking for a page's flight payload (Next removes it while it handles it). */
  payload: 'rsc',
  /** A server action called by the page's script. */
  action: 'next-action',
  /** The router's prefetches. */
  prefetch: 'next-router-prefetch',
  segmentPrefetch: 'next-router-segment-prefetch',
  /** Marks a request Next made to itself; a client may never send it. */
  middlewareSubrequest: 'x-middleware-subrequest',
  /** Whether a page came from Next's cache (HIT, MISS, STALE); the front sets it on its own too. */
  cacheState: 'x-nextjs-cache',
  /** A cached page's tags, on its cache entry. */
  cacheTags: 'x-next-cache-tags',
  /** Next reads the nonce of the scripts it writes from this request header. */
  nonceFrom: 'content-security-policy',
} as const;

/** Whether a request is Next's own traffic rather than a page (a payload or an action call). */
export function isFrameworkCall(headers: Record<string, unknown>): boolean {
  return headers[NEXT_HEADERS.payload] !== undefined || headers[NEXT_HEADERS.action] !== undefined;
}

export function isActionCall(headers: Record<string, unknown>): boolean {
  return headers[NEXT_HEADERS.action] !== undefined;
}

export function isPayloadRequest(headers: Record<string, unknown>): boolean {
  return headers[NEXT_HEADERS.payload] !== undefined;
}

/** Headers of a request that is the router's, not a person opening a page. */
export const ROUTER_REQUEST_HEADERS = [
  NEXT_HEADERS.payload,
  NEXT_HEADERS.prefetch,
  NEXT_HEADERS.segmentPrefetch,
] as const;

/** The address prefix of Next's own files (scripts, styles, images, data). */
export const FRAMEWORK_PATH_PREFIX = '/_next/';
/** The first path segment Next's own files live under. */
export const FRAMEWORK_SEGMENT = '_next';

/** A script chunk's address: one file name directly under /_next/static/chunks/, nothing else. */
export const CHUNK_PATH = /^\/_next\/static\/chunks\/([\w-][\w.-]*\.js)$/;

/** A build file's address under /_next/static/ → its path inside `.next/static`. */
export const STATIC_PATH_PREFIX = '/_next/static/';

/** The build's folders and files the front reads. */
export const BUILD = {
  dir: '.next',
  /** The build's id: one file holding it. */
  id: path.join('.next', 'BUILD_ID'),
  /** The files the browser loads (scripts and stylesheets). */
  staticDir: path.join('.next', 'static'),
  /** Where each page's client reference manifest lives. */
  appDir: path.join('.next', 'server', 'app'),
  /** Where the running server writes its caches (fetches and images; rendered routes). */
  runtimeCaches: [path.join('.next', 'cache'), path.join('.next', 'server', 'route-cache')],
} as const;

/**
 * Next's own chunk tags as its renderer writes them: a source under /_next/static, `async`, and
 * the request's nonce when the page has a policy with one (every page rendered for a visitor
 * does). Nothing but those attributes: a tag with any other is not Next's and stays.
 */
export const CHUNK_SCRIPT =
  /<script(?=[^>]* async="")(?=[^>]* src="(\/_next\/static\/[\w./-]+\.js)")(?: (?:src|async|nonce)="[^"<>]*")+><\/script>/g;
/** Its preload of the main chunk. */
export const CHUNK_PRELOAD =
  /<link(?=[^>]* rel="preload")(?=[^>]* as="script")(?=[^>]* href="\/_next\/static\/[\w./-]+\.js")(?: (?:rel|as|fetchPriority|nonce|href)="[^"<>]*")+\/>/g;
/** The runtime's bootstrap (Turbopack's chunk list), one inline script. */
export const RUNTIME_BOOTSTRAP =
  /<script(?=[^>]* id="_R_")(?: (?:id|nonce)="[^"<>]*")+>\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\([^<]*\);<\/script>/g;
/** The polyfills for old browsers. */
export const POLYFILL_SCRIPT =
  /<script(?=[^>]* noModule="")(?: (?:src="\/_next\/static\/[\w./-]+\.js"|noModule=""|nonce="[^"<>]*"))+><\/script>/g;

/** Next's stylesheet link as its renderer writes it (with the request's nonce, or without). */
export const STYLESHEET_LINK =
  /<link rel="stylesheet" href="\/_next\/static\/((?:[\w-]+\/)*[\w-][\w.-]*\.css)"(?: nonce="[^"<>]*")? data-precedence="[^"<>]*"\/>/g;

/** The hand-off of the flight data: one inline script per chunk of the stream (JSON only). */
export const FLIGHT_SCRIPT =
  /<script(?: nonce="[^"<>]*")?>(self\.__next_f\.push\((\[[\s\S]*?\])\)|\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\))<\/script>/g;

/**
 * The global the framework's client reads its data from when it starts (`self.__next_f`, an
 * array of the hand-offs' arguments; the first, `[0]`, starts the stream), and pushes to after.
 */
export const FLIGHT_QUEUE = '__next_f';
export const FLIGHT_START = '[0]';

/**
 * How the framework hands its data to the browser: a call that queues one JSON value (the flight
 * data and its bootstrap, Turbopack's chunk list). Only the argument varies, and it must be JSON,
 * which cannot run anything.
 */
export const DATA_HANDOFFS: readonly { prefix: string; suffix: string }[] = [
  { prefix: '(self.__next_f=self.__next_f||[]).push(', suffix: ')' },
  { prefix: 'self.__next_f.push(', suffix: ')' },
  { prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', suffix: ');' },
];

/**
 * A flight row: a client reference (`2a:I[523632,[…],"TrackedLink"]`: module id, chunks, export
 * name) or a string written once and referred to as `$1e` (`1e:"…"`).
 */
export const FLIGHT_ROW = /^([0-9a-f]+):(?:I(\[.*\])|(".*"))$/;

/** Next's own page for a render that failed before anything was sent: an empty shell. */
export const FAILED_RENDER_SHELL = '<html id="__next_error__"';

/**
 * The framework's client components that do nothing in a page already drawn (its boundaries and
 * marks, its layout router and template), each by its module inside Next and its export name.
 * A component is counted as one of these only when the build's manifest says its module is that
 * file: a generic name (`default`) from any other module keeps the framework on the page.
 */
export const FRAMEWORK_INERT_COMPONENTS: readonly { module: string; name: string }[] = [
  { module: 'next/dist/esm/client/components/layout-router.js', name: 'default' },
  { module: 'next/dist/esm/client/components/render-from-template-context.js', name: 'default' },
  { module: 'next/dist/esm/lib/framework/boundary-components.js', name: 'OutletBoundary' },
  { module: 'next/dist/esm/lib/framework/boundary-components.js', name: 'ViewportBoundary' },
  { module: 'next/dist/esm/lib/framework/boundary-components.js', name: 'MetadataBoundary' },
  { module: 'next/dist/esm/lib/metadata/generate/icon-mark.js', name: 'IconMark' },
];

/** A client module's source as the manifest names it, from the project's root (`src/…`, `node_modules/next/…`). */
export type ClientModules = (id: string) => string | undefined;

/**
 * Module id → source file of every client component of a build, read from the client reference
 * manifests Next writes beside each page (`*_client-reference-manifest.js`, a script that fills
 * `globalThis.__RSC_MANIFEST`). Empty where there is no build (development, tests).
 */
export function readClientModules(
  appDir = path.join(/*turbopackIgnore: true*/ process.cwd(), BUILD.appDir),
): ClientModules {
  const sources = new Map<string, string>();
  const visit = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('_client-reference-manifest.js')) readManifest(file, sources);
    }
  };
  visit(appDir);
  return (id) => sources.get(id);
}

type Manifest = { clientModules?: Record<string, { id?: unknown }> };

function readManifest(file: string, sources: Map<string, string>): void {
  const context: Record<string, unknown> = { self: {} };
  context.globalThis = context;
  try {
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), context, { timeout: 1000 });
  } catch {
    return;
  }
  const manifests = (context.__RSC_MANIFEST ?? {}) as Record<string, Manifest>;
  for (const manifest of Object.values(manifests)) {
    for (const [key, module] of Object.entries(manifest.clientModules ?? {})) {
      if (module?.id === undefined) continue;
      sources.set(String(module.id), key.replace(/#.*$/, '').replace(/^.*\[project\]\//, ''));
    }
  }
}

/** Whether the component `name` of the module `source` is one of the framework's inert ones. */
export function isFrameworkInert(source: string | undefined, name: string): boolean {
  return FRAMEWORK_INERT_COMPONENTS.some(
    (inert) => inert.name === name && source === `node_modules/${inert.module}`,
  );
}

/**
 * Next's cache entry, as a cache handler's get() returns it and set() is given (kinds: page,
 * route, data, image).
 */
export type CacheEntry = {
  lastModified: number;
  value: CachedValue | null;
  cacheControl?: unknown;
};
export type CachedValue = {
  kind?: string;
  html?: string;
  rscData?: Uint8Array;
  body?: Uint8Array | string;
  buffer?: Uint8Array;
  data?: { body?: string };
  headers?: Record<string, unknown>;
  segmentData?: Map<string, Uint8Array>;
  tags?: string[];
};

/** What a cache read or write was asked with: the tags of the data, and the page's. */
export type CacheAskedWith = { tags?: string[]; softTags?: string[] } | undefined;

/** Tags an entry depends on: a page's or route's own, a data entry's plus those asked with it. */
export function cacheEntryTags(entry: CacheEntry, ctx: CacheAskedWith): string[] {
  const value = entry?.value;
  const header = value?.headers?.[NEXT_HEADERS.cacheTags];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  const fromValue = Array.isArray(value?.tags) ? value.tags : [];
  const asked = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  return [...fromHeader, ...fromValue, ...asked];
}

/** About how many bytes an entry holds in memory. */
export function cacheEntryBytes(entry: CacheEntry): number {
  const value: CachedValue = entry.value ?? {};
  let bytes = 512;
  if (typeof value.html === 'string') bytes += value.html.length * 2;
  if (value.rscData) bytes += value.rscData.byteLength ?? 0;
  if (value.body)
    bytes += typeof value.body === 'string' ? value.body.length : value.body.byteLength;
  if (value.data?.body) bytes += String(value.data.body).length * 2;
  if (value.segmentData instanceof Map) {
    for (const segment of value.segmentData.values()) bytes += segment.byteLength;
  }
  if (value.buffer) bytes += value.buffer.byteLength;
  return bytes;
}

/** The build's id (its pages and data are kept apart from another build's); 'dev' without one. */
export function readBuildId(): string {
  try {
    return fs
      .readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), BUILD.id), 'utf8')
      .trim();
  } catch {
    return 'dev';
  }
}
