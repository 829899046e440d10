import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import vnuJar from 'vnu-jar';
import { PUBLIC_PATHS } from '@/lib/site-nav';
import { request, startApp, type RunningApp } from './app';

/**
 * Every public page, in English and Arabic, through the W3C Nu HTML Checker (the registry's
 * vnu-jar, on the machine's Java): no error. The one the framework emits itself is allowed, by
 * its exact text (docs/decisions/0021-valid-html.md): React writes `action=""` on a form whose
 * action is a server function, so that the form posts back to the page's own address.
 *
 * The site's stylesheet travels inside each page (src/http/inline-styles.mts). It is the build's
 * Tailwind output, modern CSS (`@property`, `margin-trim`) that the checker's older CSS validator
 * does not know, and it was never checked while it was linked: its text is taken out of the copy
 * the checker reads, the element itself stays.
 */

const ALLOWED = new Set([
  'Bad value “” for attribute “action” on element “form”: Must be non-empty.',
]);

const PAGES = [
  ...PUBLIC_PATHS,
  '/menu?category=breakfast',
  '/locations/canton',
  '/locations/canton/menu',
  '/locations/canton/order',
  '/locations/canton/order/checkout',
  '/account/sign-in',
  '/no-such-page',
];

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
};

const run = promisify(execFile);

/** The page with its inlined build stylesheet's text left out (the element stays). */
function withoutInlinedStylesheet(html: string): string {
  return html.replace(/(<style data-inlined="[^"]*">)[\s\S]*?(<\/style>)/, '$1$2');
}
let app: RunningApp;
let folder: string;

beforeAll(async () => {
  app = await startApp();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-html-'));
});

afterAll(async () => {
  await app?.remove();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

describe('valid HTML', () => {
  it('every public page in both languages passes the Nu HTML Checker', async () => {
    const files = new Map<string, string>();
    for (const locale of ['en', 'ar']) {
      for (const page of PAGES) {
        const address = locale === 'ar' ? (page === '/' ? '/ar' : `/ar${page}`) : page;
        const answer = await request(`${app.url}${address}`);
        expect(answer.status, address).toBe(page === '/no-such-page' ? 404 : 200);
        const file = path.join(folder, `${files.size}.html`);
        fs.writeFileSync(file, withoutInlinedStylesheet(answer.body));
        files.set(file, address);
      }
    }
    // The checker exits 1 when it finds errors; its JSON report is on stderr either way.
    const checked = await run(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files.keys()],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stderr?: string; code?: unknown }) => {
      if (typeof error.stderr !== 'string' || !error.stderr.startsWith('{')) {
        throw new Error(
          `the Nu HTML Checker did not run (is Java installed?): ${String(error.stderr ?? error)}`,
        );
      }
      return { stderr: error.stderr };
    });
    const { messages } = JSON.parse(checked.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .filter((m) => !ALLOWED.has(m.message))
      .map(
        (m) =>
          `${files.get(m.url.replace(/^file:/, '')) ?? m.url}: ${m.message} ${m.extract ?? ''}`,
      );
    expect(errors).toEqual([]);
    // What is allowed is seen where it is expected (forms), and nowhere else.
    const allowed = messages.filter((m) => ALLOWED.has(m.message));
    expect(allowed.length).toBeGreaterThan(0);
  });
});
