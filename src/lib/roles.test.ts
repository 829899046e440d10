import { describe, expect, it } from 'vitest';
import { hasRole, highestRole } from './roles';

describe('roles', () => {
  it('takes the highest of several role rows', () => {
    expect(highestRole(['editor', 'owner', 'manager'])).toBe('owner');
    expect(highestRole(['editor', 'manager'])).toBe('manager');
    expect(highestRole(['bogus'])).toBeNull();
    expect(highestRole([])).toBeNull();
  });
  it('checks a minimum role by level', () => {
    expect(hasRole('owner', 'manager')).toBe(true);
    expect(hasRole('manager', 'manager')).toBe(true);
    expect(hasRole('manager', 'editor')).toBe(true);
    expect(hasRole('editor', 'manager')).toBe(false);
    expect(hasRole('manager', 'owner')).toBe(false);
    expect(hasRole(null, 'editor')).toBe(false);
  });
  it('keeps the kitchen off the ladder: it holds no rung, and no rung holds it', () => {
    expect(hasRole('kitchen', 'editor')).toBe(false);
    expect(hasRole('kitchen', 'kitchen')).toBe(true);
    expect(hasRole('owner', 'kitchen')).toBe(false);
    expect(highestRole(['kitchen'])).toBe('kitchen');
    expect(highestRole(['kitchen', 'editor'])).toBe('editor');
  });
});
