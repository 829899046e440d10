import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '@/server/auth/accounts';
import { setStaffLocations } from '@/server/auth/staff-locations';
import { openDatabase } from '@/server/db/client';
import { seedDemoContent } from '@/server/db/seed';
import { hiddenFieldsOfForm, request, startApp, type RunningApp } from './app';
import { adminCases } from './bad-input/admin';
import { cliCases, runCli, type CliCase, type CliContext } from './bad-input/cli';
import {
  changedTables,
  filesUnder,
  findLeak,
  judgeRefusal,
  latestRow,
  rowCounts,
  type BadInputCase,
  type Context,
} from './bad-input/harness';
import { holdAndStreamCases } from './bad-input/holds-streams';
import { pickupCases } from './bad-input/pickup';
import { publicFormCases } from './bad-input/public-forms';
import { signupCases } from './bad-input/signups';
import { unsubscribeCases } from './bad-input/unsubscribe';
import { accountCases } from './bad-input/accounts';
import { loyaltyCases } from './bad-input/loyalty';
import { passkeyCases } from './bad-input/passkeys';
import { marketingCases } from './bad-input/marketing';
import { CORPUS_METRICS_TOKEN, routeCases } from './bad-input/routes';
import { stripeWebhookCases } from './bad-input/stripe-webhook';
import { ticketCases } from './bad-input/tickets';
import { connectCases, refundCases } from './bad-input/money';
import { orderHistoryCases } from './bad-input/order-history';
import { startFakeStripe } from '../setup/fake-stripe';
import { freshPostgresDatabase } from './services';

/**
 * The bad-input corpus against one real server (PostgreSQL, so that the test can count rows
 * while the server runs; local storage). Every case: no 5xx, no stack or SQL in the answer, a
 * 4xx or a message in the user's language, no row and no file written (unless the case is one a
 * careful server takes, such as extra fields it ignores), and the next good request succeeds.
 */

export const OWNER = { email: 'owner@corpus.test', password: 'corpus-saffron-lantern-owner' };
export const EDITOR = { email: 'editor@corpus.test', password: 'corpus-saffron-lantern-editor' };
/** A kitchen account limited to Canton. */
const KITCHEN = { email: 'kitchen@corpus.test', password: 'corpus-saffron-lantern-kitchen' };

const CASES: BadInputCase[] = [
  ...publicFormCases(),
  ...signupCases(),
  ...unsubscribeCases(),
  ...accountCases(),
  ...loyaltyCases(),
  ...passkeyCases(),
  ...pickupCases(),
  ...holdAndStreamCases(),
  ...adminCases(),
  ...marketingCases(),
  ...routeCases(),
  ...stripeWebhookCases(),
  ...ticketCases(),
  ...orderHistoryCases(),
  ...refundCases(),
  ...connectCases(),
];

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

async function signIn(
  account: { email: string; password: string },
  from = '127.0.1.250',
): Promise<string> {
  const answer = await request(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    from,
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
  const stripe = await startFakeStripe();
  cleanups.push(stripe.close);
  app = await startApp({
    env: {
      DATABASE_URL: database.url,
      OUTBOX_INTERVAL_MS: '600000',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      STRIPE_CONNECT_WEBHOOK_SECRET: stripe.connectWebhookSecret,
      METRICS_TOKEN: CORPUS_METRICS_TOKEN,
      // The corpus sends one request after another with no pause, so the server is always busy
      // and, past 16 posts in two seconds, would shed a good post as "busy, try again" (503).
      // Shedding is intake.test.ts's subject; here every post is judged on what it holds.
      INTAKE_MAX_BUSY: '1',
    },
  });
  cleanups.unshift(app.remove);
  db = new Client({ connectionString: database.url });
  await db.connect();
  cleanups.unshift(() => db.end());
  // The demo restaurants are there once the server has started: the kitchen account is Canton's.
  const seeded = await openDatabase({ url: database.url });
  const kitchen = await createStaffAccount(seeded.db, { ...KITCHEN, role: 'kitchen' });
  const canton = await db.query<{ id: string }>("select id from locations where slug = 'canton'");
  await setStaffLocations(seeded.db, kitchen.id, [canton.rows[0]!.id]);
  await seeded.close();

  const pages = new Map<string, Promise<string>>();
  ctx = {
    url: app.url,
    db,
    cookies: {
      owner: await signIn(OWNER),
      editor: await signIn(EDITOR),
      kitchen: await signIn(KITCHEN),
    },
    signInOwner: (from) => signIn(OWNER, from),
    stripe,
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
    await c.prepare?.(caseCtx);
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
    } else if ('bounded' in c.expect) {
      expect(answer.status, answer.body.slice(0, 300)).toBeLessThan(500);
      expect(findLeak(answer.body)).toBeNull();
      expect(c.expect.bounded(answer)).toBeNull();
      expect(changedTables(rowsBefore, rowsAfter), 'tables written').toEqual([]);
    } else {
      expect(answer.status, answer.body.slice(0, 300)).toBeLessThan(500);
      expect(changedTables(rowsBefore, rowsAfter)).toContain(c.expect.stored);
      expect(rowsAfter[c.expect.stored]).toBe(rowsBefore[c.expect.stored]! + 1);
      c.expect.check?.(await latestRow(db, c.expect.stored));
      entry.stored++;
    }

    try {
      await c.good(caseCtx);
    } finally {
      await c.cleanup?.();
    }
  });
});

/** The same command called right: it still works after the bad call. */
const GOOD_CALLS: Record<CliCase['command'], (cli: CliContext) => Promise<void>> = {
  admin: async (cli) => {
    const run = await runCli(
      'admin',
      ['set-role', '--email', EDITOR.email, '--role', 'editor'],
      cli.env,
    );
    expect(run.output).toContain(`${EDITOR.email} is now editor.`);
    expect(run.code).toBe(0);
  },
  backup: async (cli) => {
    const out = path.join(cli.folder, 'good.tar.gz');
    const run = await runCli('backup', ['--out', out], cli.env);
    expect(run.output).toContain(`Backup written to ${out}`);
    expect(run.code).toBe(0);
    fs.rmSync(out);
  },
  restore: async (cli) => {
    // Into an empty database and storage of its own.
    const target = await freshPostgresDatabase();
    const dataDir = fs.mkdtempSync(path.join(cli.folder, 'restored-'));
    try {
      const run = await runCli('restore', [cli.archive], {
        DATABASE_URL: target.url,
        DATA_DIR: dataDir,
      });
      expect(run.output).toMatch(/^Restored \d+ rows and [1-9]\d* files from/m);
      expect(run.code).toBe(0);
    } finally {
      await target.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

/**
 * A site of its own for a group of commands (a database with an owner and an editor, storage with
 * a photo, an archive of both), so that two groups run side by side and each case's row and file
 * counts are its own. A lock keeps one case at a time on a site.
 */
type CliSite = { cli: CliContext; db: Client; dataDir: string; lock: Promise<unknown> };

async function cliSite(folder: string, name: string): Promise<CliSite> {
  const database = await freshPostgresDatabase();
  cleanups.push(database.drop);
  const handle = await openDatabase({ url: database.url });
  await seedDemoContent(handle.db);
  await createStaffAccount(handle.db, { ...OWNER, role: 'owner' });
  await createStaffAccount(handle.db, { ...EDITOR, role: 'editor' });
  await handle.close();
  const siteFolder = path.join(folder, name);
  const dataDir = path.join(siteFolder, 'data');
  const photo = path.join(dataDir, 'uploads', 'menu-media', 'corpus', 'cli.png');
  fs.mkdirSync(path.dirname(photo), { recursive: true });
  fs.writeFileSync(photo, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  const client = new Client({ connectionString: database.url });
  await client.connect();
  cleanups.unshift(() => client.end());
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
  const archive = path.join(siteFolder, 'site.tar.gz');
  const made = await runCli('backup', ['--out', archive], env);
  expect(made.code, made.output).toBe(0);
  const heldDataDir = path.join(folder, 'held');
  return {
    cli: { env, folder: siteFolder, archive, heldDataDir },
    db: client,
    dataDir,
    lock: Promise.resolve(),
  };
}

/** Runs `task` when the site's earlier cases are done. */
function onSite<T>(site: CliSite, task: () => Promise<T>): Promise<T> {
  const run = site.lock.then(task);
  site.lock = run.catch(() => {});
  return run;
}

describe('the command-line tools, called wrong', () => {
  const sites = {} as Record<'accounts' | 'archives', CliSite>;

  beforeAll(async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-cli-corpus-'));
    cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
    // An embedded database another process (this one) holds open.
    const held = await openDatabase({ dataDir: path.join(folder, 'held', 'db') });
    cleanups.unshift(() => held.close());
    [sites.accounts, sites.archives] = await Promise.all([
      cliSite(folder, 'accounts'),
      cliSite(folder, 'archives'),
    ]);
  }, 120_000);

  // Alternating, so that both sites have a case among those running at once.
  const accounts = cliCases().filter((c) => c.command === 'admin');
  const archives = cliCases().filter((c) => c.command !== 'admin');
  const interleaved = Array.from({ length: Math.max(accounts.length, archives.length) }, (_, i) =>
    [accounts[i], archives[i]].filter((c): c is CliCase => c !== undefined),
  ).flat();

  it.concurrent.each(interleaved.map((c) => [`npm run ${c.command}: ${c.kind}`, c] as const))(
    '%s',
    async (_name, c) => {
      const site = c.command === 'admin' ? sites.accounts : sites.archives;
      await onSite(site, async () => {
        const { cli } = site;
        const files = () => filesUnder(site.dataDir);
        const args = await c.args(cli);
        const rowsBefore = await rowCounts(site.db);
        const filesBefore = files();

        const run = await runCli(c.command, args, { ...cli.env, ...c.env?.(cli) });

        expect(findLeak(run.output), run.output).toBeNull();
        expect(run.output).toMatch(c.says);
        expect(run.code, run.output).toBe(c.exit);
        expect(changedTables(rowsBefore, await rowCounts(site.db)), 'tables written').toEqual([]);
        expect(files(), 'files changed in storage').toEqual(filesBefore);
        expect(fs.readdirSync(cli.folder).filter((f) => f.endsWith('.partial'))).toEqual([]);
        const entry = tally.get(`npm run ${c.command}`) ?? { cases: 0, refused: 0, stored: 0 };
        entry.cases++;
        entry.refused++;
        tally.set(`npm run ${c.command}`, entry);
      });
    },
    900_000,
  );

  // Once every wrong call is done: each command, called right on the same site, still works.
  // (Once per command rather than after each case: two processes and a restore per case were a
  // third of the suite's time; each case already checks that it wrote and left nothing.)
  it.each(['admin', 'backup', 'restore'] as const)(
    'npm run %s, called right after all the wrong calls, still works',
    async (command) => {
      const site = command === 'admin' ? sites.accounts : sites.archives;
      await onSite(site, () => GOOD_CALLS[command](site.cli));
    },
    120_000,
  );
});
