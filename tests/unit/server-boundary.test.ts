import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

describe('server boundary', () => {
  it("fences every module under src/server with import 'server-only'", () => {
    const unfenced = files(path.join(process.cwd(), 'src', 'server'))
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
        /^import (?!type )[^;]*from '@\/server\/(?![\w/-]*actions')/m.test(
          fs.readFileSync(f, 'utf8'),
        ),
      )
      .map((f) => path.relative(process.cwd(), f));
    expect(offenders).toEqual([]);
  });
});
