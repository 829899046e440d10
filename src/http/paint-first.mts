/**
 * Public pages paint before the framework's scripts load (docs/decisions/0009).
 *
 * Next writes its client chunks as `<script async>` tags in the head (and one in the body), with
 * a preload for the main one. A phone fetches them all at once with the page and runs them as
 * they arrive, so the first paint waits for about 130 KB of JavaScript that only makes the page
 * interactive: the content is already in the HTML. Here those tags are replaced by one small
 * inline script that asks for the same files, in the same order, right after the first paint.
 * React and Next take over as before, one frame later; without JavaScript nothing changes.
 */

import { CHUNK_PRELOAD, CHUNK_SCRIPT } from './next-surface.mts';

/** The loader's element id: tests wait for the page to come alive where it is present. */
export const LOADER_ID = 'paint-first';

/** Scripts start by then even if no paint was reported. */
const LATEST_MS = 3000;

/**
 * Loads `files` once the browser reports the first contentful paint (presented on screen, not
 * only scheduled); at once where that cannot be observed (an old browser, a tab nobody looks at),
 * and after a few seconds at the latest.
 */
function loaderBody(files: string[]): string {
  const list = JSON.stringify(files).replace(/</g, '\\u003c');
  return (
    '(function(d,w,f){var n=0;function go(){if(n++)return;' +
    'for(var i=0;i<f.length;i++){' +
    'var s=d.createElement("script");s.src=f[i];s.async=true;d.head.appendChild(s)}}' +
    'if(d.visibilityState==="hidden"||!w.PerformanceObserver)return go();' +
    'try{new w.PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()})' +
    '.observe({type:"paint",buffered:true})}catch(e){return go()}' +
    `w.setTimeout(go,${LATEST_MS})})(document,window,${list})`
  );
}

function loaderScript(files: string[]): string {
  return `<script id="${LOADER_ID}">${loaderBody(files)}</script>`;
}

/** Whether an inline script is this loader exactly as written here (for the page's policy). */
export function isLoaderScript(body: string): boolean {
  const list = /\(document,window,(\[[^\]]*\])\)$/.exec(body)?.[1];
  if (!list) return false;
  try {
    const files: unknown = JSON.parse(list);
    return (
      Array.isArray(files) &&
      files.every((file) => typeof file === 'string') &&
      loaderBody(files as string[]) === body
    );
  } catch {
    return false;
  }
}

/** Where the loader goes while the tags are taken out (no HTML contains a NUL). */
const MARK = '\u0000loader\u0000';

export function paintBeforeScripts(html: string): string {
  const head = html.indexOf('</head>');
  const first = html.search(new RegExp(CHUNK_SCRIPT.source));
  // Only when the head has Next's tags: anything else is left as the app wrote it.
  if (head < 0 || first < 0 || first > head) return html;
  const files = [...new Set([...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]!))];
  return (html.slice(0, first) + MARK + html.slice(first))
    .replace(CHUNK_SCRIPT, '')
    .replace(CHUNK_PRELOAD, '')
    .replace(MARK, loaderScript(files));
}
