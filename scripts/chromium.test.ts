import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import chromiumHelper from './chromium.cjs';

const saved = process.env.CHROME_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.CHROME_PATH;
  else process.env.CHROME_PATH = saved;
});

/** A stand-in browser that prints each argument it was given on a line of its own. */
function echoBrowser() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saba-echo's browser-"));
  const file = path.join(dir, 'chromium');
  fs.writeFileSync(file, '#!/bin/sh\nfor arg do printf "%s\\n" "$arg"; done\n', { mode: 0o755 });
  return file;
}

describe('the Chromium launcher (tests, screenshots, Lighthouse)', () => {
  it('passes one --disable-features with the quiet features and every list it was given', () => {
    process.env.CHROME_PATH = echoBrowser();
    const launcher = chromiumHelper.chromiumLauncher()!;
    const args = execFileSync(launcher, [
      '--headless',
      '--disable-features=PaintHolding,MediaRouter',
      '--blink-settings=a b',
      '--disable-features=Translate',
      'about:blank',
    ])
      .toString()
      .trimEnd()
      .split('\n');
    expect(args).toEqual([
      '--headless',
      '--blink-settings=a b',
      'about:blank',
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,PaintHolding,MediaRouter,Translate',
    ]);
  });

  it('starts the browser it found, also at a path with a quote and a space', () => {
    const browser = echoBrowser();
    process.env.CHROME_PATH = browser;
    const launcher = chromiumHelper.chromiumLauncher()!;
    expect(fs.readFileSync(launcher, 'utf8')).toContain("saba-echo'\\''s browser-");
    expect(execFileSync(launcher, ['--x']).toString()).toBe(
      '--x\n--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup\n',
    );
  });
});
