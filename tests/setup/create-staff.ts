// Creates the end-to-end tests' staff accounts (one per role, and one without) in DATA_DIR's
// embedded database or DATABASE_URL, before the test server starts.
import path from 'node:path';
import { serverEnv } from '../../src/env';
import { createStaffAccount } from '../../src/server/auth/accounts';
import { openDatabase } from '../../src/server/db/client';
import { STAFF, STAFF_PASSWORD } from '../e2e/staff';

async function main() {
  const env = serverEnv();
  const handle = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, 'db'),
  });
  try {
    await handle.db.transaction(async (tx) => {
      for (const [role, email] of Object.entries(STAFF)) {
        await createStaffAccount(tx, {
          email,
          password: STAFF_PASSWORD,
          role: role === 'none' ? null : (role as 'owner' | 'manager' | 'editor'),
        });
      }
    });
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
