import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

/** Each feature's server code: its server/ folder and its server-side entries. */
function featureServerFiles(): string[] {
  const root = path.join(process.cwd(), 'src', 'features');
  return fs.readdirSync(root).flatMap((feature) => {
    const home = path.join(root, feature);
    const folder = path.join(home, 'server');
    return [
      ...(fs.existsSync(folder) ? files(folder) : []),
      ...['actions.ts', 'server.ts', 'jobs.ts']
        .map((f) => path.join(home, f))
        .filter((f) => fs.existsSync(f)),
    ];
  });
}

describe('server boundary', () => {
  it("fences every server module (src/server, a feature's server/ and its server entries) with import 'server-only'", () => {
    const unfenced = [...files(path.join(process.cwd(), 'src', 'server')), ...featureServerFiles()]
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .filter(
        (f) => !/^(?:'use server';\s*)?import 'server-only';/.test(fs.readFileSync(f, 'utf8')),
      )
      .map((f) => path.relative(process.cwd(), f));
    expect(unfenced).toEqual([]);
  });

  it('keeps client components away from server modules', () => {
    const offenders = files(path.join(process.cwd(), 'src'))
      .filter((f) => /\.tsx?$/.test(f))
      .filter((f) => /^['"]use client['"]/.test(fs.readFileSync(f, 'utf8')))
      // Allowed: server actions ('use server' modules) and type-only imports.
      .filter((f) =>
        /^import (?!type )[^;]*from '(?:@\/server\/(?![\w/-]*actions')|@\/features\/[\w-]+\/(?:server|jobs)\b|(?:\.\.?\/)+(?:server|jobs)\b)/m.test(
          fs.readFileSync(f, 'utf8'),
        ),
      )
      .map((f) => path.relative(process.cwd(), f));
    expect(offenders).toEqual([]);
  });
});
