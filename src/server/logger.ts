import 'server-only';
import pino from 'pino';

function createLogger() {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
  return pino({ level, base: { app: 'saba' } });
}

const globalForLogger = globalThis as unknown as { sabaLogger?: pino.Logger };

/** JSON lines on stdout; `npm run dev` output can be piped through pino-pretty. */
export const logger: pino.Logger = (globalForLogger.sabaLogger ??= createLogger());
