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
      const explained = options.explain?.(error) ?? null;
      console.error(explained ?? error);
      process.exit(1);
    },
  );
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
