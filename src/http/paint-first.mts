/**
 * Public pages paint before the framework's scripts load (docs/decisions/0009).
 *
 * Next writes its client chunks as `<script async>` tags in the head (and one in the body), with
 * a preload for the main one. A phone fetches them all at once with the page and runs them as
 * they arrive, so the first paint waits for about 130 KB of JavaScript that only makes the page
 * interactive: the content is already in the HTML. Here those tags are replaced by one small
 * inline script that asks for the same files, in the same order, right after the first paint.
 * React and Next take over as before, one frame later; without JavaScript nothing changes.
 * Where a page works until then, they wait for a person's first touch (docs/decisions/0027).
 */

import {
  CHUNK_PRELOAD,
  CHUNK_SCRIPT,
  FLIGHT_QUEUE,
  FLIGHT_SCRIPT,
  FLIGHT_START,
} from './next-surface.mts';

/** Marks the framework's data held as a data block until the framework runs (heldFlight). */
export const FLIGHT_DATA_ATTRIBUTE = 'data-flight';

/** The loader's element id: tests wait for the page to come alive where it is present. */
export const LOADER_ID = 'paint-first';

/** Scripts start by then even if no paint was reported (a page whose framework starts at once). */
const LATEST_MS = 3000;

/**
 * When the framework starts on a page painted first: `null`, at the first paint (a page with
 * something only the framework can show, and every console screen); else once a person first
 * touches the page (a pointer, a key, a wheel, a touch, a focus), its files fetched ahead after the
 * first paint so that only running them is left (start-on-touch.mts says which pages). `stored`:
 * a key of the browser's storage that holds what the page would show (a cart); where it holds
 * something the framework starts at once, where it holds nothing the document is marked
 * `data-stored="none"` from the first paint, so the page can say so without the framework.
 * `query`: a parameter of the address the page acts on at once (a shared dish's link opens its
 * dialog): where the address has it, the framework starts at once too.
 */
export type FrameworkStart = null | { untilTouched: true; stored?: string; query?: string };

/** What a person does that starts the framework on a page that waits for a touch. */
const TOUCHES = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'];

/** A tap on a control that needs the framework, made before it ran, is replayed within this. */
const REPLAY_WITHIN_MS = 10_000;

/**
 * The loader: asks for `files` once the browser reports the first contentful paint (presented on
 * screen, not only scheduled); at once where that cannot be observed (an old browser, a tab
 * nobody looks at), and after a few seconds at the latest. On a page that waits for a touch
 * (`start`), the paint only fetches the files ahead and the first touch runs them; its framework's
 * data, held as data blocks (heldFlight), is handed over a block a task once the files are fetched
 * ahead, and all of it before they run. On every
 * page, a control marked `data-needs-script` (drawn disabled by the server, for browsers without
 * JavaScript) is enabled once the document is parsed, and a tap on it made before the framework
 * has taken the page over (the document's `data-hydrated`, components/ui/hydration-mark.tsx) is
 * held, starts the framework, and is made again once it has.
 */
function loaderBody(files: string[], start: FrameworkStart): string {
  const list = JSON.stringify(files).replace(/</g, '\\u003c');
  const when = JSON.stringify(start).replace(/</g, '\\u003c');
  return (
    '(function(d,w,f,t){var n=0,h=0,r=d.documentElement,held=null,at=0,' +
    // The framework's data, held as data blocks where the page waits for a touch (heldFlight):
    // handed over one block a task once the files are fetched ahead, the rest before they run.
    `hand=function(all){var b=d.querySelectorAll("script[${FLIGHT_DATA_ATTRIBUTE}]"),q=w.${FLIGHT_QUEUE}=w.${FLIGHT_QUEUE}||[];` +
    'while(h<b.length){q.push(JSON.parse(b[h++].textContent));if(!all)break}return h<b.length},' +
    'run=function(){if(n++)return;hand(true);for(var i=0;i<f.length;i++){' +
    'var s=d.createElement("script");s.src=f[i];s.async=true;d.head.appendChild(s)}},' +
    // The data blocks are all there only once the document is parsed.
    'go=function(){if(t&&d.readyState==="loading")d.addEventListener("DOMContentLoaded",run);else run()},' +
    'start=go,' +
    'live=function(){return r.getAttribute("data-hydrated")==="true"};' +
    // Controls that need the framework: enabled once scripts run, a tap held until it has run.
    'd.addEventListener("DOMContentLoaded",function(){if(live())return;' +
    'var c=d.querySelectorAll("[data-needs-script][disabled]");for(var i=0;i<c.length;i++)c[i].disabled=false});' +
    'd.addEventListener("click",function(v){var c=v.target&&v.target.closest&&v.target.closest("[data-needs-script]");' +
    'if(!c||live())return;v.preventDefault();held=c;at=Date.now();go()},true);' +
    'new MutationObserver(function(x,o){if(!live())return;o.disconnect();' +
    `var c=held;held=null;if(c&&c.isConnected&&Date.now()-at<${REPLAY_WITHIN_MS})c.click()})` +
    '.observe(r,{attributes:true,attributeFilter:["data-hydrated"]});' +
    'if(t){var k=false;if(t.stored){try{k=!!w.localStorage.getItem(t.stored)}catch(e){}' +
    'if(!k)r.setAttribute("data-stored","none")}' +
    'if(t.query&&w.URLSearchParams&&new w.URLSearchParams(w.location.search).has(t.query))k=true;' +
    // One file a task: asking for each costs the main thread a few milliseconds on a phone.
    'if(!k){var a=0;start=function(){if(n)return;if(a<f.length){' +
    'var l=d.createElement("link");l.rel="prefetch";l.as="script";l.href=f[a++];d.head.appendChild(l)}' +
    'else if(d.readyState==="loading"){d.addEventListener("DOMContentLoaded",start);return}' +
    'else if(!hand(false))return;w.setTimeout(start,0)};' +
    `var e=${JSON.stringify(TOUCHES)};` +
    'for(var j=0;j<e.length;j++)w.addEventListener(e[j],go,{capture:true,passive:true})}}' +
    // Painted: what waits for the first paint is asked for (site.css .fact-icon), then the files.
    'var p=function(){r.setAttribute("data-painted","");start()};' +
    'if(d.visibilityState==="hidden"||!w.PerformanceObserver)return p();' +
    'try{new w.PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)p()})' +
    '.observe({type:"paint",buffered:true})}catch(e){return p()}' +
    `w.setTimeout(p,${LATEST_MS})})(document,window,${list},${when})`
  );
}

function loaderScript(files: string[], start: FrameworkStart): string {
  return `<script id="${LOADER_ID}">${loaderBody(files, start)}</script>`;
}

/** Whether an inline script is this loader exactly as written here (for the page's policy). */
export function isLoaderScript(body: string): boolean {
  const tail = /\(document,window,(\[[^\]]*\]),(null|\{[^}]*\})\)$/.exec(body);
  if (!tail) return false;
  try {
    const files: unknown = JSON.parse(tail[1]!);
    const start: unknown = JSON.parse(tail[2]!);
    return (
      Array.isArray(files) &&
      files.every((file) => typeof file === 'string') &&
      isStart(start) &&
      loaderBody(files as string[], start) === body
    );
  } catch {
    return false;
  }
}

function isStart(value: unknown): value is FrameworkStart {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const { untilTouched, stored, query, ...rest } = value as Record<string, unknown>;
  return (
    untilTouched === true &&
    (stored === undefined || typeof stored === 'string') &&
    (query === undefined || typeof query === 'string') &&
    Object.keys(rest).length === 0
  );
}

/** Where the loader goes while the tags are taken out (no HTML contains a NUL). */
const MARK = '\u0000loader\u0000';

export function paintBeforeScripts(html: string, start: FrameworkStart = null): string {
  const head = html.indexOf('</head>');
  const first = html.search(new RegExp(CHUNK_SCRIPT.source));
  // Only when the head has Next's tags: anything else is left as the app wrote it.
  if (head < 0 || first < 0 || first > head) return html;
  const files = [...new Set([...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]!))];
  const page = (html.slice(0, first) + MARK + html.slice(first))
    .replace(CHUNK_SCRIPT, '')
    .replace(CHUNK_PRELOAD, '')
    .replace(MARK, loaderScript(files, start));
  return start ? heldFlight(page) : page;
}

/**
 * The framework's data hand-offs (`self.__next_f.push([…])`, one inline script each) as data
 * blocks (`<script type="application/json" data-flight>[…]</script>`), which the browser parses
 * as text and never compiles or runs. On a page that waits for a touch, nothing reads them before
 * the framework runs: the loader hands them over, a block a task, after the first paint. Only
 * where every hand-off's argument is a JSON array (next-surface.mts), else the page keeps them.
 */
function heldFlight(html: string): string {
  const handOffs = [...html.matchAll(FLIGHT_SCRIPT)].map((match) => match[2] ?? FLIGHT_START);
  if (!handOffs.every(isJsonArray)) return html;
  return html.replace(
    FLIGHT_SCRIPT,
    (_, _call: string, argument: string | undefined) =>
      `<script type="application/json" ${FLIGHT_DATA_ATTRIBUTE}="">${argument ?? FLIGHT_START}</script>`,
  );
}

function isJsonArray(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}
