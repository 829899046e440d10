import 'server-only';

/**
 * A change refused for a reason the person may be told: a message key from the catalogues
 * (`errors`, `validation`, `admin.*`), the fields it is about, and the values its text names.
 * Mutations throw it; the action wrapper (action.ts) turns it into the answer the form shows, and
 * a script or test that calls a mutation directly catches it like any error.
 */
/** What is wrong with one item of a list the person sent (its place), and the values its text names. */
export type ListProblem = {
  line: number;
  message: string;
  values?: Record<string, string | number>;
};

export class Refusal extends Error {
  constructor(
    readonly key: string,
    readonly fieldErrors?: Record<string, string>,
    readonly values?: Record<string, string | number>,
    /** Problems with parts of a list (an order's lines), each with its own message. */
    readonly problems?: readonly ListProblem[],
  ) {
    super(key);
    this.name = 'Refusal';
  }
}
