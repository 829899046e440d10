import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Holds back an HTML response until the app has written all of it, so that headers that depend on
 * the whole page (the hashes of its inline scripts, its compressed form) can be set before any
 * byte leaves. Anything that is not HTML passes straight through, untouched and unbuffered.
 */

type Finish = (body: Buffer) => Buffer;

type Chunk = string | Uint8Array;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding ?? 'utf8');
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
}

/** Headers handed to `writeHead` become ordinary set headers, so later steps can see them. */
export function applyHeaders(res: ServerResponse, headers: unknown): void {
  if (!headers) return;
  if (Array.isArray(headers)) {
    // Raw [name, value, name, value, …] or [[name, value], …]
    if (Array.isArray(headers[0])) {
      for (const [name, value] of headers as [string, string][]) res.appendHeader(name, value);
    } else {
      for (let i = 0; i + 1 < headers.length; i += 2) {
        res.appendHeader(String(headers[i]), String(headers[i + 1]));
      }
    }
    return;
  }
  for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
    if (value !== undefined) res.setHeader(name, value);
  }
}

export function interceptHtml(res: ServerResponse, finish: Finish): void {
  const original = {
    write: res.write,
    end: res.end,
    writeHead: res.writeHead,
    flushHeaders: res.flushHeaders,
  };
  let mode: 'undecided' | 'buffer' | 'pass' = 'undecided';
  const chunks: Buffer[] = [];

  const restore = () => {
    res.write = original.write;
    res.end = original.end;
    res.writeHead = original.writeHead;
    res.flushHeaders = original.flushHeaders;
  };
  const decide = () => {
    if (mode !== 'undecided') return;
    const type = String(res.getHeader('content-type') ?? '');
    const html = type.toLowerCase().startsWith('text/html');
    const encoded = res.getHeader('content-encoding') !== undefined;
    const bodiless = res.statusCode === 204 || res.statusCode === 304;
    mode = html && !encoded && !bodiless ? 'buffer' : 'pass';
    if (mode === 'pass') restore();
  };

  res.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const [reasonOrHeaders, maybeHeaders] = rest;
    this.statusCode = statusCode;
    if (typeof reasonOrHeaders === 'string') this.statusMessage = reasonOrHeaders;
    applyHeaders(this, typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders);
    decide();
    // Passing through: the headers are already set, the original sends them as usual.
    if (mode === 'pass') return original.writeHead.call(this, statusCode);
    return this;
  } as ServerResponse['writeHead'];

  res.flushHeaders = function flushHeaders(this: ServerResponse) {
    decide();
    if (mode === 'pass') original.flushHeaders.call(this);
  };

  res.write = function write(this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    decide();
    if (mode === 'pass') {
      return (original.write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    }
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    chunks.push(toBuffer(chunk, encoding));
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];

  res.end = function end(this: ServerResponse, ...args: unknown[]) {
    decide();
    if (mode === 'pass')
      return (original.end as (...a: unknown[]) => ServerResponse).apply(this, args);
    const [chunk, second] = args;
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      chunks.push(
        toBuffer(
          chunk as Chunk,
          typeof second === 'string' ? (second as BufferEncoding) : undefined,
        ),
      );
    }
    restore();
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    const out = finish(body);
    this.removeHeader('transfer-encoding');
    this.setHeader('content-length', out.length);
    return this.end(out, callback);
  } as ServerResponse['end'];
}
