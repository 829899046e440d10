// Finds a Chromium for tests, screenshots and Lighthouse: CHROME_PATH, Debian's, or Playwright's;
// and starts it through a launcher that keeps the browser's own background pages out of the way.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Browser features turned off in every run. Chromium 15x loads the address bar's suggestion
 * popup (chrome://omnibox-popup.top-chrome, with its AI Mode app) in a renderer of its own for
 * each new window, headless too: measured, 300-800 ms of CPU a page while the page under test
 * loads, which on a two-core machine took the page's renderer off the CPU for as long (its tasks
 * ran at 30-40% of their wall time; Lighthouse multiplies that wall time by its slowdown).
 * Puppeteer turns the same two off by default.
 */
const QUIET_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].filter(Boolean);
  for (const candidate of candidates) if (fs.existsSync(candidate)) return candidate;
  try {
    const { chromium } = require('playwright-core');
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return own;
  } catch {
    // playwright-core not resolvable, or no browser of its own downloaded
  }
  return undefined;
}

/**
 * The launcher of `findChromium()`'s browser: a shell script (in the temporary directory, one per
 * browser path) that gives Chromium one `--disable-features` holding QUIET_FEATURES and every
 * list its callers passed. Chromium keeps only the last of a repeated switch, so a second list
 * (Playwright and chrome-launcher pass their own) would silently drop the first.
 */
function chromiumLauncher() {
  const browser = findChromium();
  if (!browser) return undefined;
  const script = [
    '#!/bin/sh',
    `disabled='${QUIET_FEATURES.join(',')}'`,
    'for arg do',
    '  shift',
    '  case "$arg" in',
    '    --disable-features=*) disabled="$disabled,${arg#--disable-features=}" ;;',
    '    *) set -- "$@" "$arg" ;;',
    '  esac',
    'done',
    `exec '${browser.replaceAll("'", "'\\''")}' "$@" "--disable-features=$disabled"`,
    '',
  ].join('\n');
  const hash = crypto.createHash('sha256').update(script).digest('hex').slice(0, 12);
  const file = path.join(os.tmpdir(), `saba-chromium-${hash}.sh`);
  if (!fs.existsSync(file)) {
    // Written aside and renamed: workers starting together never run a half-written file.
    const aside = `${file}.${process.pid}`;
    fs.writeFileSync(aside, script, { mode: 0o755 });
    fs.renameSync(aside, file);
  }
  return file;
}

module.exports = { CHROMIUM_FLAGS, QUIET_FEATURES, findChromium, chromiumLauncher };
