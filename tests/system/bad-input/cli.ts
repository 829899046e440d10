import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';

/**
 * The command-line tools an operator runs (`npm run admin`, `npm run backup`, `npm run restore`)
 * called the wrong way: each case says the exit code (2: a wrong call, printed with the usage;
 * 1: a call that cannot be carried out) and what the message says. The runner checks that nothing
 * was written, and, once all are done, that each command called right still works.
 */

export type CliRun = { code: number | null; output: string };

export type CliContext = {
  /** The server's database and storage (the corpus's); what a case may not change. */
  env: Record<string, string>;
  /** A folder for this run's files (archives, a held embedded database). */
  folder: string;
  /** A whole archive of the corpus's site, written by `npm run backup`. */
  archive: string;
  /** A folder whose embedded database another process holds open. */
  heldDataDir: string;
};

export type CliCase = {
  command: 'admin' | 'backup' | 'restore';
  kind: string;
  args: (ctx: CliContext) => string[] | Promise<string[]>;
  env?: (ctx: CliContext) => Record<string, string>;
  exit: 1 | 2;
  says: RegExp;
};

type Spec = Omit<CliCase, 'command'>;

const SCRIPTS = { admin: ['scripts/admin.ts'], backup: ['scripts/backup.ts', 'backup'] } as const;

/** Runs `npm run <command> -- <args>` as npm would (tsx, from the project's folder). */
export function runCli(
  command: CliCase['command'],
  args: string[],
  env: Record<string, string>,
): Promise<CliRun> {
  const script = command === 'restore' ? ['scripts/backup.ts', 'restore'] : SCRIPTS[command];
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join('node_modules', '.bin', 'tsx'),
      ['--conditions=react-server', ...script, ...args],
      {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '/tmp',
          NODE_ENV: 'production',
          ...env,
        } as NodeJS.ProcessEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Writes a gzipped tar of the given entries. */
async function writeArchive(file: string, entries: [string, string | Buffer][]): Promise<string> {
  const pack = tarPack();
  const done = new Promise<void>((resolve, reject) => {
    const out = fs.createWriteStream(file);
    out.on('finish', () => resolve()).on('error', reject);
    pack.pipe(zlib.createGzip()).pipe(out);
  });
  for (const [name, body] of entries) pack.entry({ name }, body);
  pack.finalize();
  await done;
  return file;
}

/** The entries of a gzipped tar, in order. */
async function readArchive(file: string): Promise<[string, Buffer][]> {
  const reader = tarExtract();
  fs.createReadStream(file).pipe(zlib.createGunzip()).pipe(reader);
  const entries: [string, Buffer][] = [];
  for await (const entry of reader) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push([entry.header.name, Buffer.concat(chunks)]);
  }
  return entries;
}

/** The corpus's archive, changed: `change` gets the manifest and every entry, returns entries. */
async function alteredArchive(
  ctx: CliContext,
  name: string,
  change: (
    manifest: Record<string, unknown>,
    entries: [string, Buffer][],
  ) => [string, string | Buffer][],
): Promise<string> {
  const [first, ...rest] = await readArchive(ctx.archive);
  const manifest = JSON.parse(first![1].toString('utf8')) as Record<string, unknown>;
  return writeArchive(path.join(ctx.folder, name), change(manifest, rest));
}

const withManifest = (manifest: unknown, entries: [string, string | Buffer][]) =>
  [['manifest.json', JSON.stringify(manifest)], ...entries] as [string, string | Buffer][];

/**
 * As withManifest, with the manifest's sizes of the tables' entries made to fit the altered
 * entries: a damage that only the rows themselves show.
 */
function withFittedManifest(
  manifest: Record<string, unknown>,
  entries: [string, string | Buffer][],
) {
  const tableBytes = { ...(manifest.tableBytes as Record<string, number>) };
  for (const [name, body] of entries) {
    if (name.startsWith('db/')) tableBytes[name.slice(3, -6)] = Buffer.byteLength(body);
  }
  return withManifest({ ...manifest, tableBytes }, entries);
}

function fileIn(ctx: CliContext, name: string, body: string | Buffer): string {
  const file = path.join(ctx.folder, name);
  fs.writeFileSync(file, body);
  return file;
}

const GOOD_EMAIL = ['--email', 'new-owner@corpus.test'];
const PASSWORD = { ADMIN_PASSWORD: 'a good long password' };

const adminSpecs: Spec[] = [
  { kind: 'no command', args: () => [], exit: 2, says: /No command given/ },
  { kind: 'unknown command', args: () => ['make-owner'], exit: 2, says: /Unknown command/ },
  {
    kind: 'create-owner without --email',
    args: () => ['create-owner'],
    env: () => PASSWORD,
    exit: 2,
    says: /Missing --email/,
  },
  {
    kind: 'create-owner, --email without its value',
    args: () => ['create-owner', '--email'],
    env: () => PASSWORD,
    exit: 2,
    says: /Missing the value after --email/,
  },
  {
    kind: 'create-owner, --email followed by another option',
    args: () => ['create-owner', '--email', '--force'],
    env: () => PASSWORD,
    exit: 2,
    says: /Missing the value after --email/,
  },
  {
    kind: 'create-owner, --email given twice',
    args: () => ['create-owner', ...GOOD_EMAIL, '--email', 'other@corpus.test'],
    env: () => PASSWORD,
    exit: 2,
    says: /--email is given twice/,
  },
  {
    kind: 'create-owner, an option it does not know',
    args: () => ['create-owner', ...GOOD_EMAIL, '--role', 'editor'],
    env: () => PASSWORD,
    exit: 2,
    says: /Unknown option "--role"/,
  },
  {
    kind: 'create-owner, a stray argument',
    args: () => ['create-owner', 'new-owner@corpus.test'],
    env: () => PASSWORD,
    exit: 2,
    says: /Unexpected argument/,
  },
  ...(
    [
      ['not an address', 'not-an-email'],
      ['a zero-width space', 'new\u200bowner@corpus.test'],
      ['a right-to-left override', '\u202enew-owner@corpus.test'],
      ['an Arabic letter mark', 'new-owner@corpus.test\u061c'],
      ['an address of 300 characters', `${'a'.repeat(288)}@corpus.test`],
    ] as const
  ).map(([kind, email]): Spec => ({
    kind: `create-owner, ${kind}`,
    args: () => ['create-owner', '--email', email],
    env: () => PASSWORD,
    exit: 2,
    says: /is not an e-mail address/,
  })),
  {
    kind: 'create-owner, a password of 5 characters',
    args: () => ['create-owner', ...GOOD_EMAIL],
    env: () => ({ ADMIN_PASSWORD: '12345' }),
    exit: 2,
    says: /at least 12 characters/,
  },
  {
    kind: 'create-owner, a common password',
    args: () => ['create-owner', ...GOOD_EMAIL],
    env: () => ({ ADMIN_PASSWORD: 'Password1234!' }),
    exit: 2,
    says: /too common or too easy to guess/,
  },
  {
    kind: 'create-owner, a password of 129 characters',
    args: () => ['create-owner', ...GOOD_EMAIL],
    env: () => ({ ADMIN_PASSWORD: 'p'.repeat(129) }),
    exit: 2,
    says: /at most 128 characters/,
  },
  {
    kind: 'create-owner, no password and no terminal to ask',
    args: () => ['create-owner', ...GOOD_EMAIL],
    exit: 2,
    says: /No terminal to ask for a password/,
  },
  {
    kind: 'create-owner for an address that has an account (other case)',
    args: () => ['create-owner', '--email', 'OWNER@Corpus.test'],
    env: () => PASSWORD,
    exit: 1,
    says: /already exists/,
  },
  {
    kind: 'set-role without --role',
    args: () => ['set-role', '--email', 'editor@corpus.test'],
    exit: 2,
    says: /Missing --role/,
  },
  ...['king', '__proto__', ''].map((role): Spec => ({
    kind: `set-role, the role "${role}"`,
    args: () => ['set-role', '--email', 'editor@corpus.test', '--role', role],
    exit: 2,
    says: role ? /Unknown role/ : /Missing the value after --role/,
  })),
  {
    kind: 'set-role for an address without an account',
    args: () => ['set-role', '--email', 'nobody@corpus.test', '--role', 'editor'],
    exit: 1,
    says: /No account for nobody@corpus\.test/,
  },
  {
    kind: 'set-role taking the owner role from the last owner',
    args: () => ['set-role', '--email', 'owner@corpus.test', '--role', 'editor'],
    exit: 1,
    says: /last owner cannot lose the owner role/,
  },
  {
    kind: 'set-role, no role for the last owner',
    args: () => ['set-role', '--email', 'owner@corpus.test', '--role', 'none'],
    exit: 1,
    says: /last owner cannot lose the owner role/,
  },
  {
    kind: 'set-role, a database server that does not answer',
    args: () => ['set-role', '--email', 'editor@corpus.test', '--role', 'editor'],
    env: () => ({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }),
    exit: 1,
    says: /ECONNREFUSED/,
  },
  {
    kind: 'set-role on an embedded database another process holds',
    args: () => ['set-role', '--email', 'editor@corpus.test', '--role', 'editor'],
    env: (ctx) => ({ DATABASE_URL: '', DATA_DIR: ctx.heldDataDir }),
    exit: 2,
    says: /in use by another process[\s\S]*Users & Roles/,
  },
];

const backupSpecs: Spec[] = [
  {
    kind: '--out without a file name',
    args: () => ['--out'],
    exit: 2,
    says: /Missing the value after --out/,
  },
  {
    kind: 'an option it does not know',
    args: (ctx) => ['--output', path.join(ctx.folder, 'x.tar.gz')],
    exit: 2,
    says: /Unknown option "--output"/,
  },
  {
    kind: 'a stray argument (restore given to backup)',
    args: (ctx) => ['restore', ctx.archive],
    exit: 2,
    says: /Unexpected argument "restore"/,
  },
  {
    kind: '--out naming a folder',
    args: (ctx) => ['--out', ctx.folder],
    exit: 2,
    says: /is a folder/,
  },
  {
    kind: '--out in a folder that does not exist, two levels down',
    args: (ctx) => ['--out', path.join(ctx.folder, 'no', 'such', 'x.tar.gz')],
    exit: 2,
    says: /No such folder/,
  },
  {
    kind: '--out where nothing can be written',
    args: () => ['--out', '/proc/saba-backup.tar.gz'],
    exit: 1,
    says: /ENOENT|EACCES/,
  },
];

/** Damaged archives are restored with --force: the dangerous way, which must still change nothing. */
const restoreSpecs: Spec[] = [
  { kind: 'no archive named', args: () => [], exit: 2, says: /Name the archive to restore/ },
  {
    kind: 'an archive that does not exist',
    args: (ctx) => [path.join(ctx.folder, 'missing.tar.gz')],
    exit: 2,
    says: /No such file/,
  },
  {
    kind: 'a folder',
    args: (ctx) => [ctx.folder, '--force'],
    exit: 2,
    says: /is not a file/,
  },
  {
    kind: 'two archives',
    args: (ctx) => [ctx.archive, ctx.archive],
    exit: 2,
    says: /Unexpected argument/,
  },
  {
    kind: 'an option it does not know',
    args: (ctx) => [ctx.archive, '--yes'],
    exit: 2,
    says: /Unknown option "--yes"/,
  },
  {
    kind: 'a whole archive into a site that holds data, without --force',
    args: (ctx) => [ctx.archive],
    exit: 1,
    says: /target is not empty[\s\S]*--force/,
  },
  {
    kind: 'an empty file',
    args: (ctx) => [fileIn(ctx, 'empty.tar.gz', ''), '--force'],
    exit: 1,
    says: /not a backup of this site|cannot be read as a backup/,
  },
  {
    kind: 'a text file named .tar.gz',
    args: (ctx) => [fileIn(ctx, 'text.tar.gz', 'this is a note, not an archive\n'), '--force'],
    exit: 1,
    says: /cannot be read as a backup/,
  },
  {
    kind: 'gzip of something that is not a tar',
    args: (ctx) => [fileIn(ctx, 'notar.tar.gz', zlib.gzipSync('x'.repeat(5000))), '--force'],
    exit: 1,
    says: /cannot be read as a backup|not a backup of this site/,
  },
  {
    kind: 'a tar without a manifest',
    args: async (ctx) => [
      await writeArchive(path.join(ctx.folder, 'nomanifest.tar.gz'), [['notes.txt', 'hello']]),
      '--force',
    ],
    exit: 1,
    says: /not a backup of this site/,
  },
  {
    kind: 'a manifest that is not JSON',
    args: async (ctx) => [
      await writeArchive(path.join(ctx.folder, 'badjson.tar.gz'), [
        ['manifest.json', '{"format":'],
      ]),
      '--force',
    ],
    exit: 1,
    says: /manifest\.json cannot be read/,
  },
  {
    kind: 'the archive cut off two thirds of the way',
    args: (ctx) => {
      const bytes = fs.readFileSync(ctx.archive);
      return [
        fileIn(ctx, 'cut.tar.gz', bytes.subarray(0, Math.floor(bytes.length * 0.66))),
        '--force',
      ];
    },
    exit: 1,
    says: /cannot be read as a backup|damaged archive/,
  },
  {
    kind: 'an archive from a newer migration level',
    args: async (ctx) => [
      await alteredArchive(ctx, 'newer.tar.gz', (manifest, entries) =>
        withManifest({ ...manifest, migrations: { count: 99, last: '0098_future' } }, entries),
      ),
      '--force',
    ],
    exit: 1,
    says: /newer database \(migration 99/,
  },
  {
    kind: 'a manifest naming a file outside storage (../)',
    args: async (ctx) => [
      await alteredArchive(ctx, 'escape.tar.gz', (manifest, entries) => {
        const body = Buffer.from('escaped');
        const sha256 = createHash('sha256').update(body).digest('hex');
        const files = [
          ...(manifest.files as unknown[]),
          { area: 'private', key: '../../escaped.txt', size: 7, sha256, type: 'text/plain' },
        ];
        return withManifest({ ...manifest, files }, [
          ...entries,
          ['files/private/../../escaped.txt', body],
        ]);
      }),
      '--force',
    ],
    exit: 1,
    says: /names a file outside storage/,
  },
  {
    kind: 'a file whose bytes are not what the manifest says',
    args: async (ctx) => [
      await alteredArchive(ctx, 'swapped.tar.gz', (manifest, entries) =>
        withManifest(
          manifest,
          entries.map(([name, body]) =>
            name.startsWith('files/')
              ? [name, Buffer.concat([body.subarray(0, -1), Buffer.from('!')])]
              : [name, body],
          ),
        ),
      ),
      '--force',
    ],
    exit: 1,
    says: /is not the file the manifest names/,
  },
  {
    kind: 'a file larger than the manifest says',
    args: async (ctx) => [
      await alteredArchive(ctx, 'larger.tar.gz', (manifest, entries) =>
        withManifest(
          manifest,
          entries.map(([name, body]) =>
            name.startsWith('files/')
              ? [name, Buffer.concat([body, Buffer.alloc(1 << 20)])]
              : [name, body],
          ),
        ),
      ),
      '--force',
    ],
    exit: 1,
    says: /is larger than the manifest says/,
  },
  {
    kind: "a table's rows larger than the manifest says",
    args: async (ctx) => [
      await alteredArchive(ctx, 'largerrows.tar.gz', (manifest, entries) =>
        withManifest(
          manifest,
          entries.map(([name, body]) =>
            name === 'db/menu_categories.jsonl'
              ? [name, Buffer.concat([body, Buffer.from(`{"x":"${'y'.repeat(1 << 20)}"}\n`)])]
              : [name, body],
          ),
        ),
      ),
      '--force',
    ],
    exit: 1,
    says: /is larger than the manifest says/,
  },
  {
    kind: 'a table with a row fewer than its manifest counts',
    args: async (ctx) => [
      await alteredArchive(ctx, 'short.tar.gz', (manifest, entries) =>
        withManifest(
          manifest,
          entries.map(([name, body]) =>
            name === 'db/menu_items.jsonl'
              ? [name, body.toString('utf8').split('\n').slice(1).join('\n')]
              : [name, body],
          ),
        ),
      ),
      '--force',
    ],
    exit: 1,
    says: /menu_items: the archive holds \d+ rows, its manifest says \d+/,
  },
  {
    kind: 'a row the database refuses (text in a number column)',
    args: async (ctx) => [
      await alteredArchive(ctx, 'badrow.tar.gz', (manifest, entries) =>
        withFittedManifest(
          manifest,
          entries.map(([name, body]) => {
            if (name !== 'db/menu_items.jsonl') return [name, body];
            const [first, ...rest] = body.toString('utf8').split('\n');
            const row = JSON.parse(first!) as Record<string, unknown>;
            return [name, [JSON.stringify({ ...row, sort_order: 'first' }), ...rest].join('\n')];
          }),
        ),
      ),
      '--force',
    ],
    exit: 1,
    says: /rows of menu_items cannot be put back/,
  },
  {
    kind: 'a table this code does not know',
    args: async (ctx) => [
      await alteredArchive(ctx, 'unknowntable.tar.gz', (manifest, entries) =>
        withManifest(
          { ...manifest, tables: { ...(manifest.tables as object), pg_authid: 0 } },
          entries,
        ),
      ),
      '--force',
    ],
    exit: 1,
    says: /tables this code does not know: pg_authid/,
  },
];

export function cliCases(): CliCase[] {
  const as = (command: CliCase['command']) => (spec: Spec) => ({ ...spec, command });
  return [
    ...adminSpecs.map(as('admin')),
    ...backupSpecs.map(as('backup')),
    ...restoreSpecs.map(as('restore')),
  ];
}
