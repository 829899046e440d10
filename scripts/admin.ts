// `npm run admin -- create-owner --email X` and `npm run admin -- set-role --email X --role R`.
// Works on DATABASE_URL at any time; on the embedded database only while no server holds it.
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { ROLES, type Role } from '../src/lib/enums';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../src/lib/admin-limits';
import { adminEmail } from '../src/schemas/admin/login';
import type { Handle } from '../src/server/db/client';
import {
  AccountError,
  createStaffAccount,
  findUserByEmail,
  setUserRole,
} from '../src/server/auth/accounts';
import { recordAudit } from '../src/server/audit/audit';
import { passwordProblem } from '../src/server/auth/password-policy';
import {
  openForCommand,
  parseArgs,
  printable,
  runCommands,
  UsageError,
  type ParsedArgs,
} from './lib/cli';

const USAGE = `Usage:
  npm run admin -- create-owner --email you@example.com   (password from ADMIN_PASSWORD or a prompt)
  npm run admin -- set-role --email someone@example.com --role owner|manager|editor|kitchen|none [--force]
    (an account must have confirmed its e-mail address first; --force gives the role anyway)`;

function required(parsed: ParsedArgs, name: string): string {
  const value = parsed.values[name];
  if (value === undefined) throw new UsageError(`Missing --${name}.`);
  return value;
}

/** The --email option, checked as the sign-in form checks it. */
function emailOption(parsed: ParsedArgs): string {
  const value = required(parsed, 'email');
  const checked = adminEmail.safeParse(value);
  if (!checked.success) {
    throw new UsageError(`"${printable(value)}" is not an e-mail address.`);
  }
  return checked.data;
}

async function askPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new UsageError('No terminal to ask for a password: set ADMIN_PASSWORD instead.');
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const pending = rl.question(prompt);
  muted = true;
  const answer = await pending;
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function readPassword(email: string): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  const password = fromEnv ?? (await askPassword('Password: '));
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new UsageError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new UsageError(`The password must be at most ${PASSWORD_MAX_LENGTH} characters.`);
  }
  if ((await passwordProblem(password, email)) !== null) {
    throw new UsageError(
      'This password is too common or too easy to guess. Choose a longer one nobody would ' +
        'guess, such as a few unrelated words.',
    );
  }
  if (!fromEnv && (await askPassword('Repeat the password: ')) !== password) {
    throw new UsageError('The passwords do not match.');
  }
  return password;
}

function open(): Promise<Handle> {
  return openForCommand(
    `With the server running on the embedded database, use the one-time setup ` +
      'link it printed at start (first owner) or the Users & Roles screen of the console; ' +
      'or stop the server, run this command, and start it again.',
  );
}

const cliActor = { actorUserId: null, actorEmail: 'cli' };

async function createOwner(args: string[]) {
  const email = emailOption(parseArgs(args, { values: ['email'] }));
  const password = await readPassword(email);
  const handle = await open();
  try {
    const created = await handle.db.transaction(async (tx) => {
      const account = await createStaffAccount(tx, { email, password, role: 'owner' });
      await recordAudit(tx, {
        ...cliActor,
        action: 'create-owner',
        entity: 'user',
        entityId: account.id,
        after: { email: account.email, roles: ['owner'] },
      });
      return account;
    });
    console.log(`Owner account created for ${created.email}. Sign in at /admin/login.`);
  } finally {
    await handle.close();
  }
}

async function setRole(args: string[]) {
  const parsed = parseArgs(args, { values: ['email', 'role'], flags: ['force'] });
  const email = emailOption(parsed);
  const roleArg = required(parsed, 'role');
  if (roleArg !== 'none' && !(ROLES as readonly string[]).includes(roleArg)) {
    throw new UsageError(
      `Unknown role "${printable(roleArg)}": use owner, manager, editor, kitchen or none.`,
    );
  }
  const role = roleArg === 'none' ? null : (roleArg as Role);
  const handle = await open();
  try {
    await handle.db.transaction(async (tx) => {
      const target = await findUserByEmail(tx, email);
      if (!target) {
        throw new AccountError(
          'no-such-user',
          `No account for ${email}. They can sign up at /admin/login first.`,
        );
      }
      const change = await setUserRole(tx, target.id, role, { force: parsed.flags.has('force') });
      await recordAudit(tx, {
        ...cliActor,
        action: 'set-role',
        entity: 'user',
        entityId: target.id,
        before: { roles: change.before },
        after: { roles: change.after },
      });
    });
    console.log(role ? `${email} is now ${role}.` : `${email} no longer has a role.`);
  } finally {
    await handle.close();
  }
}

runCommands(
  { 'create-owner': createOwner, 'set-role': setRole },
  {
    usage: USAGE,
    explain: (error) => {
      if (!(error instanceof AccountError)) return null;
      return error.code === 'unverified'
        ? `${error.message}\nAsk them to open the confirmation link e-mailed at sign-up, or add ` +
            '--force if you have checked the address yourself.'
        : error.message;
    },
  },
);
