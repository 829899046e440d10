import { IncomingMessage } from 'node:http';

/**
 * Multipart bodies are checked for their framing before the app parses them: a body without a
 * boundary, with another boundary than the one declared, or cut off before its closing
 * delimiter is refused as unreadable (400) instead of failing inside the app's parser (a 500).
 * Bodies are bounded before this (body-limit.mts: a declared length, at most a form's limit), so
 * reading one into memory is bounded too.
 */

const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** Whether a content type is multipart/form-data (whatever its parameters). */
export function isMultipart(contentType: string | undefined): boolean {
  return (contentType ?? '').trim().toLowerCase().startsWith('multipart/form-data');
}

/** The boundary a multipart content type declares, or null when it has no valid one (RFC 2046). */
export function multipartBoundary(contentType: string | undefined): string | null {
  const params = (contentType ?? '').split(';').slice(1);
  for (const param of params) {
    const at = param.indexOf('=');
    if (at < 0 || param.slice(0, at).trim().toLowerCase() !== 'boundary') continue;
    let value = param.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    return BOUNDARY.test(value) ? value : null;
  }
  return null;
}

/**
 * Whether a body is framed by its boundary: the first delimiter opens it (a preamble before it
 * is allowed) and a closing delimiter ends its last part (an epilogue after it is allowed).
 */
export function isWellFramed(body: Buffer, boundary: string): boolean {
  const delimiter = Buffer.from(`--${boundary}`);
  const first = body.indexOf(delimiter);
  if (first < 0) return false;
  if (first > 0 && !body.subarray(first - 2, first).equals(Buffer.from('\r\n'))) return false;
  const closing = Buffer.from(`--${boundary}--`);
  if (first === body.indexOf(closing)) return true; // a form without fields
  return body.lastIndexOf(Buffer.concat([Buffer.from('\r\n'), closing])) > first;
}

/** Reads a request's whole body (its length was checked before). */
export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * The same request with its body already read: what the app sees is the request as it came
 * (method, address, headers, socket), its body served from memory.
 */
export function replayRequest(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.complete = true;
  // The socket has delivered this body already: reading the copy must not ask it for more.
  copy._read = () => undefined;
  copy.push(body);
  copy.push(null);
  req.once('close', () => copy.emit('close'));
  return copy;
}
