// Finds a Chromium for tests, screenshots and Lighthouse: CHROME_PATH, Debian's, or Playwright's.
const fs = require('node:fs');

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

module.exports = { CHROMIUM_FLAGS, findChromium };
