import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The map in docs/architecture.md, held to the code: what it promises, checked here. */
const SRC = path.join(process.cwd(), 'src');
const MAP = fs.readFileSync(path.join(process.cwd(), 'docs', 'architecture.md'), 'utf8');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

const serverFolders = fs
  .readdirSync(path.join(SRC, 'server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const features = fs
  .readdirSync(path.join(SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What a feature's home may hold: its parts (folders) and its entries (files). */
const FEATURE_PARTS = ['console', 'rules', 'schemas', 'server', 'site'];
const FEATURE_ENTRIES = ['actions.ts', 'index.ts', 'jobs.ts', 'server.ts'];

describe('docs/architecture.md', () => {
  it('names every folder under src/server', () => {
    const unnamed = serverFolders.filter((folder) => !MAP.includes(`${folder}/`));
    expect(unnamed).toEqual([]);
  });

  it('names every feature under src/features, and the linter orders each one', () => {
    const config = fs.readFileSync(path.join(process.cwd(), 'eslint.config.mjs'), 'utf8');
    const listed = /const FEATURES = \[([^\]]*)\]/.exec(config)![1]!.match(/'[\w-]+'/g)!;
    expect(features.filter((feature) => !MAP.includes(`features/${feature}/`))).toEqual([]);
    expect(listed.map((name) => name.slice(1, -1)).sort()).toEqual([...features].sort());
  });

  it('keeps a feature to its parts and its entries', () => {
    const stray = features.flatMap((feature) =>
      fs
        .readdirSync(path.join(SRC, 'features', feature), { withFileTypes: true })
        .filter((entry) =>
          entry.isDirectory()
            ? !FEATURE_PARTS.includes(entry.name)
            : !FEATURE_ENTRIES.includes(entry.name),
        )
        .map((entry) => `${feature}/${entry.name}`),
    );
    expect(stray).toEqual([]);
  });

  it("has one 'use server' file, server/browser-actions.ts: the browser's whole surface", () => {
    const serverFunctionFiles = files(SRC)
      .filter((f) => /\.tsx?$/.test(f))
      .filter((f) => /^\s*['"]use server['"]/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(SRC, f));
    expect(serverFunctionFiles).toEqual([path.join('server', 'browser-actions.ts')]);
  });

  it('keeps one naming scheme in the domains: queries, mutations, actions', () => {
    const oldNames = serverFolders
      .flatMap((folder) => files(path.join(SRC, 'server', folder)))
      .map((f) => path.relative(path.join(SRC, 'server'), f))
      .filter((f) => /(?:^|\/)(?:commands|admin-[\w-]+|[\w-]+-commands)\.tsx?$/.test(f));
    expect(oldNames).toEqual([]);
  });

  it('links the app and the front server through one module only (src/http/app-link.mts)', () => {
    const linked = files(path.join(process.cwd(), 'src'))
      .filter((file) => /\.(m?ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /Symbol\.for\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(process.cwd(), file));
    expect(linked).toEqual(['src/http/app-link.mts']);
  });

  it('keeps every source file under 320 lines (seed data aside): a longer one is two modules', () => {
    const long = [...files(SRC), path.join(process.cwd(), 'server.mts')]
      .filter((file) => /\.(m?ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !file.endsWith(path.join('server', 'db', 'seed-data.ts')))
      .map((file) => ({ file, lines: fs.readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > 320)
      .map(({ file, lines }) => `${path.relative(process.cwd(), file)}: ${lines}`);
    expect(long).toEqual([]);
  });

  it('has no two homes (server domains, features) importing each other both ways', () => {
    // A home: a folder under src/server, or a feature under src/features.
    const homes = [
      ...serverFolders.map((folder) => path.join('server', folder)),
      ...features.map((feature) => path.join('features', feature)),
    ];
    const homeOf = (file: string) => {
      const relative = path.relative(SRC, file);
      return homes.find((home) => relative.startsWith(home + path.sep));
    };
    const importsOf = new Map<string, Set<string>>();
    for (const home of homes) {
      const targets = new Set<string>();
      for (const file of files(path.join(SRC, home))) {
        if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
        for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)) {
          const target = spec!.startsWith('@/')
            ? path.join(SRC, spec!.slice(2))
            : spec!.startsWith('.')
              ? path.resolve(path.dirname(file), spec!)
              : null;
          const other = target && homeOf(path.join(target, 'x'));
          if (other && other !== home) targets.add(other);
        }
      }
      importsOf.set(home, targets);
    }
    const pairs = homes.flatMap((a) =>
      [...importsOf.get(a)!]
        .filter((b) => a < b && importsOf.get(b)!.has(a))
        .map((b) => `${a} ↔ ${b}`),
    );
    expect(importsOf.get(path.join('features', 'ordering'))!.size).toBeGreaterThan(3);
    expect(pairs).toEqual([]);
  });
});
