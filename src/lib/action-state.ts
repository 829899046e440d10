/** What a server action returns to its form; errors are message keys, never internals. */
export type ActionState<T = unknown> =
  | { status: 'idle' }
  | { status: 'success'; data: T }
  | {
      status: 'error';
      /** A message key, e.g. `errors.tooManyAttempts`; the form shows it in its language. */
      error: string;
      /** Values for the message's placeholders, e.g. a count. */
      errorValues?: Record<string, string | number>;
      /** Field path -> message key of the first problem with that field. */
      fieldErrors?: Record<string, string>;
      /** Problems with items of a list (an order's lines, by their place), each its message. */
      problems?: { line: number; message: string; values?: Record<string, string | number> }[];
    };

export const IDLE: ActionState<never> = { status: 'idle' };

export type FormAction<T> = (state: ActionState<T>, formData: FormData) => Promise<ActionState<T>>;

/** The server could not take the post (busy, unreachable): nothing was stored, send it again. */
export const NOT_SENT: ActionState<never> = { status: 'error', error: 'errors.notSent' };
