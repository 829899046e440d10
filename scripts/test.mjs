// `npm test`: lint, typecheck, unit + integration tests (Vitest), then end-to-end tests
// (Playwright in Chromium against a production build) and system tests (the built server as
// real processes: a fresh clone's first start, security, several instances). Ends with one
// summary line.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import chromiumHelper from './chromium.cjs';

const { findChromium } = chromiumHelper;
const bin = (name) => path.join('node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
fs.mkdirSync('reports', { recursive: true });
// A step that does not run must not leave the last run's figures in the summary.
for (const report of ['vitest.json', 'e2e.json', 'system.json']) {
  fs.rmSync(path.join('reports', report), { force: true });
}

const timings = [];

function step(title, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${title}: ${seconds}s${result.status === 0 ? '' : ' (failed)'}`);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    return false;
  }
  console.log(`✔ ${title} (${seconds}s)`);
  return true;
}

/** Steps one after another, their output held and printed as each ends; true when all passed. */
async function quietSteps(steps) {
  let passed = true;
  for (const [title, command, args] of steps) {
    const started = Date.now();
    const output = [];
    const child = spawn(command, args, { env });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const status = await new Promise((resolve) => child.on('close', resolve));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    timings.push(`${title}: ${seconds}s${status === 0 ? '' : ' (failed)'}`);
    console.log(`\n▶ ${title}`);
    process.stdout.write(Buffer.concat(output));
    if (status === 0) {
      console.log(`✔ ${title} (${seconds}s)`);
    } else {
      console.error(`✖ ${title} failed after ${seconds}s`);
      passed = false;
    }
  }
  return passed;
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log("No Chromium found: installing Debian's package (apt-get install -y chromium)…");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    return findChromium();
  }
  return undefined;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function failedVitest(report) {
  const names = [];
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        names.push(`${path.relative(process.cwd(), file.name)}: ${test.fullName}`);
    }
  }
  return names;
}

function failedE2e(report) {
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          names.push(`${spec.file} [${test.projectName}]: ${[...trail, spec.title].join(' › ')}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return names;
}

// The project runs on the Node it installs (package.json "node"), whatever the machine has.
const major = Number(process.versions.node.split('.')[0]);
console.log(`Node ${process.version} (${process.execPath})`);
if (major !== 24) {
  console.error(
    `✖ npm test runs on Node 24 (the project's own, from npm install); this is ${process.version}.`,
  );
  process.exit(1);
}

// The static checks are each one process on one core: two lanes at once, each printed whole
// when it ends.
const lanes = await Promise.all([
  quietSteps([
    ['Lint', bin('eslint'), ['--max-warnings=0', '.']],
    ['Import circles (dependency-cruiser)', bin('depcruise'), ['src', '--output-type', 'err']],
  ]),
  quietSteps([
    ['Typecheck', bin('tsc'), ['--noEmit']],
    ['Formatting (Prettier)', bin('prettier'), ['--check', '--log-level=warn', '.']],
  ]),
]);
let ok = lanes.every(Boolean);
ok =
  step('Unit and integration tests (Vitest)', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/vitest.json',
  ]) && ok;

const chromium = ensureChromium();
if (!chromium) {
  console.error(
    '✖ End-to-end tests need Chromium: install it (Debian: `sudo apt-get install -y chromium`) or set CHROME_PATH.',
  );
  ok = false;
} else {
  env.CHROME_PATH = chromium;
  ok = step('Production build', bin('next'), ['build']) && ok;
  ok = step('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test']) && ok;
}
ok =
  step('System tests (server processes)', bin('vitest'), [
    'run',
    '--config',
    'vitest.system.config.mts',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/system.json',
  ]) && ok;

const vitest = readJson('reports/vitest.json');
const system = readJson('reports/system.json');
const e2e = readJson('reports/e2e.json');
const sum = (key) => (vitest?.[key] ?? 0) + (system?.[key] ?? 0);
const passed = sum('numPassedTests') + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = sum('numFailedTests') + (e2e?.stats?.unexpected ?? 0);
const skipped = sum('numPendingTests') + (e2e?.stats?.skipped ?? 0);
// The end of the output is what a CI log shows first: each stage's time, then what failed by name.
console.log(`\n${timings.join('\n')}`);
for (const name of [...failedVitest(vitest), ...failedVitest(system), ...failedE2e(e2e)]) {
  console.log(`✖ ${name}`);
}
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
