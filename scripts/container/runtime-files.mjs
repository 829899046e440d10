// `node scripts/container/runtime-files.mjs DEST`, after `next build`: copies into DEST only what
// serving reads (the image's runtime stage, ADR 0036). The packages are traced file by file: the
// app's from the traces Next writes beside its build (*.nft.json), the front server's and the
// configuration's from their imports (server.mts and next.config.ts run on Node as they are).
// Nothing that only builds (compilers, type checkers, the test tools) and no second Node.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft');

const root = process.cwd();
const dest = path.resolve(process.argv[2] ?? '');
if (!process.argv[2] || dest === root) {
  console.error('Usage: node scripts/container/runtime-files.mjs DEST');
  process.exit(1);
}

/** Run on Node as they are: the front server, the configuration Next loads, Next's cache handler. */
const ENTRIES = ['server.mts', 'next.config.ts', 'src/http/shared-cache.mts', 'scripts/start.mjs'];
/** Read at run time by path: the migrations, the static files, the catalogues, the package's name. */
const ALWAYS = [
  'package.json',
  'public',
  'drizzle',
  'messages',
  // Resolved (not loaded) by Next's configuration loader at every start.
  'node_modules/next/dist/compiled/webpack',
  'node_modules/next/dist/compiled/@babel/runtime/package.json',
  // Resolved by next-intl's plugin in the configuration, for the aliases it sets.
  'node_modules/use-intl',
];
/** Of the build: everything but its compile cache, the traces and the server's source maps. */
const BUILD_SKIPPED =
  /^\.next\/(cache|trace|diagnostics|types|server\/route-cache)(\/|$)|\.nft\.json$|^\.next\/server\/.*\.map$/;

const files = new Set();

/** The front's own files and the packages it imports, as esbuild resolves them. */
async function frontImports() {
  const result = await build({
    entryPoints: ENTRIES,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    outdir: path.join(dest, '.esbuild'),
    logLevel: 'error',
  });
  const packages = new Set();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    files.add(file);
    for (const imported of input.imports) {
      if (imported.external && !imported.path.startsWith('node:')) packages.add(imported.path);
    }
  }
  // Each package's entry both ways: the front imports it (ESM), a package may require it.
  return [...packages].flatMap((specifier) => [
    path.relative(root, fileURLToPath(import.meta.resolve(specifier))),
    path.relative(root, require.resolve(specifier, { paths: [root] })),
  ]);
}

/** Each file Next's traces name for the app's routes and its server. */
function nextTraces(dir = '.next') {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (at !== path.join('.next', 'cache')) nextTraces(at);
    } else if (entry.name.endsWith('.nft.json')) {
      for (const file of JSON.parse(fs.readFileSync(at, 'utf8')).files) {
        const relative = path.relative(root, path.resolve(path.dirname(at), file));
        // Sources the traces name for a path built at run time (the migrations' folder, say)
        // are compiled into the build; the folders read by path are in ALWAYS.
        if (/^(node_modules|\.next)\//.test(relative)) files.add(relative);
      }
    }
  }
}

/** Where a file of node_modules belongs: its package's folder. */
function packageFolderOf(file) {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return null;
  return parts.slice(0, at + (parts[at + 1]?.startsWith('@') ? 3 : 2)).join(path.sep);
}

/**
 * Platform builds a traced package loads by a name it computes (a watcher's or a compiler's
 * binary for this machine): its optional dependencies that are installed, whole. Next's own
 * compiler is not: serving never compiles.
 */
function optionalBuilds() {
  const folders = new Set([...files].map(packageFolderOf).filter(Boolean));
  const found = [];
  for (const folder of folders) {
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
    for (const name of Object.keys(manifest.optionalDependencies ?? {})) {
      if (name.startsWith('@next/swc-')) continue;
      const installed = [path.join(folder, 'node_modules', name), path.join('node_modules', name)];
      const at = installed.find((candidate) => fs.existsSync(candidate));
      if (at) found.push(at);
    }
  }
  return found;
}

function walk(relative) {
  const at = path.join(root, relative);
  const stat = fs.lstatSync(at);
  if (!stat.isDirectory()) return [relative];
  return fs.readdirSync(at).flatMap((name) => walk(path.join(relative, name)));
}

const packageEntries = await frontImports();
const traced = await nodeFileTrace(packageEntries, { base: root, processCwd: root });
for (const file of traced.fileList) files.add(file);
nextTraces();
for (const folder of optionalBuilds()) for (const file of walk(folder)) files.add(file);
for (const file of walk('.next')) if (!BUILD_SKIPPED.test(file)) files.add(file);
for (const item of ALWAYS) for (const file of walk(item)) files.add(file);

fs.rmSync(dest, { recursive: true, force: true });
let bytes = 0;
for (const file of [...files].sort()) {
  if (file.startsWith('..') || path.isAbsolute(file)) continue;
  const from = path.join(root, file);
  const stat = fs.lstatSync(from, { throwIfNoEntry: false });
  if (!stat || stat.isDirectory()) continue;
  const to = path.join(dest, file);
  fs.mkdirSync(path.dirname(to), { recursive: true });
  if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
  else {
    fs.copyFileSync(from, to);
    fs.chmodSync(to, stat.mode);
    bytes += stat.size;
  }
}
console.log(`Runtime files: ${files.size} (${Math.round(bytes / 1e6)} MB) in ${dest}`);
