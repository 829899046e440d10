import { describe, expect, it } from 'vitest';
import { asCents } from '@/lib/money';
import { tipOfChoice, type TipChoice } from './tip-choice';

describe('a tip as the guest chose it at checkout', () => {
  // On a $15.98 subtotal: the choice -> the tip sent, or the message shown (written out).
  const SUBTOTAL = asCents(1598);
  const T = 'pickup.errors.';
  const TABLE: [TipChoice, object][] = [
    [{ kind: 'none' }, { ok: true, tip: { kind: 'none' } }],
    [
      { kind: 'percent', percent: 15 },
      { ok: true, tip: { kind: 'percent', percent: 15 } },
    ],
    [
      { kind: 'amount', text: '5' },
      { ok: true, tip: { kind: 'amount', amount: 500 } },
    ],
    [
      { kind: 'amount', text: ' $4.50 ' },
      { ok: true, tip: { kind: 'amount', amount: 450 } },
    ],
    [
      { kind: 'amount', text: '0' },
      { ok: true, tip: { kind: 'amount', amount: 0 } },
    ],
    [
      { kind: 'amount', text: '15.98' },
      { ok: true, tip: { kind: 'amount', amount: 1598 } },
    ],
    [
      { kind: 'amount', text: '' },
      { ok: false, message: `${T}tipInvalid` },
    ],
    [
      { kind: 'amount', text: 'five' },
      { ok: false, message: `${T}tipInvalid` },
    ],
    [
      { kind: 'amount', text: '4.505' },
      { ok: false, message: `${T}tipInvalid` },
    ],
    [
      { kind: 'amount', text: '-1' },
      { ok: false, message: `${T}tipNegative` },
    ],
    [
      { kind: 'amount', text: '15.99' },
      { ok: false, message: `${T}tipTooLarge` },
    ],
    [
      { kind: 'percent', percent: 101 },
      { ok: false, message: `${T}tipTooLarge` },
    ],
  ];
  it.each(TABLE)('%j', (choice, expected) => {
    expect(tipOfChoice(choice, SUBTOTAL)).toEqual(expected);
  });

  it('is never over $500, whatever the order', () => {
    expect(tipOfChoice({ kind: 'amount', text: '500.01' }, asCents(900_00))).toEqual({
      ok: false,
      message: `${T}tipTooLarge`,
    });
    expect(tipOfChoice({ kind: 'amount', text: '500' }, asCents(900_00)).ok).toBe(true);
  });
});
