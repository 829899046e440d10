import { openConfiguredDatabase, type Handle } from '../../src/server/db/client';
import { DatabaseInUseError } from '../../src/server/db/pglite-lock';

// The shape the command-line tools share: named sub-commands, a usage text on a wrong call, and a
// plain message (not a stack) for the errors a user can act on.

/** A wrong call: its message is printed with the usage, and the exit code is 2. */
export class UsageError extends Error {}

type Command = (args: string[]) => Promise<void>;

/**
 * Runs the sub-command named by the first argument and exits: 0 when done, 2 on a UsageError,
 * 1 otherwise. `explain` turns an error the user can act on into its message (else the error is
 * printed whole).
 */
export function runCommands(
  commands: Record<string, Command>,
  options: { usage: string; explain?: (error: unknown) => string | null },
): void {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  const run = command
    ? command(args)
    : Promise.reject(new UsageError(name ? `Unknown command "${name}".` : 'No command given.'));
  run.then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(`${error.message}\n\n${options.usage}`);
        process.exit(2);
      }
      const explained = options.explain?.(error) ?? systemMessage(error);
      console.error(explained ?? error);
      process.exit(1);
    },
  );
}

/**
 * The message of an error the system gave (a file that cannot be written, a database that cannot
 * be reached: they carry a code), which says what to fix without the program's insides.
 */
function systemMessage(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' ? error.message : null;
}

/**
 * The database the environment names. The embedded one can be opened by one process only: while
 * the server holds it, the user is told so, and `whileServerRuns` says what to do instead.
 */
export async function openForCommand(whileServerRuns: string): Promise<Handle> {
  try {
    return await openConfiguredDatabase();
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      throw new UsageError(`${error.message}\n${whileServerRuns}`);
    }
    throw error;
  }
}

export type ParsedArgs = {
  values: Partial<Record<string, string>>;
  flags: Set<string>;
  positionals: string[];
};

/**
 * A sub-command's arguments: `--name value` options, `--name` flags and up to `positionals` bare
 * arguments. Anything else (an option it does not know, one given twice, one without its value, a
 * stray argument) is a UsageError, so a mistyped call does nothing rather than something else.
 */
export function parseArgs(
  args: string[],
  spec: { values?: string[]; flags?: string[]; positionals?: number },
): ParsedArgs {
  const parsed: ParsedArgs = { values: {}, flags: new Set(), positionals: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      if (parsed.positionals.length >= (spec.positionals ?? 0)) {
        throw new UsageError(`Unexpected argument "${printable(arg)}".`);
      }
      parsed.positionals.push(arg);
      continue;
    }
    const name = arg.slice(2);
    const seen = parsed.flags.has(name) || parsed.values[name] !== undefined;
    if (seen) throw new UsageError(`--${printable(name)} is given twice.`);
    if (spec.flags?.includes(name)) {
      parsed.flags.add(name);
    } else if (spec.values?.includes(name)) {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--') || value === '') {
        throw new UsageError(`Missing the value after --${name}.`);
      }
      parsed.values[name] = value;
      i++;
    } else {
      throw new UsageError(`Unknown option "${printable(arg)}".`);
    }
  }
  return parsed;
}

/** A value as a terminal can show it: cut short, control and invisible characters escaped. */
export function printable(value: string): string {
  const shown = value.length > 80 ? `${value.slice(0, 80)}…` : value;
  return shown.replace(
    /[\p{Cc}\p{Cf}]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
