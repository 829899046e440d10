import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FRAMEWORK_INERT_COMPONENTS,
  isFrameworkCall,
  isFrameworkInert,
  NEXT_CHECKED_VERSION,
  readClientModules,
} from './next-surface.mts';

/**
 * The front's contact with Next's private output is one file (next-surface.mts). The patterns
 * themselves are run against a real build by tests/system/next-surface.test.ts.
 */

/** What names Next's private output in code (comments aside). */
const PRIVATE_MARKERS: readonly [string, RegExp][] = [
  ['a path under /_next/', /_next\b/],
  ['the build folder', /['"`]\.next['"`/]/],
  ['the flight or error shell', /__next/],
  ["Turbopack's runtime", /TURBOPACK/],
  [
    'a header of Next',
    /['"`](?:rsc|next-action|next-router-[\w-]+|x-nextjs-[\w-]+|x-next-[\w-]+|x-middleware-[\w-]+)['"`]/i,
  ],
  ['a header read as a property', /headers\.rsc\b/],
  [
    "the framework's component names",
    /['"`](?:OutletBoundary|ViewportBoundary|MetadataBoundary|IconMark)['"`]/,
  ],
  ['the client reference manifest', /__RSC_MANIFEST|client-reference-manifest/],
  ['a data hand-off', /\.push\(\[0\]\)|self\.__/],
];

/** A module's code with its comments taken out (block, line and JSDoc). */
function codeOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function frontModules(): string[] {
  const dir = path.join('src', 'http');
  return [
    'server.mts',
    ...fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.mts') && name !== 'next-surface.mts')
      .map((name) => path.join(dir, name)),
  ];
}

describe("Next's private surface", () => {
  it('was checked against the Next version installed', () => {
    const installed = JSON.parse(
      fs.readFileSync(path.join('node_modules', 'next', 'package.json'), 'utf8'),
    ) as { version: string };
    const declared = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // A new Next means reading every pattern of next-surface.mts against its output again (run
    // the system test), then changing NEXT_CHECKED_VERSION.
    expect(installed.version).toBe(NEXT_CHECKED_VERSION);
    expect(declared.dependencies.next).toBe(NEXT_CHECKED_VERSION);
  });

  it('is named by no other module of the front', () => {
    const found: string[] = [];
    for (const file of frontModules()) {
      const code = codeOf(fs.readFileSync(file, 'utf8'));
      for (const [what, marker] of PRIVATE_MARKERS) {
        if (marker.test(code)) found.push(`${file}: ${what} (${marker.exec(code)![0]})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('would find a marker where one is written (the check above can fail)', () => {
    const samples = [
      "if (req.headers['next-action']) return;",
      "const dir = path.join('.next', 'static');",
      'html.includes(\'<html id="__next_error__"\')',
      'const isPayload = req.headers.rsc !== undefined;',
      "new Set(['OutletBoundary'])",
    ];
    for (const sample of samples) {
      expect(
        PRIVATE_MARKERS.some(([, marker]) => marker.test(codeOf(sample))),
        sample,
      ).toBe(true);
    }
    expect(PRIVATE_MARKERS.some(([, marker]) => marker.test(codeOf('// reads _next/static')))).toBe(
      false,
    );
  });

  it("tells Next's own calls from pages", () => {
    expect(isFrameworkCall({ rsc: '1' })).toBe(true);
    expect(isFrameworkCall({ 'next-action': 'abc' })).toBe(true);
    expect(isFrameworkCall({ accept: 'text/html' })).toBe(false);
  });

  it('counts a framework component as inert only from its own module', () => {
    const [layoutRouter] = FRAMEWORK_INERT_COMPONENTS;
    expect(isFrameworkInert(`node_modules/${layoutRouter!.module}`, 'default')).toBe(true);
    expect(isFrameworkInert('src/app/admin/error.tsx', 'default')).toBe(false);
    expect(isFrameworkInert(undefined, 'default')).toBe(false);
    expect(isFrameworkInert(`node_modules/${layoutRouter!.module}`, 'OutletBoundary')).toBe(false);
  });

  it("reads a build's client reference manifests (none where there is no build)", () => {
    const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'manifest-'));
    try {
      fs.mkdirSync(path.join(dir, 'page'), { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'page', 'page_client-reference-manifest.js'),
        'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
          'globalThis.__RSC_MANIFEST["/page"] = {"clientModules":{' +
          '"[project]/node_modules/next/dist/esm/client/components/layout-router.js":{"id":339756,"name":"*"},' +
          '"[project]/src/components/site/site-nav-list.tsx#SiteNavList":{"id":"998328","name":"SiteNavList"}}};',
      );
      fs.writeFileSync(path.join(dir, 'broken_client-reference-manifest.js'), 'throw new Error()');
      const modules = readClientModules(dir);
      expect(modules('339756')).toBe(
        'node_modules/next/dist/esm/client/components/layout-router.js',
      );
      expect(modules('998328')).toBe('src/components/site/site-nav-list.tsx');
      expect(modules('1')).toBeUndefined();
      expect(readClientModules(path.join(dir, 'missing'))('339756')).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
