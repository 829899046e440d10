import 'server-only';

/**
 * A change refused for a reason the person may be told: a message key from the catalogues
 * (`errors`, `validation`, `admin.*`), the fields it is about, and the values its text names.
 * Mutations throw it; the action wrapper (action.ts) turns it into the answer the form shows, and
 * a script or test that calls a mutation directly catches it like any error.
 */
export class Refusal extends Error {
  constructor(
    readonly key: string,
    readonly fieldErrors?: Record<string, string>,
    readonly values?: Record<string, string | number>,
  ) {
    super(key);
    this.name = 'Refusal';
  }
}
