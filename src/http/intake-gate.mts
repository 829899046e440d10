import type { ServerResponse } from 'node:http';

/**
 * Admission for work the server can only do so much of at once: visitors' form posts. A few run at
 * a time; others wait in a short line for a place; a post that finds the line full, waits longer
 * than `maxWaitMs`, or comes while the process is behind, is refused at once ("busy, try again") instead of being queued for minutes
 * behind work the server cannot finish. Refusing early keeps every answered post fast and stored.
 */

export type IntakeGateOptions = {
  /** Posts handled at the same time. */
  concurrency: number;
  /** Posts waiting for a place; one more is refused at once. */
  queue: number;
  /** The longest a post waits for a place before it is refused. */
  maxWaitMs: number;
  /**
   * Whether the process is behind already (see loop-load.mts). While posts come faster than
   * `concurrency` twice over per second, a new one is then refused, since it would wait in queues
   * this line cannot see; refusing is cheap, so the load soon falls and posts are taken again. A
   * few posts while pages keep the process busy are still taken.
   */
  overloaded?: () => boolean;
};

/** Gives the place back; calling it more than once is harmless. */
export type Release = () => void;

type Waiter = { admit: (release: Release) => void; timer: NodeJS.Timeout };

export class IntakeGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Posts that came in this second and the one before (for the rate of arrivals). */
  private arrivals = { second: 0, now: 0, before: 0 };
  private readonly options: IntakeGateOptions;

  constructor(options: IntakeGateOptions) {
    this.options = options;
  }

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** A place to run, or null when the post must be refused. */
  admit(): Promise<Release | null> {
    const flood = this.arrived() > this.options.concurrency * 2;
    if (flood && this.options.overloaded?.()) return Promise.resolve(null);
    if (this.running < this.options.concurrency) return Promise.resolve(this.take());
    if (this.waiting.length >= this.options.queue) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: resolve,
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          resolve(null);
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Counts this post and returns how many came in about the last second. */
  private arrived(): number {
    const second = Math.floor(Date.now() / 1000);
    const a = this.arrivals;
    if (second !== a.second) {
      a.before = second === a.second + 1 ? a.now : 0;
      a.now = 0;
      a.second = second;
    }
    a.now++;
    const into = (Date.now() % 1000) / 1000;
    return a.now + a.before * (1 - into);
  }

  private take(): Release {
    this.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.admit(this.take());
      }
    };
  }
}

/** How many visitors' posts run at once and wait, and how busy the loop may be (loop-load.mts). */
export type IntakeOptions = Omit<IntakeGateOptions, 'overloaded'> & { maxBusy: number };

/** What a refused post is told to wait before sending again. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Runs `serve` once the post has a place, holding it until the answer is done; `refuse` when it
 * must be answered "busy" at once. A visitor who leaves while waiting gets nothing.
 */
export function createIntake({ maxBusy, ...line }: IntakeOptions, load: () => number) {
  const gate = new IntakeGate({ ...line, overloaded: () => load() > maxBusy });
  return function admitPost(res: ServerResponse, serve: () => void, refuse: () => void): void {
    let gone = false;
    const onGone = () => (gone = true);
    res.once('close', onGone);
    void gate.admit().then((release) => {
      res.off('close', onGone);
      if (release && gone) release();
      if (gone) return;
      if (!release) {
        refuse();
        return;
      }
      res.once('close', release);
      serve();
    });
  };
}
