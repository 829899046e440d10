import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumLauncher } from './scripts/chromium.cjs';

const port = process.env.E2E_PORT || '3210';
// Shared with the tests, which read the outbox's .eml files from it.
export const E2E_DATA_DIR = path.join(os.tmpdir(), `saba-e2e-${port}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;
const baseURL = `http://localhost:${port}`;
const POLICY_SPEC = '**/admin-policy.spec.ts';
const PHONE_CONSOLE_SPEC = '**/admin-phone.spec.ts';
/**
 * A guest's flows, run on a phone only: ordering, sign-ups and their e-mails, an account. The steps are the same at every width; the desktop's layouts of these pages are
 * checked by the page tours (pages, home, menu, forms), which run at both widths.
 */
const PHONE_ONLY_SPECS = [
  '**/guest-account.spec.ts',
  '**/loyalty-points.spec.ts',
  '**/pickup-order.spec.ts',
  '**/order-online.spec.ts',
  '**/later-pictures.spec.ts',
  '**/campaigns.spec.ts',
  '**/opening-news.spec.ts',
  '**/signup-confirmation.spec.ts',
  '**/minimum-order.spec.ts',
  '**/start-on-touch.spec.ts',
  '**/ordering-page.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The console's tests walk through whole screens (sign in, several saves, the public page after);
  // on a busy two-core machine with two browsers some need more than half a minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL,
    // Recording a trace costs every test time; a test that fails is run again with one (CI).
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumLauncher(), args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: 'mobile',
      // Where a phone's layout changes what a visitor or staff member does: every public page, the
      // home page, the menu, the visitor forms, a table request, ordering, and signing in (the
      // console's screens have their own phone project below). Flows whose steps do not depend on the layout (the console's
      // editors, the server's messages, headers, analytics) run once, on desktop.
      testMatch: [
        '**/pages.spec.ts',
        '**/home.spec.ts',
        '**/menu.spec.ts',
        '**/forms.spec.ts',
        '**/reservations.spec.ts',
        '**/order-online.spec.ts',
        '**/pickup-order.spec.ts',
        '**/ordering-page.spec.ts',
        '**/minimum-order.spec.ts',
        '**/promo-code.spec.ts',
        '**/connect.spec.ts',
        '**/serving-times.spec.ts',
        '**/before-scripts.spec.ts',
        '**/start-on-touch.spec.ts',
        '**/later-pictures.spec.ts',
        '**/signup-confirmation.spec.ts',
        '**/opening-news.spec.ts',
        '**/campaigns.spec.ts',
        '**/guest-account.spec.ts',
        '**/loyalty-points.spec.ts',
        '**/admin-auth.spec.ts',
      ],
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        defaultBrowserType: 'chromium',
      },
    },
    {
      // The console as a manager runs it from a phone: every screen, its main action once.
      name: 'console-phone',
      testMatch: PHONE_CONSOLE_SPEC,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        defaultBrowserType: 'chromium',
      },
    },
    {
      name: 'desktop',
      testIgnore: [POLICY_SPEC, PHONE_CONSOLE_SPEC, ...PHONE_ONLY_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Owners' sign-in rules bind every account: their test runs alone, once the others are done.
      name: 'sign-in-rules',
      testMatch: POLICY_SPEC,
      dependencies: ['mobile', 'desktop', 'console-phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node scripts/serve-test.mjs',
    url: `${baseURL}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
