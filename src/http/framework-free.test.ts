import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clientComponentNames,
  needsNoFramework,
  OWN_INERT_COMPONENTS,
  withoutFramework,
} from './framework-free.mts';
import type { ClientModules } from './next-surface.mts';

/**
 * A public page as Next 16 writes it (shortened from `/privacy`): its chunks in the head, the
 * flight handed over in inline scripts, one per chunk of the stream, each a JSON array.
 */
const flightScript = (nonce: string, chunk: unknown) =>
  `<script nonce="${nonce}">self.__next_f.push(${JSON.stringify(chunk)})</script>`;

const PRIVACY_ROWS = [
  '1:"$Sreact.fragment"',
  '2:"/_next/static/chunks/421c_el12128q.js"',
  '3:I[339756,["$2"],"default"]',
  'd:I[897367,["$2"],"OutletBoundary"]',
  '10:"ViewportBoundary"',
  '11:I[897367,["$2"],"$10"]',
  '1b:I[88708,["$2","$18"],"HydrationMark"]',
  '20:I[998328,["$2","$18","$1d"],"SiteNavList"]',
  '21:I[144844,["$2","$18","$1d"],"LanguageToggle"]',
  '6:["$","html",null,{"lang":"en","children":["$","main",null,{"children":"Privacy"}]}]',
];

function page(rows: string[], { nonce = 'Qp75vvaW', chunks = 2 } = {}) {
  const text = `${rows.join('\n')}\n`;
  // The stream cuts its text anywhere, also inside a row.
  const size = Math.ceil(text.length / chunks);
  const parts = Array.from({ length: chunks }, (_, i) => text.slice(i * size, (i + 1) * size));
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="/_next/static/chunks/main.js"/>` +
    `<script src="/_next/static/chunks/one.js" async="" nonce="${nonce}"></script>` +
    '<title>Privacy</title>' +
    `<script src="/_next/static/chunks/legacy.js" noModule="" nonce="${nonce}"></script></head>` +
    '<body><main>Privacy</main>' +
    `<script nonce="${nonce}" id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});</script>` +
    `<script src="/_next/static/chunks/main.js" async="" nonce="${nonce}"></script>` +
    `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>` +
    parts.map((part) => flightScript(nonce, [1, part])).join('') +
    '<script type="application/ld+json">{"@type":"WebPage"}</script></body></html>'
  );
}

describe('clientComponentNames', () => {
  it("reads every client component's export name, also one the flight wrote once and refers to", () => {
    expect(clientComponentNames(page(PRIVACY_ROWS, { chunks: 3 }))).toEqual([
      'default',
      'OutletBoundary',
      'ViewportBoundary',
      'HydrationMark',
      'SiteNavList',
      'LanguageToggle',
    ]);
  });

  it('reads nothing where the page has no flight, or one it cannot read whole', () => {
    expect(clientComponentNames('<html><body><main>404</main></body></html>')).toBeNull();
    expect(clientComponentNames(page([...PRIVACY_ROWS, '2a:I[523632,["$2"],"$99"]']))).toBeNull();
    expect(clientComponentNames(page([...PRIVACY_ROWS, '2b:I[523632,["$2"]']))).toBeNull();
    // A binary part of the stream: not a page of ours as we know them.
    const binary = page(PRIVACY_ROWS).replace(
      '</body>',
      `${flightScript('Qp75vvaW', [3, 'AAAA'])}</body>`,
    );
    expect(clientComponentNames(binary)).toBeNull();
  });
});

/** The build's manifest for the modules the rows name (ids as a build of Next 16.4 gave them). */
const SOURCES = new Map([
  ['339756', 'node_modules/next/dist/esm/client/components/layout-router.js'],
  ['897367', 'node_modules/next/dist/esm/lib/framework/boundary-components.js'],
  ['88708', 'src/components/ui/hydration-mark.tsx'],
  ['998328', 'src/components/site/site-nav-list.tsx'],
  ['144844', 'src/components/site/language-toggle.tsx'],
  ['1', 'src/features/menu/site/menu-browser.tsx'],
  ['2', 'src/app/admin/error.tsx'],
  ['3', 'node_modules/next/dist/esm/client/components/client-page.js'],
]);
const modules: ClientModules = (id) => SOURCES.get(id);

describe('withoutFramework', () => {
  it('sends a page whose only client components are inert as its document alone', () => {
    expect(needsNoFramework(page(PRIVACY_ROWS), modules)).toBe(true);
    expect(withoutFramework(page(PRIVACY_ROWS), modules)).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
        '<title>Privacy</title></head>' +
        '<body><main>Privacy</main>' +
        '<script type="application/ld+json">{"@type":"WebPage"}</script></body></html>',
    );
  });

  it('keeps the framework where one component is not inert', () => {
    for (const name of ['MenuBrowser', 'ContactForm', 'MobileMenu', 'ClientPageRoot']) {
      const rows = [...PRIVACY_ROWS, `2c:I[1,["$2"],"${name}"]`];
      expect(needsNoFramework(page(rows), modules), name).toBe(false);
      expect(withoutFramework(page(rows), modules), name).toBeNull();
    }
  });

  it('keeps it where nothing can be read, or nothing is named', () => {
    expect(withoutFramework(page(['6:["$","main",null,{}]']), modules)).toBeNull();
    expect(withoutFramework('<html><body>nothing</body></html>', modules)).toBeNull();
  });

  it('counts a component as inert only by its module: a generic name from another keeps the framework', () => {
    // `default` of the console's error file, or of a module the manifest does not know.
    for (const id of ['2', '424242']) {
      const rows = [...PRIVACY_ROWS, `2d:I[${id},["$2"],"default"]`];
      expect(needsNoFramework(page(rows), modules), id).toBe(false);
    }
    // An inert name exported by a module other than the one listed.
    const moved = [...PRIVACY_ROWS, '2e:I[1,["$2"],"SiteNavList"]'];
    expect(needsNoFramework(page(moved), modules)).toBe(false);
    // Without a build's manifest (no module known), every page keeps its framework.
    expect(needsNoFramework(page(PRIVACY_ROWS), () => undefined)).toBe(false);
  });
});

/** The modules of ours that the browser runs: each `'use client'` file under src. */
function clientModules(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        if (/^['"]use client['"];/.test(text))
          found.push({ file: path.relative('src', full), text });
      }
    }
  };
  walk('src');
  return found;
}

describe('what the names say (the inert list reads client components by their export names)', () => {
  const modules = clientModules();
  const exporting = (name: string) =>
    modules.filter(({ text }) =>
      new RegExp(`export (?:function|const|class) ${name}\\b|export \\{[^}]*\\b${name}\\b`).test(
        text,
      ),
    );

  it("has only error files among our client modules with a default export (the framework's name)", () => {
    const withDefault = modules.filter(({ text }) => /export default\b/.test(text));
    expect(withDefault.map(({ file }) => file).sort()).toEqual([
      'app/[locale]/error.tsx',
      'app/admin/error.tsx',
      'app/global-error.tsx',
    ]);
  });

  it('lists each inert component of ours by the module that exports it', () => {
    for (const { module, name } of OWN_INERT_COMPONENTS) {
      if (module.startsWith('node_modules/')) {
        expect(fs.existsSync(module), module).toBe(true);
        continue;
      }
      const file = module.replace(/^src\//, '');
      const text = modules.find((m) => m.file === file)?.text ?? '';
      expect(text, module).not.toBe('');
      const exported =
        name === 'default'
          ? /export default\b/
          : new RegExp(`export (?:function|const) ${name}\\b`);
      expect(text, module).toMatch(exported);
    }
  });

  it("names each inert component of ours in one client module, and none with the framework's names", () => {
    for (const name of ['SiteNavList', 'LanguageToggle', 'HydrationMark']) {
      expect(
        exporting(name).map(({ file }) => file),
        name,
      ).toHaveLength(1);
    }
    for (const name of ['OutletBoundary', 'ViewportBoundary', 'MetadataBoundary', 'IconMark']) {
      expect(exporting(name), name).toEqual([]);
    }
  });

  it('keeps the header components the list names without behaviour of their own', () => {
    for (const name of ['SiteNavList', 'LanguageToggle']) {
      const [module] = exporting(name);
      expect(module!.text, name).not.toMatch(/\buse(?:Effect|LayoutEffect|State|Reducer)\b/);
      expect(module!.text, name).not.toMatch(/\son[A-Z]\w*=/);
    }
  });
});
