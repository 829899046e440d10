import type { Instrumentation } from 'next';

// Runs once when a server process starts (not during `next build`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { bootServer } = await import('./server/boot');
  await bootServer();
}

/**
 * Every failure Next catches while rendering or answering: one log line with the request's id
 * (the front server's X-Request-Id) and the failure's reference, the one the error page shows.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestFailure } = await import('./server/request-failure');
  logRequestFailure(error, request, context);
};
