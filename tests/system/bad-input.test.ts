import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '@/server/auth/accounts';
import { openDatabase } from '@/server/db/client';
import { hiddenFieldsOfForm, request, startApp, type RunningApp } from './app';
import { adminCases } from './bad-input/admin';
import {
  changedTables,
  filesUnder,
  judgeRefusal,
  latestRow,
  rowCounts,
  type BadInputCase,
  type Context,
} from './bad-input/harness';
import { publicFormCases } from './bad-input/public-forms';
import { routeCases } from './bad-input/routes';
import { freshPostgresDatabase } from './services';

/**
 * The bad-input corpus against one real server (PostgreSQL, so that the test can count rows
 * while the server runs; local storage). Every case: no 5xx, no stack or SQL in the answer, a
 * 4xx or a message in the user's language, no row and no file written (unless the case is one a
 * careful server takes, such as extra fields it ignores), and the next good request succeeds.
 */

export const OWNER = { email: 'owner@corpus.test', password: 'owner-password-corpus' };
export const EDITOR = { email: 'editor@corpus.test', password: 'editor-password-corpus' };

const CASES: BadInputCase[] = [...publicFormCases(), ...adminCases(), ...routeCases()];

let app: RunningApp;
let db: Client;
let ctx: Omit<Context, 'from'>;
const cleanups: (() => Promise<void>)[] = [];
const tally = new Map<string, { cases: number; refused: number; stored: number }>();

let nextAddress = 0;
/** A loopback source address of its own for every case: limits are per address. */
function freshAddress(): string {
  const n = nextAddress++;
  return `127.0.${2 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

async function signIn(account: { email: string; password: string }): Promise<string> {
  const answer = await request(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    from: '127.0.1.250',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify(account),
  });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.body}`);
  const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  return cookies.map((c) => c.split(';')[0]).join('; ');
}

/** Server actions by exported name: their ids and a page that carries each (the build's manifest). */
function buildActions() {
  const manifest = JSON.parse(
    fs.readFileSync(path.join('.next', 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { exportedName?: string; workers: Record<string, unknown> }> };
  const byName = new Map<string, { id: string; page: string }>();
  for (const [id, entry] of Object.entries(manifest.node)) {
    const worker = Object.keys(entry.workers).find((w) => !w.includes('['));
    const page = (worker ?? '')
      .replace(/^app/, '')
      .replace(/\/\([^)]*\)/g, '')
      .replace(/\/page$/, '');
    if (entry.exportedName) byName.set(entry.exportedName, { id, page: page || '/' });
  }
  const find = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`no server action named ${name} in the build`);
    return found;
  };
  return {
    actionId: (name: string) => find(name).id,
    actionPage: (name: string) => find(name).page,
  };
}

beforeAll(async () => {
  const database = await freshPostgresDatabase();
  cleanups.push(database.drop);
  const handle = await openDatabase({ url: database.url });
  await createStaffAccount(handle.db, { ...OWNER, role: 'owner' });
  await createStaffAccount(handle.db, { ...EDITOR, role: 'editor' });
  await handle.close();
  app = await startApp({ env: { DATABASE_URL: database.url, OUTBOX_INTERVAL_MS: '600000' } });
  cleanups.unshift(app.remove);
  db = new Client({ connectionString: database.url });
  await db.connect();
  cleanups.unshift(() => db.end());

  const pages = new Map<string, Promise<string>>();
  ctx = {
    url: app.url,
    db,
    cookies: { owner: await signIn(OWNER), editor: await signIn(EDITOR) },
    ...buildActions(),
    hiddenFields: async (page, containing) => {
      if (!pages.has(page))
        pages.set(
          page,
          request(`${app.url}${page}`).then((a) => a.body),
        );
      return hiddenFieldsOfForm(await pages.get(page)!, containing);
    },
  };
});

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  const rows = [...tally.entries()].map(([endpoint, t]) => `${t.cases}\t${endpoint}`);
  const total = [...tally.values()].reduce((sum, t) => sum + t.cases, 0);
  console.log(`bad-input corpus: ${total} cases over ${tally.size} endpoints\n${rows.join('\n')}`);
});

const storageFiles = () =>
  ['private', 'uploads'].flatMap((area) =>
    filesUnder(path.join(app.dataDir, area)).map((f) => `${area}/${f}`),
  );

describe('the bad-input corpus', () => {
  it('has at least 250 cases, over every kind of endpoint', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(250);
  });

  it.each(CASES.map((c) => [`${c.endpoint}: ${c.kind}`, c] as const))('%s', async (_name, c) => {
    const caseCtx: Context = { ...ctx, from: freshAddress() };
    const rowsBefore = await rowCounts(db);
    const filesBefore = storageFiles();

    const answer = await c.send(caseCtx);

    const rowsAfter = await rowCounts(db);
    const entry = tally.get(c.endpoint) ?? { cases: 0, refused: 0, stored: 0 };
    entry.cases++;
    tally.set(c.endpoint, entry);
    if ('refused' in c.expect) {
      const why = judgeRefusal(answer, c.expect, c.locale ?? 'admin');
      expect(why, `${answer.status} ${answer.body.slice(0, 300)}`).toBeNull();
      expect(changedTables(rowsBefore, rowsAfter), 'tables written').toEqual([]);
      expect(storageFiles(), 'files left in storage').toEqual(filesBefore);
      entry.refused++;
    } else {
      expect(answer.status, answer.body.slice(0, 300)).toBeLessThan(500);
      expect(changedTables(rowsBefore, rowsAfter)).toContain(c.expect.stored);
      expect(rowsAfter[c.expect.stored]).toBe(rowsBefore[c.expect.stored]! + 1);
      c.expect.check?.(await latestRow(db, c.expect.stored));
      entry.stored++;
    }

    await c.good(caseCtx);
  });
});
