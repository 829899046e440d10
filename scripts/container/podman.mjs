// Podman on a machine with no image registry (the tests' and this project's CI machines): a Node
// 24 base made locally from Debian's packages, the image built on it, and the flags this kernel
// needs. With a registry, `podman build -f Containerfile .` on the official base is all it takes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCAL_BASE = 'localhost/saba-node-base:24';
export const IMAGE = 'localhost/saba:test';
/** npm as Node 24 ships it (the `node` package from the registry carries no npm). */
const NPM_VERSION = '11.21.2';

/**
 * crun refuses this kernel's cgroup setup (runc works), the container network stack is not
 * available (the host's is), and the default open-files and process limits exceed what the
 * machine allows a container to set.
 */
export const RUN_FLAGS = [
  '--runtime',
  'runc',
  '--network=host',
  '--ulimit',
  'nofile=20000:20000',
  '--ulimit',
  'nproc=8192:8192',
];

/** Runs podman (or another command) and returns its output; throws with its output when it fails. */
export function run(command, args, { input, quiet = false } = {}) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    input,
    maxBuffer: 64 * 1024 * 1024,
    stdio: quiet ? ['pipe', 'pipe', 'pipe'] : ['pipe', 'pipe', 'inherit'],
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stdout}`);
  }
  return result.stdout.trim();
}

/** Runs podman and says how it went, without throwing: its exit status, output and seconds. */
export function podman(args) {
  const started = Date.now();
  const result = spawnSync('podman', args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return {
    status: result.status,
    output: `${result.stdout}${result.stderr}`,
    seconds: (Date.now() - started) / 1000,
  };
}

export function hasPodman() {
  return ['podman', 'runc', 'mmdebstrap'].every(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0,
  );
}

export function imageExists(name) {
  return spawnSync('podman', ['image', 'exists', name]).status === 0;
}

/** Bytes of an image as podman stores it (all its layers). */
export function imageSize(name) {
  return Number(run('podman', ['image', 'inspect', name, '--format', '{{.Size}}']));
}

/**
 * Debian bookworm (minbase) with this process's Node 24 in /usr/local/bin and npm beside it, as
 * the official node:24-slim image lays them out. Made once per machine.
 */
export function ensureLocalBase() {
  if (imageExists(LOCAL_BASE)) return;
  const node = fs.realpathSync(process.execPath);
  if (!process.version.startsWith('v24.')) throw new Error(`Node 24 expected, ${process.version}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-base-'));
  try {
    const npmDir = path.join(work, 'usr-local', 'lib', 'node_modules');
    fs.mkdirSync(npmDir, { recursive: true });
    const tarball = run(
      'npm',
      ['pack', `npm@${NPM_VERSION}`, '--pack-destination', work, '--silent'],
      { quiet: true },
    );
    run('tar', ['-xzf', path.join(work, tarball.split('\n').pop()), '-C', npmDir]);
    fs.renameSync(path.join(npmDir, 'package'), path.join(npmDir, 'npm'));
    fs.mkdirSync(path.join(work, 'usr-local', 'bin'));
    fs.copyFileSync(node, path.join(work, 'usr-local', 'bin', 'node'));
    fs.chmodSync(path.join(work, 'usr-local', 'bin', 'node'), 0o755);
    for (const [bin, target] of [
      ['npm', 'npm-cli.js'],
      ['npx', 'npx-cli.js'],
    ]) {
      fs.symlinkSync(
        `../lib/node_modules/npm/bin/${target}`,
        path.join(work, 'usr-local', 'bin', bin),
      );
    }
    const tar = path.join(work, 'base.tar');
    run('mmdebstrap', [
      '--quiet',
      '--variant=minbase',
      `--customize-hook=sync-in ${path.join(work, 'usr-local')} /usr/local`,
      'bookworm',
      tar,
    ]);
    run('podman', [
      'import',
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      'CMD ["node"]',
      tar,
      LOCAL_BASE,
    ]);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Builds the Containerfile on the local base. npm's download cache of this machine is lent to the
 * build's installs (a mount: nothing of it enters the image). Returns the seconds it took.
 */
export function buildImage({ tag = IMAGE, root = process.cwd() } = {}) {
  ensureLocalBase();
  const npmCache = run('npm', ['config', 'get', 'cache'], { quiet: true });
  fs.mkdirSync(npmCache, { recursive: true });
  // A machine behind a TLS-inspecting proxy trusts its authority through NODE_EXTRA_CA_CERTS or
  // npm's cafile: the build's npm needs it too.
  const cafile = run('npm', ['config', 'get', 'cafile'], { quiet: true });
  const extraCa = [process.env.NODE_EXTRA_CA_CERTS, cafile].find(
    (file) => file && file !== 'null' && fs.existsSync(file),
  );
  const caFlags = extraCa
    ? [
        '--volume',
        `${extraCa}:/run/build-ca.crt:ro`,
        '--build-arg',
        'NODE_EXTRA_CA_CERTS=/run/build-ca.crt',
      ]
    : [];
  const started = Date.now();
  for (const target of ['build', null]) {
    run('podman', [
      'build',
      ...RUN_FLAGS,
      '--format',
      'docker',
      '--build-arg',
      `NODE_IMAGE=${LOCAL_BASE}`,
      '--volume',
      `${npmCache}:/root/.npm`,
      ...caFlags,
      ...(target ? ['--target', target, '--tag', `${tag}-build`] : ['--tag', tag]),
      '--file',
      path.join(root, 'Containerfile'),
      root,
    ]);
  }
  return (Date.now() - started) / 1000;
}
