// `npm start`: build when the build is missing or older than the sources, clear the page cache of
// the previous run, then serve on PORT (default 3000). The server itself migrates the database
// and seeds demo content into an empty one at start.
// The build gets its own NEXT_PHASE and never opens the database (docs/decisions/0001).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { clearPageCache } from './lib/prod-server.mjs';

const root = process.cwd();
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const nextBin = path.join(root, 'node_modules', '.bin', 'next');
const buildId = path.join(root, '.next', 'BUILD_ID');

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const sources = [
  'src',
  'messages',
  'public',
  'drizzle',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
];
const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));

// An image holds the build without the pages' sources (Containerfile): it never builds.
const isImage = builtAt > 0 && !fs.existsSync(path.join(root, 'src', 'app'));

if (!isImage && (builtAt === 0 || sourcesAt > builtAt)) {
  console.log(
    builtAt === 0 ? 'No build yet: building…' : 'Sources changed since the last build: rebuilding…',
  );
  const build = spawnSync(nextBin, ['build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Pages rendered by a previous run may hold data of another database: start with an empty cache.
clearPageCache(root);

// The front server (server.mts) runs Next in this same Node: the client's address, body limits,
// security headers and a clean stop on SIGTERM come from there.
const server = spawn(process.execPath, ['server.mts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
