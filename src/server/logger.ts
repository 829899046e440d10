import 'server-only';
import pino from 'pino';

/**
 * JSON lines on stdout. Logs are read by operators and kept by log services: they never carry a
 * visitor's data. Errors are logged by type, code and a clipped message (a failed query's
 * parameters are cut off), and fields that hold personal data are redacted wherever they appear.
 */

/** Field names that hold what visitors or staff typed about themselves. */
const PERSONAL_FIELDS = [
  'email',
  'phone',
  'phones',
  'fullName',
  'name',
  'message',
  'comments',
  'coverLetter',
  'experienceNotes',
  'notes',
  'password',
  'token',
  'address',
  'ip',
];

const MAX_TEXT = 300;

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}… (${text.length} chars)` : text;
}

/** Drizzle's "Failed query: … params: …" keeps the statement and drops the values. */
function withoutParameters(message: string): string {
  return message.replace(/\n?\s*params:[\s\S]*$/i, '');
}

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
};

export function serializeError(value: unknown, depth = 0): LoggedError | unknown {
  if (!(value instanceof Error)) return typeof value === 'string' ? clip(value) : value;
  const error = value as Error & { code?: unknown; cause?: unknown };
  const message = clip(withoutParameters(error.message));
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message,
    ...(typeof error.code === 'string' || typeof error.code === 'number'
      ? { code: String(error.code) }
      : {}),
    stack: [`${error.name}: ${message}`, ...frames.slice(0, 12)].join('\n'),
    ...(error.cause !== undefined && depth < 3
      ? { cause: serializeError(error.cause, depth + 1) as LoggedError }
      : {}),
  };
}

export function createLogger(destination?: pino.DestinationStream): pino.Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
  return pino(
    {
      level,
      base: { app: 'saba' },
      serializers: { err: (e: unknown) => serializeError(e) },
      redact: {
        paths: PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
        censor: '[redacted]',
      },
    },
    destination,
  );
}

const globalForLogger = globalThis as unknown as { sabaLogger?: pino.Logger };

/** `npm run dev` output can be piped through pino-pretty. */
export const logger: pino.Logger = (globalForLogger.sabaLogger ??= createLogger());
