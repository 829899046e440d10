// Visitors writing in, as real browsers do: the contact form posted by the page's JavaScript (a
// server action call) and by a browser without JavaScript (a plain multipart post that answers
// with the whole page), each from one of many loopback source addresses, at a steady rate. Used by
// `npm run bench -- --intake` and by the system test that runs a short version of it.
import {
  hiddenFieldsOfForm,
  multipart,
  request,
  type Answer,
  type FilePart,
  visibleHtml,
} from './http-client.mts';

export type Locale = 'en' | 'ar';
export type PostKind = 'script' | 'noscript';

/** What a page's contact form needs to be posted: its hidden fields and its action's id. */
export type ContactForm = { origin: string; path: string; hidden: Record<string, string> };

const TICKET = /SABA-\d{8}-[A-Z0-9]{5}/;

export async function readContactForm(origin: string, locale: Locale): Promise<ContactForm> {
  const path = locale === 'ar' ? '/ar/contact' : '/contact';
  const page = await request(`${origin}${path}`);
  return { origin, path, hidden: hiddenFieldsOfForm(page.body, 'name="message"') };
}

/** The action's id, from the hidden fields React renders for posting without JavaScript. */
function actionId(form: ContactForm): string {
  for (const [name, value] of Object.entries(form.hidden)) {
    if (!/^\$ACTION_\d+:0$/.test(name)) continue;
    const id = (JSON.parse(value) as { id?: string }).id;
    if (id) return id;
  }
  throw new Error('no server action on the contact form');
}

export function contactFields(n: number, language: Locale): Record<string, string> {
  return {
    language,
    fullName: `Guest ${n}`,
    email: `guest-${n}@example.test`,
    inquiryType: 'general',
    locationSlug: 'canton',
    message: `Question number ${n} about a family tray for twelve people.`,
    consent: 'on',
  };
}

/** The request a visitor's browser sends, with or without JavaScript. */
export function contactPost(
  form: ContactForm,
  kind: PostKind,
  fields: Record<string, string | FilePart>,
): { body: Buffer; headers: Record<string, string> } {
  if (kind === 'noscript') {
    const post = multipart({ ...form.hidden, ...fields });
    return { body: post.body, headers: { 'content-type': post.type, origin: form.origin } };
  }
  // React's encoding of the call (previous state, FormData): the form's entries under "_1_",
  // then the arguments in "0" pointing at them (last, as the server reads the parts in order).
  const post = multipart([
    ...Object.entries(fields).map(([k, v]): [string, string | FilePart] => [`_1_${k}`, v]),
    ['0', JSON.stringify([{ status: 'idle' }, '$K1'])],
  ]);
  return {
    body: post.body,
    headers: {
      'content-type': post.type,
      origin: form.origin,
      accept: 'text/x-component',
      'next-action': actionId(form),
    },
  };
}

/** The ticket an answer shows, if the submission was taken. */
export function ticketOf(answer: Answer): string | null {
  return answer.status === 200 ? (TICKET.exec(answer.body)?.[0] ?? null) : null;
}

export type Outcome = 'ok' | 'limited' | 'busy' | 'retry' | 'error' | 'dropped';

export type IntakeReport = {
  sent: number;
  /** Answers with a ticket: the submission was stored. */
  ok: number;
  /** Refused by the per-address limit (the form's "too many attempts"). */
  limited: number;
  /** Refused at once as "busy, try again" (503 with Retry-After). */
  busy: number;
  /** Answered with the form's "something went wrong, please try again" (nothing stored). */
  retry: number;
  /** Any other answer (a 5xx, or a 200 without a ticket or a known refusal). */
  errors: number;
  /** No answer at all: connection reset, refused or timed out. */
  dropped: number;
  tickets: string[];
  latencyMs: Record<'ok' | 'busy' | 'all', { p50: number; p99: number; max: number }>;
  /** A few examples of unexpected answers, to show what went wrong. */
  samples: string[];
  /** Second by second of sending: how the posts sent in it were answered, and how fast. */
  timeline: { second: number; sent: number; ok: number; busy: number; p50Ms: number }[];
};

function percentiles(values: number[]): { p50: number; p99: number; max: number } {
  if (values.length === 0) return { p50: 0, p99: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: Math.round(at(0.5)), p99: Math.round(at(0.99)), max: Math.round(sorted.at(-1)!) };
}

/** What the visitor was told: the action's result, or the visible page (not its scripts). */
function classify(answer: Answer): Outcome {
  if (ticketOf(answer)) return 'ok';
  if (answer.status === 503 && answer.headers['retry-after']) return 'busy';
  if (answer.status !== 200) return 'error';
  const told = String(answer.headers['content-type']).includes('text/x-component')
    ? answer.body
    : visibleHtml(answer.body);
  if (/errors\.tooManyAttempts|Too many attempts|محاولات كثيرة/.test(told)) return 'limited';
  if (/errors\.generic|Something went wrong|حدث خطأ ما/.test(told)) return 'retry';
  return 'error';
}

/**
 * Posts the contact form `rate` times a second for `seconds`, alternating JavaScript and plain
 * posts, English and Arabic, from `addresses` loopback sources (127.0.1.1 and up), then waits for
 * every answer.
 */
export async function runIntakeLoad(options: {
  origin: string;
  rate: number;
  seconds: number;
  addresses?: number;
  kinds?: PostKind[];
  timeoutMs?: number;
  /** Numbers the guests from here, so that runs against one database stay apart. */
  firstGuest?: number;
}): Promise<IntakeReport> {
  const addresses = options.addresses ?? 200;
  const kinds = options.kinds ?? ['script', 'noscript'];
  const forms = {
    en: await readContactForm(options.origin, 'en'),
    ar: await readContactForm(options.origin, 'ar'),
  };
  const total = Math.round(options.rate * options.seconds);
  const report: IntakeReport = {
    sent: 0,
    ok: 0,
    limited: 0,
    busy: 0,
    retry: 0,
    errors: 0,
    dropped: 0,
    tickets: [],
    latencyMs: { ok: percentiles([]), busy: percentiles([]), all: percentiles([]) },
    samples: [],
    timeline: [],
  };
  const bySecond: { outcome: Outcome; ms: number }[][] = [];
  const latency: Record<'ok' | 'busy' | 'all', number[]> = { ok: [], busy: [], all: [] };
  const inFlight: Promise<void>[] = [];
  const started = performance.now();

  const send = async (n: number) => {
    const locale: Locale = n % 4 < 2 ? 'en' : 'ar';
    const form = forms[locale];
    const kind = kinds[n % kinds.length]!;
    const post = contactPost(form, kind, contactFields((options.firstGuest ?? 0) + n, locale));
    const from = `127.0.1.${(n % addresses) + 1}`;
    const begin = performance.now();
    const second = (bySecond[Math.floor((begin - started) / 1000)] ??= []);
    report.sent++;
    try {
      const answer = await request(`${form.origin}${form.path}`, {
        method: 'POST',
        from,
        headers: post.headers,
        body: post.body,
        timeoutMs: options.timeoutMs ?? 120_000,
      });
      const ms = performance.now() - begin;
      latency.all.push(ms);
      const outcome = classify(answer);
      second.push({ outcome, ms });
      report[outcome === 'error' ? 'errors' : outcome]++;
      if (outcome === 'ok') {
        report.tickets.push(ticketOf(answer)!);
        latency.ok.push(ms);
      } else if (outcome === 'busy') {
        latency.busy.push(ms);
      } else if (outcome === 'error' && report.samples.length < 5) {
        report.samples.push(`${kind} ${answer.status}: ${answer.body.slice(0, 300)}`);
      }
    } catch (error) {
      second.push({ outcome: 'dropped', ms: performance.now() - begin });
      report.dropped++;
      if (report.samples.length < 5) report.samples.push(`${kind} dropped: ${String(error)}`);
    }
  };

  // A steady rate: each post leaves at its own time, whatever the answers to earlier ones do.
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(n));
  }
  await Promise.all(inFlight);
  report.latencyMs = {
    ok: percentiles(latency.ok),
    busy: percentiles(latency.busy),
    all: percentiles(latency.all),
  };
  report.timeline = bySecond.map((answers, second) => ({
    second,
    sent: answers.length,
    ok: answers.filter((a) => a.outcome === 'ok').length,
    busy: answers.filter((a) => a.outcome === 'busy').length,
    p50Ms: percentiles(answers.map((a) => a.ms)).p50,
  }));
  return report;
}
