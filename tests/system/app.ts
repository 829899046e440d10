import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request, visibleHtml } from '../../scripts/lib/http-client.mts';
import {
  contactFields,
  contactPost,
  readContactForm,
  ticketOf,
} from '../../scripts/lib/intake-load.mts';
import { clearPageCache, freePort, startServerProcess } from '../../scripts/lib/prod-server.mjs';

export {
  hiddenFieldsOfForm,
  multipart,
  request,
  visibleHtml,
  type Answer,
} from '../../scripts/lib/http-client.mts';

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

/**
 * Sends the contact form as a browser without JavaScript does, from `from` (a loopback source
 * address), and returns the ticket number the answer shows, or throws with the answer's start.
 */
export async function postContactForm(app: RunningApp, n: number, from: string): Promise<string> {
  const post = contactPost(
    await readContactForm(app.url, 'en'),
    'noscript',
    contactFields(n, 'en'),
  );
  const answer = await request(`${app.url}/contact`, {
    method: 'POST',
    from,
    headers: post.headers,
    body: post.body,
  });
  const visible = { ...answer, body: visibleHtml(answer.body) };
  const ticket = ticketOf(visible);
  if (!ticket) {
    const text = visible.body
      .replace(/<style\b[\s\S]*?<\/style>|<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    throw new Error(`no ticket in the answer (${answer.status}): ${text.slice(0, 3000)}`);
  }
  return ticket;
}
