import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from '../../scripts/lib/prod-server.mjs';
import { request } from './app';

/**
 * What the README promises a newcomer: on a fresh clone of the commit under test,
 * `npm install && npm start` serves the site, the console and its first sign-up, on the port
 * asked for. Run as a newcomer would: the machine's own npm and Node, nothing of this
 * checkout's environment (no node_modules/.bin on PATH, no npm settings of the parent run).
 */

const root = process.cwd();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-fresh-'));
const clone = path.join(work, 'clone');

function newcomerEnv(port: number): NodeJS.ProcessEnv {
  const env = {} as NodeJS.ProcessEnv;
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|NODE_|INIT_CWD|VITEST|TEST|SITE_URL|DATABASE_URL|DATA_DIR|PORT|E2E_)/i.test(key))
      continue;
    env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(path.delimiter);
  env.PORT = String(port);
  env.NEXT_TELEMETRY_DISABLED = '1';
  return env;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  execFileSync(command, args, { cwd: clone, env, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
}

describe('a fresh clone, the README way', () => {
  let server: ReturnType<typeof spawn> | undefined;
  let output = '';

  afterAll(async () => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // gone
      }
      await new Promise((r) => setTimeout(r, 1000));
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('npm install && PORT=… npm start serves the site, the console and a first sign-up', async () => {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root }).toString().trim();
    execFileSync('git', ['clone', '--quiet', '--no-checkout', root, clone]);
    execFileSync('git', ['-C', clone, 'checkout', '--quiet', commit]);

    const port = await freePort();
    const env = newcomerEnv(port);
    run('npm', ['install', '--no-audit', '--no-fund'], env);

    server = spawn('npm', ['start'], { cwd: clone, env, detached: true });
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    let exited: number | null = null;
    server.on('exit', (code) => (exited = code ?? -1));
    const base = `http://localhost:${port}`;
    try {
      await waitFor(`${base}/`, 420_000, () => exited === null);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- npm start ---\n${output.slice(-5000)}`);
    }

    for (const page of ['/', '/ar', '/admin/login']) {
      expect((await request(`${base}${page}`)).status, page).toBe(200);
    }

    // The server runs on the Node the project installs, whatever the machine has.
    expect(output).toMatch(new RegExp(`Ready on ${base} \\(port ${port}, Node v24\\.`));
    // The one-time setup link names the port being served.
    expect(output).toMatch(new RegExp(`http://localhost:${port}/admin/setup\\?token=[\\w-]{20,}`));
    expect(output).not.toContain('Cannot start');

    // A staff account can sign up and sign in on that port.
    const headers = { 'content-type': 'application/json', origin: base };
    const credentials = JSON.stringify({
      email: 'newcomer@example.com',
      password: 'first-saffron-lantern',
      name: 'newcomer@example.com',
    });
    const signUp = await request(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: credentials,
    });
    expect(signUp.status, signUp.body).toBe(200);
    const signIn = await request(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: credentials,
    });
    expect(signIn.status, signIn.body).toBe(200);
    expect(String(signIn.headers['set-cookie'])).toContain('better-auth.session_token=');
    // npm install and a first build on a busy two-core machine: about four minutes, given ten.
  }, 600_000);
});
