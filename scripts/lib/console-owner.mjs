// The measuring scripts' way into the console: an owner account made before the server starts
// (scripts/bench-fixture.ts, in the measured server's data folder), and its session cookie.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The fixture's owner (a measuring account on a throwaway database, never a real one). */
export const BENCH_OWNER = {
  email: 'bench-owner@bench.test',
  password: 'bench-owner-saffron-lantern',
};

/**
 * Prepares `dataDir` before the server starts: the demo content and the owner; with `bulk`, also
 * 5,000 menu items and 10,000 media rows (the admin benchmark's lists); with `guest`, instead a
 * signed-in guest whose session token is in `dataDir/guest-token` (the account pages).
 */
export function loadConsoleFixture(dataDir, { bulk = true, guest = false } = {}) {
  const mode = guest ? ['--guest'] : bulk ? [] : ['--owner-only'];
  const result = spawnSync(
    path.join('node_modules', '.bin', 'tsx'),
    ['--conditions=react-server', 'scripts/bench-fixture.ts', ...mode],
    { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } },
  );
  if (result.status !== 0) throw new Error('console fixture failed');
}

/** Signs the fixture's owner in; returns the Cookie header of the session. */
export async function signInOwner(url) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(BENCH_OWNER),
  });
  if (!response.ok) throw new Error(`owner sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
