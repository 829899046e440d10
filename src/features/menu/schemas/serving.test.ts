import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/form-data';
import { categorySchema } from './menu';

/** A category as its dialog posts it, with when it is served. */
const base = { slug: 'breakfast', titleEn: 'Breakfast', titleAr: 'الفطور', sort: '4' };

function parsed(change: Record<string, unknown>) {
  const result = categorySchema.safeParse({ ...base, ...change });
  return result.success
    ? {
        serveDays: result.data.serveDays,
        from: result.data.serveFrom,
        until: result.data.serveUntil,
      }
    : fieldErrorsOf(result.error.issues);
}

describe('when a category is served, as its dialog posts it', () => {
  // posted -> stored, or the fields' messages
  it.each([
    [{}, { serveDays: null, from: null, until: null }],
    [
      { serveFrom: '07:00', serveUntil: '11:00' },
      { serveDays: null, from: '07:00', until: '11:00' },
    ],
    [
      { serveFrom: '07:00:00', serveUntil: '11:00' },
      { serveDays: null, from: '07:00', until: '11:00' },
    ],
    [
      { serveDays: ['fri', 'mon', 'tue', 'wed', 'thu'] },
      { serveDays: ['mon', 'tue', 'wed', 'thu', 'fri'], from: null, until: null },
    ],
    // Every day ticked is every day.
    [
      { serveDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
      { serveDays: null, from: null, until: null },
    ],
    [{ serveFrom: '11:00', serveUntil: '07:00' }, { serveUntil: 'admin.menu.servingOrder' }],
    [{ serveFrom: '11:00', serveUntil: '11:00' }, { serveUntil: 'admin.menu.servingOrder' }],
    [{ serveFrom: '07:00' }, { serveUntil: 'admin.menu.servingBoth' }],
    [{ serveUntil: '11:00' }, { serveFrom: 'admin.menu.servingBoth' }],
    [
      { serveFrom: '25:00', serveUntil: '26:00' },
      { serveFrom: 'admin.menu.servingTimeInvalid', serveUntil: 'admin.menu.servingTimeInvalid' },
    ],
    [{ serveDays: ['someday'] }, { 'serveDays.0': 'errors.invalidInput' }],
  ] as const)('%j: %j', (change, expected) => {
    expect(parsed(change)).toEqual(expected);
  });
});
