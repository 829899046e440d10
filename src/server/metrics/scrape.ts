import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { metrics } from '@/http/metrics.mts';
import { serverEnv } from '@/env';
import { readGauges } from './gauges';

/**
 * `/api/metrics` (issue 49): this instance's metrics in the Prometheus text format, only for a
 * scraper holding METRICS_TOKEN as a bearer token. Unset, the address is off (404, as any
 * unknown one). A missing or wrong token, or any query string (a token put in an address ends up
 * in logs and proxies), is 401 with nothing else said.
 */

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });

/** Whether the request's Authorization header is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | null, token: string): boolean {
  const match = /^Bearer ([\x21-\x7e]{1,512})$/.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function answerScrape(request: Request): Promise<Response> {
  const token = serverEnv().METRICS_TOKEN;
  if (!token) return plain(404, 'Not found');
  if (
    new URL(request.url).search !== '' ||
    !bearerMatches(request.headers.get('authorization'), token)
  ) {
    return plain(401, 'Unauthorized', { 'www-authenticate': 'Bearer realm="metrics"' });
  }
  await readGauges();
  const registry = metrics().registry;
  return new Response(await registry.metrics(), {
    headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' },
  });
}
