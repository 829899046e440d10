import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';

describe('runtime', () => {
  it('the tests run on Node 24, the version package.json installs', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
    expect(pkg.dependencies.node.split('.')[0]).toBe('24');
    expect(pkg.engines.node).toMatch(/^>=24\./);
  });
});
