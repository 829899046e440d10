import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { multipart } from '../../../scripts/lib/http-client.mts';
import { request, visibleHtml, type Answer } from '../app';
import type { FakeStripe } from '../../setup/fake-stripe';
import adminMessages from '../../../messages/admin/en.json';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';

/**
 * The bad-input corpus: one table of requests a careless or hostile client sends, each run
 * against the real server and judged the same way (never a 5xx, a stack or SQL in the answer; a
 * 4xx or a message in the user's language; no row and no file written; the next good request
 * still works).
 */

export type Locale = 'en' | 'ar';

/** What the running app offers a case: where to send, as whom, and a fresh source address. */
export type Context = {
  url: string;
  /** The app's database, to see what was written. */
  db: Client;
  /** A loopback source address used by no other case (limits are per address). */
  from: string;
  /** Session cookies, signed in through the auth endpoint. */
  cookies: { owner: string; editor: string; kitchen: string };
  /** Signs the owner in again from an address: a session that confirmed who it is just now. */
  signInOwner: (from: string) => Promise<string>;
  /** The id of a server action by its exported name (from the build's manifest). */
  actionId: (name: string) => string;
  /** A page that carries that action (from the same manifest). */
  actionPage: (name: string) => string;
  /** Hidden fields of a public form, read from its page (for posts without JavaScript). */
  hiddenFields: (page: string, containing: string) => Promise<Record<string, string>>;
  /** The Stripe stand-in the server pays through (its secret signs webhook deliveries). */
  stripe?: FakeStripe;
};

export type Outcome =
  /** Refused: a 4xx, or an error message the user reads; nothing written. */
  | { refused: true; status?: number; message?: string }
  /** Taken as a careful server should (extra fields ignored, any script stored as text). */
  | { stored: string; check?: (row: Record<string, unknown>) => void }
  /** Answered, within bounds (a stream that reaches back no further than it may); nothing written. */
  | { bounded: (answer: Answer) => string | null };

export type BadInputCase = {
  /** Groups the tally: "contact · en · no JavaScript", "POST /api/auth/sign-in/email", … */
  endpoint: string;
  /** The kind of bad input, for the test's name. */
  kind: string;
  send: (ctx: Context) => Promise<Answer>;
  expect: Outcome;
  /** Tells the user's language for an in-form message (public forms). */
  locale?: Locale;
  /** A good request to the same endpoint afterwards: throws when it was not taken. */
  good: (ctx: Context) => Promise<void>;
  /**
   * What the case needs in place first (orders already held, streams already open), done before
   * the rows are counted; `cleanup` ends it after the good request.
   */
  prepare?: (ctx: Context) => Promise<void>;
  cleanup?: () => Promise<void>;
};

type Catalogue = Record<string, unknown>;

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Catalogue)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The message of a catalogue key as the user reads it (up to its first placeholder). */
export function messageText(key: string, locale: Locale | 'admin'): string | undefined {
  const text =
    locale === 'admin'
      ? key.startsWith('admin.')
        ? lookup(adminMessages, key.slice('admin.'.length))
        : lookup(en, key)
      : lookup(locale === 'ar' ? ar : en, key);
  return text?.split('{')[0]!.replace(/'/g, '&#x27;').trim();
}

/** The value a server action returned, read from its RSC answer. */
export function actionResult(answer: Answer): Record<string, unknown> | undefined {
  for (const line of answer.body.split('\n')) {
    const json = /^[0-9a-f]+:(\{.*\})$/.exec(line)?.[1];
    if (!json) continue;
    try {
      const value = JSON.parse(json) as Record<string, unknown>;
      if (typeof value.status === 'string') return value;
    } catch {
      // another row of the stream
    }
  }
  return undefined;
}

const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\n\s+at [^\n]+:\d+:\d+|node:internal|webpack-internal|\.next\/server/],
  ['an error name', /\b(TypeError|RangeError|SyntaxError|ReferenceError|ZodError|DrizzleError)\b/],
  [
    'SQL',
    /Failed query|insert into "|update "\w+" set|delete from "|from "\w+"|violates|duplicate key|relation "|syntax error at|invalid byte sequence/i,
  ],
];

/** What a text shows of the program's insides (a stack trace, an error name, SQL), or null. */
export function findLeak(text: string): string | null {
  for (const [what, pattern] of LEAKS) {
    const found = pattern.exec(text);
    if (found) return `the answer shows ${what}: ${found[0]}`;
  }
  return null;
}

/** Why an answer is not a proper refusal, or null when it is. */
export function judgeRefusal(
  answer: Answer,
  outcome: Extract<Outcome, { refused: true }>,
  locale: Locale | 'admin',
): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  const text = visibleHtml(answer.body);
  const leak = findLeak(text);
  if (leak) return leak;
  if (outcome.status !== undefined) {
    // A stated status: a refusal (4xx), or a harmless answer that ignores what it cannot use.
    return answer.status === outcome.status
      ? null
      : `answered ${answer.status}, not ${outcome.status}`;
  }
  if (answer.status >= 400) return null;
  const result = actionResult(answer);
  if (String(answer.headers['content-type']).includes('text/x-component')) {
    if (!result) return 'an action answer without a result';
    if (result.status !== 'error') return `the action answered ${String(result.status)}`;
    const key = String(result.error);
    if (!messageText(key, locale)) return `the error ${key} is not in the catalogue`;
    if (outcome.message && key !== outcome.message) {
      const fields = JSON.stringify(result.fieldErrors ?? {});
      if (!fields.includes(`"${outcome.message}"`)) {
        return `told ${key} ${fields}, not ${outcome.message}`;
      }
    }
    return null;
  }
  // A page answered a post without JavaScript: it must tell the visitor, in their language.
  const alerts = [...text.matchAll(/role="alert"[^>]*>([\s\S]*?)<\/(p|div)>/g)].map((m) =>
    pageText(m[1]!),
  );
  if (!outcome.message) {
    if (alerts.some((a) => a.length > 0)) return null;
    return `the page shows no message; it says: ${pageText(text).slice(0, 400)}`;
  }
  const told = messageText(outcome.message, locale);
  if (!told) return `no message ${outcome.message} in the ${locale} catalogue`;
  if (!text.includes(told)) {
    return `the page does not say "${told}" (${outcome.message}); alerts: ${alerts.join(' | ')}`;
  }
  return null;
}

export function pageText(html: string): string {
  return html
    .replace(/<style\b[\s\S]*?<\/style>|<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The statement that counts every table's rows, made once per database (its tables are fixed). */
const countStatements = new WeakMap<Client, Promise<string>>();

async function countStatement(db: Client): Promise<string> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('rate_limit', 'form_rate_limits', 'analytics_daily')
      order by 1`,
  );
  return tables.rows
    .map((t) => `select '${t.name}' as name, count(*)::int as n from "${t.name}"`)
    .join(' union all ');
}

/** Row counts of every table but the limiters' own counters, in one statement. */
export async function rowCounts(db: Client): Promise<Record<string, number>> {
  if (!countStatements.has(db)) countStatements.set(db, countStatement(db));
  const counts = await db.query<{ name: string; n: number }>(await countStatements.get(db)!);
  return Object.fromEntries(counts.rows.map((r) => [r.name, r.n]));
}

/** The tables whose counts differ. */
export function changedTables(
  before: Record<string, number>,
  after: Record<string, number>,
): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}

/** Every file under a folder (relative paths), to see that nothing was left in storage. */
export function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .sort();
}

/** The latest row of a table, to check what a taken request stored. */
export async function latestRow(db: Client, table: string): Promise<Record<string, unknown>> {
  const result = await db.query(`select * from "${table}" order by created_at desc limit 1`);
  return result.rows[0] as Record<string, unknown>;
}

export { request, visibleHtml, type Answer };

/**
 * Posts a form's server action as the page's script does (useActionState: the fields, then the
 * previous state), from the case's address, with a session's cookie when given.
 */
export function postFormAction(
  ctx: Context,
  page: string,
  action: string,
  fields: Record<string, string>,
  cookie?: string,
): Promise<Answer> {
  const encoded = multipart([
    ...Object.entries(fields).map(([name, value]) => [`_1_${name}`, value] as [string, string]),
    ['0', JSON.stringify([{ status: 'idle' }, '$K1'])],
  ]);
  return request(`${ctx.url}${page}`, {
    method: 'POST',
    from: ctx.from,
    headers: {
      'content-type': encoded.type,
      accept: 'text/x-component',
      'next-action': ctx.actionId(action),
      origin: ctx.url,
      ...(cookie ? { cookie } : {}),
    },
    body: encoded.body,
  });
}
