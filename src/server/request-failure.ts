import 'server-only';
import { logger } from './logger';

/**
 * Logs a failed render or request: the request's id, the reference the error page shows (Next's
 * digest of the failure), what was asked and the error, without the visitor's data.
 */
export function logRequestFailure(
  error: unknown,
  request: { path: string; method: string; headers: NodeJS.Dict<string | string[]> },
  context: { routePath: string; routeType: string },
): void {
  const requestId = request.headers['x-request-id'];
  const digest = (error as { digest?: unknown })?.digest;
  logger.error(
    {
      requestId: typeof requestId === 'string' ? requestId : undefined,
      reference: typeof digest === 'string' ? digest : undefined,
      method: request.method,
      // The path without its query (a query may carry what a visitor typed).
      path: request.path.split('?')[0],
      route: context.routePath,
      kind: context.routeType,
      err: error,
    },
    'request failed',
  );
}
