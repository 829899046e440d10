import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admitBody } from './body-admission.mts';
import { BODY_LIMITS } from './body-limit.mts';
import { REFUSED_BODY_DRAIN_MAX } from './error-page.mts';

/**
 * A refused post as a browser on a slow line sends it: the headers and a first piece of the body,
 * then (once the refusal has come back) the rest. The client must read the refusal and finish
 * sending without its connection being reset under it.
 */

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    admitBody(
      req,
      res,
      pathname,
      () => {
        req.resume();
        req.on('end', () => res.end('admitted'));
      },
      () => undefined,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Exchange = { head: string; writeError: string | null; next: string | null };

/** Posts `declared` bytes to `path`, sending the rest only after the answer's head came back. */
function slowPost(path: string, declared: number, headers: Record<string, string>) {
  return new Promise<Exchange>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let head = '';
    let writeError: string | null = null;
    const finish = (next: string | null) => {
      socket.destroy();
      resolve({ head, writeError, next });
    };
    socket.on('error', (error: NodeJS.ErrnoException) => {
      writeError ??= error.code ?? error.message;
    });
    socket.on('close', () => finish(null));
    const piece = Buffer.alloc(64 * 1024, 'x');
    const sendRest = async () => {
      for (let sent = piece.length; sent < declared && !socket.destroyed;) {
        const chunk = piece.subarray(0, Math.min(piece.length, declared - sent));
        if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r));
        sent += chunk.length;
      }
      if (socket.destroyed) return;
      // The same connection then carries another request, as a browser's keep-alive would.
      received = '';
      socket.write(`GET /menu HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-length: 0\r\n\r\n`);
    };
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      if (!head && received.includes('\r\n\r\n')) {
        head = received.slice(0, received.indexOf('\r\n\r\n'));
        void sendRest();
        return;
      }
      if (head && /^HTTP\/1\.1 \d{3}/.test(received) && received.endsWith('admitted')) {
        finish(received.split('\r\n')[0]!);
      }
    });
    const lines = Object.entries({
      host: '127.0.0.1',
      'content-length': String(declared),
      ...headers,
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\n${lines}\r\n`);
    socket.write(piece);
  });
}

describe('a refused body', () => {
  it('a form a little over the limit: the visitor reads "too large", and the line stays usable', async () => {
    const declared = BODY_LIMITS.formPost + 1024 * 1024;
    expect(declared).toBeLessThanOrEqual(REFUSED_BODY_DRAIN_MAX);
    const answer = await slowPost('/contact', declared, {
      'content-type': 'multipart/form-data; boundary=b',
    });
    expect(answer.head).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.head.toLowerCase()).not.toContain('connection: close');
    expect(answer.writeError).toBeNull();
    expect(answer.next).toBe('HTTP/1.1 200 OK');
  });

  it('a signed-out console save of a megabyte: "sign in first", never a reset', async () => {
    const answer = await slowPost('/admin/menu', 1024 * 1024, {
      'content-type': 'text/plain;charset=UTF-8',
      'next-action': 'abc',
    });
    expect(answer.head).toMatch(/^HTTP\/1\.1 401/);
    expect(answer.writeError).toBeNull();
    expect(answer.next).toBe('HTTP/1.1 200 OK');
  });

  it('a body far over any limit ends the connection after the answer', async () => {
    const answer = await slowPost('/contact', REFUSED_BODY_DRAIN_MAX + 1, {
      'content-type': 'multipart/form-data; boundary=b',
    });
    expect(answer.head).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.head.toLowerCase()).toContain('connection: close');
    expect(answer.next).toBeNull();
  });
});

/** One post with a multipart type whose body breaks its own framing; the first line answered. */
async function brokenMultipart(path: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=----saba' },
    body: 'not a multipart body at all',
  });
  return `${response.status} ${await response.text()}`.slice(0, 40);
}

describe('multipart framing', () => {
  it('is checked where multipart is taken (pages, the media upload), not on other API routes', async () => {
    expect(await brokenMultipart('/contact')).toMatch(/^400 /);
    expect(await brokenMultipart('/api/admin/media')).toMatch(/^400 /);
    // Not read here at all: the route (which takes no multipart) gets it as sent.
    expect(await brokenMultipart('/api/payments/stripe')).toBe('200 admitted');
    expect(await brokenMultipart('/api/events')).toBe('200 admitted');
  });
});
