// HTTP as separate clients send it: one request from a chosen loopback source address, a form's
// hidden fields read from its page, a multipart body as a browser without JavaScript posts it.
// Shared by the system tests and the benchmarks (run by Node 24 directly: erasable types only).
import http from 'node:http';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A body above this goes on a kept-open connection (see `request`). */
const LARGE_BODY_BYTES = 64 * 1024;

/**
 * One HTTP request from a chosen loopback source address (127.0.1.x), as a separate client
 * would come. `body` may be larger than what is sent: `sendBytes` caps what is written.
 */
export function request(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    from?: string;
    timeoutMs?: number;
    /** The request target exactly as sent (`/./menu`), where the URL would normalise it. */
    rawPath?: string;
  } = {},
): Promise<Answer> {
  // A chosen IPv4 source needs an IPv4 destination (localhost may resolve to ::1).
  const target = options.from ? url.replace('//localhost:', '//127.0.0.1:') : url;
  // A large body goes as a browser sends it, on a connection kept open: a server answering
  // before the body is all sent then reads the rest and drops it, where on a connection the
  // request asked to close it would close mid-upload, and the reset could lose its answer.
  const large = options.body !== undefined && Buffer.byteLength(options.body) > LARGE_BODY_BYTES;
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      target,
      {
        method: options.method ?? 'GET',
        headers: {
          // The page's own host, as a browser at that address sends it.
          host: new URL(url).host,
          ...(options.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
          ...(large ? { connection: 'keep-alive' } : {}),
          ...options.headers,
        },
        localAddress: options.from,
        agent: false,
        ...(options.rawPath === undefined ? {} : { path: options.rawPath }),
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          // No agent takes a kept-open connection back: it ends with its answer.
          if (large) res.socket?.destroy();
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('timed out')));
    // A server that answers before the whole body is sent (a refusal of a large body to a request
    // that asked to close its connection) may end the connection while it is still being written:
    // the answer has come, and the write's broken pipe is no failure of the request.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) return;
      reject(error);
    });
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** The hidden fields React renders into a form for posting it without JavaScript. */
export function hiddenFieldsOfForm(html: string, containing: string): Record<string, string> {
  const forms = html.match(/<form\b[\s\S]*?<\/form>/g) ?? [];
  const form = forms.find((f) => f.includes(containing));
  if (!form) throw new Error(`no form containing ${containing}`);
  const fields: Record<string, string> = {};
  for (const input of form.match(/<input\b[^>]*>/g) ?? []) {
    if (!/type="hidden"/.test(input)) continue;
    const name = /name="([^"]*)"/.exec(input)?.[1];
    const value = /value="([^"]*)"/.exec(input)?.[1] ?? '';
    if (name) fields[decodeHtml(name)] = decodeHtml(value);
  }
  return fields;
}

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A file field of a multipart body. */
export type FilePart = { filename: string; type: string; data: Buffer };

/** A multipart/form-data body, as a browser posts a form; a list of fields keeps its order. */
export function multipart(
  fields: Record<string, string | FilePart> | [string, string | FilePart][],
): { body: Buffer; type: string } {
  const boundary = `----saba${Math.random().toString(16).slice(2)}`;
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  const parts = entries.flatMap(([name, value]) =>
    typeof value === 'string'
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          ),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; ` +
              `filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`,
          ),
          value.data,
          Buffer.from('\r\n'),
        ],
  );
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The page as a person sees it: the HTML without its scripts (which also carry the catalogue). */
export function visibleHtml(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '');
}
