// The production server for end-to-end tests: a fresh embedded database in a temporary folder
// (or TEST_DATABASE_URL's server when E2E_DATABASE_URL is given), on E2E_PORT.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearPageCache } from './lib/prod-server.mjs';

// E2E_DATA_DIR lets the tests read what the server wrote (the .eml files of the mail outbox).
const dataDir = process.env.E2E_DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'saba-e2e-'));
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const port = process.env.E2E_PORT || '3210';
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  SITE_URL: `http://localhost:${port}`,
  OUTBOX_INTERVAL_MS: '500',
  ANALYTICS_INTERVAL_MS: '1000',
  // The unaccepted-order e-mail's test waits for a round after the one-minute limit, then one more.
  ORDER_ALERT_ROUND_MS: '3000',
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  // The browser plays a trusted proxy: each test sends its own X-Forwarded-For, so that rate
  // limits are per test. (The default, no trusted proxy, is tested in tests/system.)
  TRUSTED_PROXY_HOPS: '1',
};
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
else delete env.DATABASE_URL;

// Staff accounts for the admin tests; no other way in exists (no default password).
const staff = spawnSync(
  path.join('node_modules', '.bin', 'tsx'),
  ['--conditions=react-server', 'tests/setup/create-staff.ts'],
  { stdio: 'inherit', env },
);
if (staff.status !== 0) process.exit(staff.status ?? 1);

// Card payments through a Stripe stand-in on this machine: its "hosted" page's Pay button delivers
// the signed webhook to this server, as Stripe does.
const { startFakeStripe } = await import('../tests/setup/fake-stripe.ts');
// Stripe Connect too: a restaurant an owner connects is paid into its own (stand-in) account.
const webhook = `http://localhost:${port}/api/payments/stripe`;
const stripe = await startFakeStripe({ webhookTo: webhook, connectWebhookTo: webhook });
Object.assign(env, {
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_CONNECT_WEBHOOK_SECRET: stripe.connectWebhookSecret,
  STRIPE_API_URL: stripe.url,
});

clearPageCache();
env.PORT = port;
const server = spawn(process.execPath, ['server.mts'], { stdio: 'inherit', env });
const stop = () => {
  server.kill('SIGTERM');
  void stripe.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
