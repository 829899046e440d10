import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { request } from './http-client.mts';

/** An owner account made in the database of `databaseUrl` (scripts/admin.ts create-owner). */
export function createOwner(databaseUrl: string, owner: { email: string; password: string }) {
  const made = spawnSync(
    path.join('node_modules', '.bin', 'tsx'),
    ['--conditions=react-server', 'scripts/admin.ts', 'create-owner', '--email', owner.email],
    { env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: owner.password } },
  );
  if (made.status !== 0) throw new Error(`create-owner failed: ${String(made.stderr)}`);
}

/** Signs in with a password; the session's cookies, as a browser context takes them. */
export async function staffCookies(origin: string, account: { email: string; password: string }) {
  const signIn = await request(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(account),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  return ([] as string[]).concat(signIn.headers['set-cookie'] ?? []).map((c) => {
    const [pair] = c.split(';');
    const at = pair!.indexOf('=');
    return { name: pair!.slice(0, at), value: pair!.slice(at + 1), url: origin };
  });
}
