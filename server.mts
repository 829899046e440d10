// The process that accepts connections, for `npm start`, `npm run dev`, the tests and the
// benchmarks: Next.js behind a thin front (src/http/front.mts) that decides the client's address,
// caps request bodies and sets the security headers. SIGTERM and SIGINT stop it cleanly: no new
// connections, requests in flight finish, the app's background work stops, then the process exits.
import http from 'node:http';

const dev = process.argv.includes('--dev');
// Next reads NODE_ENV when it loads: set it before importing anything of Next's.
(process.env as Record<string, string>).NODE_ENV = dev ? 'development' : 'production';
// next.config.ts is loaded by Node's own type stripping, as `next start
// --experimental-next-config-strip-types` does: without it Next compiles the file with its SWC
// compiler, which the image leaves out (serving never compiles; ADR 0036).
process.env.__NEXT_NODE_NATIVE_TS_LOADER_ENABLED = 'true';

const { formatEnvError, serverEnv } = await import('./src/env.ts');
const { createFrontHandler } = await import('./src/http/front.mts');
const { endLiveStreams, runShutdownHooks } = await import('./src/http/shutdown.mts');

let env: ReturnType<typeof serverEnv>;
try {
  env = serverEnv();
} catch (error) {
  const { ZodError } = await import('zod');
  const message = error instanceof ZodError ? formatEnvError(error) : String(error);
  console.error(`\nCannot start: ${message.replace(/^Error: /, '')}\n`);
  process.exit(1);
}

const { prepareDataFolder } = await import('./src/http/data-folder.mts');
const unwritable = prepareDataFolder(env.DATA_DIR);
if (unwritable) {
  console.error(`\nCannot start: ${unwritable}\n`);
  process.exit(1);
}

const { default: next } = await import('next');
const httpServer = http.createServer();
// Made before Next loads: the app checks at start that it runs behind this front.
const front = createFrontHandler({
  // Called only once the server listens, after `handle` is set below.
  handle: (req, res) => handle(req, res),
  trustedProxyHops: env.TRUSTED_PROXY_HOPS,
  https: env.SITE_URL.startsWith('https:'),
  dev,
  intake: {
    concurrency: env.INTAKE_CONCURRENCY,
    queue: env.INTAKE_QUEUE,
    maxWaitMs: env.INTAKE_MAX_WAIT_MS,
    maxBusy: env.INTAKE_MAX_BUSY,
  },
});
const app = next({
  dev,
  dir: process.cwd(),
  port: env.PORT,
  hostname: 'localhost',
  httpServer,
  ...(dev ? { turbopack: true } : {}),
});
await app.prepare();
const handle = app.getRequestHandler();
httpServer.on('request', front);
// Slow or idle clients must not hold sockets for ever.
httpServer.headersTimeout = 20_000;
httpServer.requestTimeout = 120_000;
httpServer.keepAliveTimeout = 5_000;

httpServer.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `\nCannot start: port ${env.PORT} is in use by another program. Set PORT to a free one.\n`
      : `\nCannot start: ${error.message}\n`,
  );
  process.exit(1);
});

httpServer.listen(env.PORT, () => {
  console.log(
    `Ready on ${env.SITE_URL} (port ${env.PORT}, Node ${process.version}, ${dev ? 'development' : 'production'})`,
  );
});

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests in flight, then stopping`);
  // A request in flight that hangs must not keep the process for ever.
  const deadline = setTimeout(() => {
    console.error('Requests still running after 25 s: stopping anyway');
    process.exit(1);
  }, 25_000);
  deadline.unref();
  // Live streams never finish by themselves: they end now, and their screens reconnect elsewhere.
  endLiveStreams();
  await new Promise<void>((resolve) => {
    httpServer.close(() => resolve());
    // Keep-alive sockets go as soon as their request is answered.
    const sweep = setInterval(() => httpServer.closeIdleConnections(), 100);
    httpServer.once('close', () => clearInterval(sweep));
    httpServer.closeIdleConnections();
  });
  await runShutdownHooks();
  await app.close().catch(() => {});
  console.log('Stopped cleanly');
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
