import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A plain load balancer, as an operator puts one in front of several instances (nginx's default
 * upstream, Caddy's reverse_proxy): round robin over the instances in its pool, a new connection
 * to the instance for each request, the client's address appended to X-Forwarded-For, and a
 * request that could not connect tried on the next instance. Each answer is logged with the
 * instance that gave it and when.
 */
export type PlainProxy = {
  url: string;
  /** Sets the instances' ports that take new requests. */
  setPool: (ports: number[]) => void;
  log: { port: number; status: number; at: number }[];
  close: () => Promise<void>;
};

export async function startPlainProxy(): Promise<PlainProxy> {
  let pool: number[] = [];
  let turn = 0;
  const log: PlainProxy['log'] = [];

  function forward(
    req: http.IncomingMessage,
    body: Buffer,
    res: http.ServerResponse,
    triesLeft: number,
  ): void {
    const port = pool[turn++ % pool.length];
    if (port === undefined) {
      res.writeHead(502).end('no instance');
      return;
    }
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor, connection: 'close' },
        agent: false,
      },
      (answer) => {
        log.push({ port, status: answer.statusCode ?? 0, at: Date.now() });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // Nothing reached an instance that refused the connection: the next one may take it.
      if (error.code === 'ECONNREFUSED' && triesLeft > 1) {
        forward(req, body, res, triesLeft - 1);
        return;
      }
      log.push({ port, status: 502, at: Date.now() });
      if (!res.headersSent) res.writeHead(502).end(`upstream ${error.code ?? error.message}`);
      else res.destroy();
    });
    upstream.end(body);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, Math.max(pool.length, 1) + 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setPool: (ports) => {
      pool = [...ports];
    },
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
