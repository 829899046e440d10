import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { DATA_HANDOFFS } from './next-surface.mts';
import { isLoaderScript } from './paint-first.mts';
import { isSiteScript } from './site-script.mts';

/**
 * Response headers every page carries. The Content-Security-Policy allows scripts from our origin
 * and, inline, only those the app itself writes: a page rendered for this request gets a nonce
 * that Next puts on every script it writes; a stored public page (sent again to everyone) gets
 * the hashes of the scripts the app writes in their known shapes (appScriptHashes), so that a
 * cached page stays one cached page. A script anything else put into the page is allowed by
 * neither.
 */

export function baseSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Nothing here uses these; passkeys (publickey-credentials-*) keep their same-origin default.
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), ' +
      'magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
    // Other sites' windows keep no handle on ours; a public page the same for everyone is the
    // exception (sharedPageOpenerPolicy).
    'cross-origin-opener-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The public site's pages that hold one guest's own things, reached by a link only they hold (an
 * order's page, a sign-up's confirmation, an unsubscribe link), and a signed-in guest's account. Every other public page is the same for whoever asks at
 * a given moment.
 */
const GUEST_OWN_PAGES = /^(?:\/ar)?\/(?:orders|subscriptions|unsubscribe|account)(?:\/|$)/;

/**
 * The Cross-Origin-Opener-Policy of a public page that is the same for everyone (its canonical
 * path), read by GET or HEAD. The header's protection (a window that opened ours keeps no handle on
 * it, so it can neither probe nor steer it) concerns answers that depend on who asks; on these
 * pages it only made the browser start a new process for each arrival from a page without it,
 * which the page then waited on (measured, ADR 0028). A guest's own pages, every answer to a post,
 * the console, sign-in and the API keep `same-origin` (baseSecurityHeaders).
 */
export function sharedPageOpenerPolicy(method: string | undefined, path: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  return GUEST_OWN_PAGES.test(path) ? null : 'unsafe-none';
}

/**
 * Gives the response these headers where the app has not set its own by the time they leave (a
 * route's stricter Referrer-Policy stays its own): put in just before the status line is written,
 * whoever writes it (the app, a refusal of the front's, Node for an answer ended without one).
 */
export function defaultHeaders(res: ServerResponse, headers: Record<string, string>): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const named = new Set(headerNames(args.find((arg, i) => i > 0 && typeof arg === 'object')));
    for (const [name, value] of Object.entries(headers)) {
      if (!this.hasHeader(name) && !named.has(name)) this.setHeader(name, value);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/** The names (lower case) of headers handed to writeHead: an object, or raw name/value lists. */
function headerNames(given: unknown): string[] {
  if (!given) return [];
  if (!Array.isArray(given)) return Object.keys(given).map((name) => name.toLowerCase());
  if (Array.isArray(given[0])) return (given as [string][]).map(([name]) => name.toLowerCase());
  return given.filter((_, i) => i % 2 === 0).map((name) => String(name).toLowerCase());
}

/** The policy, with `scriptSources` the nonce or hashes allowed besides our own files. */
export function contentSecurityPolicy({
  scriptSources,
  https,
}: {
  scriptSources: readonly string[];
  https: boolean;
}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    // React and Tailwind set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The franchise page embeds the scheduling service the owners choose (an https address).
    'frame-src https:',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** A framework data hand-off (next-surface.mts): a known call whose argument is JSON. */
function isDataHandoff(body: string): boolean {
  return DATA_HANDOFFS.some(({ prefix, suffix }) => {
    if (!body.startsWith(prefix) || !body.endsWith(suffix)) return false;
    try {
      JSON.parse(body.slice(prefix.length, body.length - suffix.length));
      return true;
    } catch {
      return false;
    }
  });
}

/** The inline scripts a browser would run (data blocks such as JSON-LD and files aside). */
function inlineScripts(html: string): { body: string; nonce: string | undefined }[] {
  const scripts: { body: string; nonce: string | undefined }[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    const nonce = /\snonce="([^"<>]*)"/.exec(attributes)?.[1];
    if (EXECUTABLE_TYPES.has(type)) scripts.push({ body: match[2] ?? '', nonce });
  }
  return scripts;
}

const sha256 = (body: string) =>
  `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/**
 * `'sha256-…'` of each inline script the app writes: the framework's data hand-offs, the
 * paint-first loader (paint-first.mts) and the site's script (site-script.mts), each recognised by
 * its whole shape. `foreign` counts the inline scripts left out: none in a page of ours, unless
 * something put one there, or the framework changed how it writes one. `nonced` counts those of
 * them that carry `nonce` (the one this render gave the framework): the framework's own, in a
 * shape not known here, which a page must not be stored without (it would be blocked).
 */
export function appScriptHashes(
  html: string,
  nonce?: string,
): { hashes: string[]; foreign: number; nonced: number } {
  const hashes = new Set<string>();
  let foreign = 0;
  let nonced = 0;
  for (const script of inlineScripts(html)) {
    const { body } = script;
    if (isDataHandoff(body) || isLoaderScript(body) || isSiteScript(body)) hashes.add(sha256(body));
    else {
      foreign++;
      if (nonce !== undefined && script.nonce === nonce) nonced++;
    }
  }
  return { hashes: [...hashes], foreign, nonced };
}

/** The hashes of the paint-first loader scripts in a page (a console screen's, under its nonce). */
export function loaderHashes(html: string): string[] {
  return [
    ...new Set(
      inlineScripts(html)
        .map(({ body }) => body)
        .filter(isLoaderScript)
        .map(sha256),
    ),
  ];
}
