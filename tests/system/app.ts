import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { clearPageCache, freePort, startServerProcess } from '../../scripts/lib/prod-server.mjs';

/**
 * The built app as an operator runs it (server.mts), on a free port with its own embedded
 * database, or on `DATABASE_URL`. Tests of what only a real server process shows live here:
 * client addresses, headers, body limits, shutdown, several instances.
 */
export type RunningApp = Awaited<ReturnType<typeof startServerProcess>> & {
  dataDir: string;
  remove: () => Promise<void>;
};

export async function startApp(
  options: { env?: Record<string, string>; dataDir?: string; waitPath?: string } = {},
): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'saba-system-'));
  clearPageCache();
  const server = await startServerProcess({
    port,
    waitPath: options.waitPath,
    env: {
      DATA_DIR: dataDir,
      SITE_URL: `http://localhost:${port}`,
      OUTBOX_INTERVAL_MS: '300',
      ...options.env,
    },
  });
  return {
    ...server,
    dataDir,
    async remove() {
      await server.stop();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

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
  } = {},
): Promise<Answer> {
  // A chosen IPv4 source needs an IPv4 destination (localhost may resolve to ::1).
  const target = options.from ? url.replace('//localhost:', '//127.0.0.1:') : url;
  return new Promise((resolve, reject) => {
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
          ...options.headers,
        },
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
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

/** A multipart/form-data body, as a browser without JavaScript posts a form. */
export function multipart(fields: Record<string, string>): { body: Buffer; type: string } {
  const boundary = `----saba${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The page as a person sees it: the HTML without its scripts (which also carry the catalogue). */
export function visibleHtml(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '');
}

/**
 * Sends the contact form as a browser without JavaScript does, from `from` (a loopback source
 * address), and returns the ticket number the answer shows, or throws with the answer's start.
 */
export async function postContactForm(app: RunningApp, n: number, from: string): Promise<string> {
  const hidden = hiddenFieldsOfForm((await request(`${app.url}/contact`)).body, 'name="message"');
  const form = multipart({
    ...hidden,
    fullName: `Guest ${n}`,
    email: `guest-${n}@example.test`,
    inquiryType: 'general',
    locationSlug: 'canton',
    message: `Question number ${n} about a family tray for twelve people.`,
    consent: 'on',
  });
  const answer = visibleHtml(
    (
      await request(`${app.url}/contact`, {
        method: 'POST',
        from,
        headers: { 'content-type': form.type, origin: app.url },
        body: form.body,
      })
    ).body,
  );
  const ticket = /SABA-\d{8}-[A-Z0-9]{5}/.exec(answer)?.[0];
  if (!ticket) {
    const text = answer.replace(/<style\b[\s\S]*?<\/style>|<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    throw new Error(`no ticket in the answer: ${text.slice(0, 3000)}`);
  }
  return ticket;
}
