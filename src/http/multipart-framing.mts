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
 * is allowed), a closing delimiter ends its last part (an epilogue after it is allowed), and
 * every part's headers can be read.
 */
export function isWellFramed(body: Buffer, boundary: string): boolean {
  const delimiter = Buffer.from(`--${boundary}`);
  const first = body.indexOf(delimiter);
  if (first < 0) return false;
  if (first > 0 && !body.subarray(first - 2, first).equals(Buffer.from('\r\n'))) return false;
  const closing = Buffer.from(`--${boundary}--`);
  if (first === body.indexOf(closing)) return true; // a form without fields
  if (body.lastIndexOf(Buffer.concat([Buffer.from('\r\n'), closing])) <= first) return false;
  return partHeadersAreWellFormed(body, boundary, first);
}

/** The most bytes of headers one part may have (as the app's parser allows). */
const MAX_PART_HEADERS = 16 * 1024;
/** A header line: a token, a colon, and visible characters, spaces or tabs (RFC 9110). */
const HEADER_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:[\t\x20-\x7e\x80-\xff]*$/;
const CRLF = Buffer.from('\r\n');
const BLANK_LINE = Buffer.from('\r\n\r\n');

/**
 * Whether every part's headers can be read: lines of `Name: value` without control characters
 * (a NUL in a file name, a bare line feed), ending in a blank line, within MAX_PART_HEADERS.
 */
function partHeadersAreWellFormed(body: Buffer, boundary: string, first: number): boolean {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let at = first + boundary.length + 2; // just after the opening --boundary
  for (;;) {
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return true; // the closing delimiter
    const lineEnd = body.indexOf(CRLF, at);
    if (lineEnd < 0 || !/^[ \t]*$/.test(body.toString('latin1', at, lineEnd))) return false;
    const headersStart = lineEnd + 2;
    const next = body.indexOf(delimiter, headersStart);
    if (next < 0) return false;
    if (!body.subarray(headersStart, headersStart + 2).equals(CRLF)) {
      const headersEnd = body.indexOf(BLANK_LINE, headersStart);
      if (headersEnd < 0 || headersEnd >= next) return false;
      if (headersEnd - headersStart > MAX_PART_HEADERS) return false;
      const lines = body.toString('latin1', headersStart, headersEnd).split('\r\n');
      if (!lines.every((line) => HEADER_LINE.test(line))) return false;
    }
    at = next + delimiter.length;
  }
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
