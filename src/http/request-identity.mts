import { NEXT_HEADERS } from './next-surface.mts';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from './client-address.mts';

/**
 * Who is asking, as the app will see it: the client's address the front decided (never a header
 * the client chose), no header that only a trusted proxy or the app itself may set, and an id that
 * names the request in the answer and in the app's log lines.
 */

/** Headers only a trusted proxy may set; a client talking to us directly may not. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-forwarded-host'];
/** Request headers that would change how the app renders if a client could send them. */
const APP_INTERNAL_HEADERS = [
  NEXT_HEADERS.nonceFrom,
  'content-security-policy-report-only',
  NEXT_HEADERS.middlewareSubrequest,
];

export function identifyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  trustedProxyHops: number,
): void {
  const client = resolveClientAddress(
    req.headers['x-forwarded-for'],
    req.socket.remoteAddress,
    trustedProxyHops,
  );
  const untrusted =
    trustedProxyHops > 0 ? APP_INTERNAL_HEADERS : [...PROXY_HEADERS, ...APP_INTERNAL_HEADERS];
  for (const name of untrusted) delete req.headers[name];
  req.headers[CLIENT_ADDRESS_HEADER] = client;
  const requestId = randomUUID();
  req.headers['x-request-id'] = requestId;
  res.setHeader('x-request-id', requestId);
}
