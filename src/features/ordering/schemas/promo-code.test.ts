import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/form-data';
import { promoCodeFormSchema } from './promo-code';

/** A code as the console's dialog posts it: 10% off, everywhere, no limits. */
const base = {
  code: 'save10',
  kind: 'percent',
  percentOff: '10',
  everyLocation: 'on',
  active: 'on',
};
const RESTAURANT = '0b8a7c52-3f1e-4d5a-9c6b-2e7f8a9b0c1d';

function errorsOf(change: Record<string, unknown>) {
  const parsed = promoCodeFormSchema.safeParse({ ...base, ...change });
  return parsed.success ? null : fieldErrorsOf(parsed.error.issues);
}

describe('promo code form', () => {
  it('keeps a code in capitals without spaces, and only the chosen kind of discount', () => {
    expect(
      promoCodeFormSchema.parse({ ...base, code: ' Summer 25 ', amountOff: '5', validFrom: '' }),
    ).toEqual({
      code: 'SUMMER25',
      kind: 'percent',
      percentOff: 10,
      amountOff: null,
      minSubtotal: null,
      validFrom: null,
      validUntil: null,
      everyLocation: true,
      locationIds: [],
      maxUses: null,
      usesPerGuest: null,
      firstOrderOnly: false,
      active: true,
    });
    expect(
      promoCodeFormSchema.parse({
        ...base,
        kind: 'amount',
        amountOff: '$4.50',
        minSubtotal: '30',
        validFrom: '2027-06-01T11:00',
        validUntil: '2027-06-30T22:00:00',
        everyLocation: '',
        locationIds: [RESTAURANT, RESTAURANT],
        maxUses: '100',
        usesPerGuest: '1',
        firstOrderOnly: 'on',
      }),
    ).toMatchObject({
      kind: 'amount',
      percentOff: null,
      amountOff: 450,
      minSubtotal: 3000,
      validFrom: '2027-06-01T11:00',
      validUntil: '2027-06-30T22:00',
      everyLocation: false,
      locationIds: [RESTAURANT],
      maxUses: 100,
      usesPerGuest: 1,
      firstOrderOnly: true,
    });
  });

  it('names the field of each mistake', () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ code: '' }, { code: 'admin.promoCodes.codeRequired' }],
      [{ code: 'AB' }, { code: 'admin.promoCodes.codeFormat' }],
      [{ code: 'TEN%OFF' }, { code: 'admin.promoCodes.codeFormat' }],
      [{ code: 'A'.repeat(25) }, { code: 'admin.promoCodes.codeFormat' }],
      [{ kind: 'free' }, { kind: 'admin.promoCodes.kindRequired' }],
      [{ percentOff: '' }, { percentOff: 'admin.promoCodes.percentInvalid' }],
      [{ percentOff: '0' }, { percentOff: 'admin.promoCodes.percentInvalid' }],
      [{ percentOff: '101' }, { percentOff: 'admin.promoCodes.percentInvalid' }],
      [{ percentOff: '12.5' }, { percentOff: 'admin.promoCodes.percentInvalid' }],
      [{ kind: 'amount', amountOff: '' }, { amountOff: 'admin.promoCodes.amountInvalid' }],
      [{ kind: 'amount', amountOff: '-5' }, { amountOff: 'admin.promoCodes.amountInvalid' }],
      [{ kind: 'amount', amountOff: '1000.01' }, { amountOff: 'admin.promoCodes.amountInvalid' }],
      [{ kind: 'amount', amountOff: '4.555' }, { amountOff: 'admin.promoCodes.amountInvalid' }],
      [{ minSubtotal: 'thirty' }, { minSubtotal: 'admin.promoCodes.minimumInvalid' }],
      [{ validFrom: '2027-02-30T10:00' }, { validFrom: 'admin.promoCodes.dateInvalid' }],
      [{ validUntil: '2027-06-01T25:00' }, { validUntil: 'admin.promoCodes.dateInvalid' }],
      [
        { validFrom: '2027-06-30T10:00', validUntil: '2027-06-01T10:00' },
        { validUntil: 'admin.promoCodes.windowOrder' },
      ],
      [
        { validFrom: '2027-06-30T10:00', validUntil: '2027-06-30T10:00' },
        { validUntil: 'admin.promoCodes.windowOrder' },
      ],
      [{ everyLocation: '' }, { locationIds: 'admin.promoCodes.locationsRequired' }],
      [
        { everyLocation: '', locationIds: 'not-a-restaurant' },
        { locationIds: 'admin.promoCodes.locationsInvalid' },
      ],
      [{ maxUses: '0' }, { maxUses: 'admin.promoCodes.usesInvalid' }],
      [{ usesPerGuest: 'twice' }, { usesPerGuest: 'admin.promoCodes.usesInvalid' }],
    ];
    for (const [change, errors] of cases) {
      expect({ change, errors: errorsOf(change) }).toEqual({ change, errors });
    }
  });
});
