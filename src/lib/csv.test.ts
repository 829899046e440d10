import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV export', () => {
  it('starts with a BOM, quotes what needs it, keeps Arabic, defuses formulas', () => {
    const csv = toCsv(
      ['email', 'note'],
      [
        ['amal@example.com', 'مرحبا, "أهلاً"'],
        ['x@example.com', '=SUM(A1)'],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'email,note',
      'amal@example.com,"مرحبا, ""أهلاً"""',
      "x@example.com,'=SUM(A1)",
      '',
    ]);
  });
});
