import { describe, expect, it } from 'vitest';
import { FORM_SCHEMAS, fieldsOf, isCatalogueKey } from '../../tests/support/schemas';

/**
 * Every text field of every form, public and console, has a maximum: a field sent 100,000
 * characters is refused with a catalogue message (or replaced by its default), never stored.
 * The schemas are found by walking every module under src/schemas and every feature's schemas/,
 * so a new one is covered.
 */

const HUGE = 'x'.repeat(100_000);
const SCHEMAS = FORM_SCHEMAS.map(({ name, object }) => [name, object] as const);

describe('every text field has a maximum', () => {
  it('finds the schemas of every form', () => {
    const names = SCHEMAS.map(([name]) => name).join('\n');
    for (const expected of [
      'contactSchema',
      'franchiseSchema',
      'careersSchema',
      'feedbackSchema',
      'settingsSchema',
      'locationSchema',
      'menuItemSchema',
      'comboSchema',
      'checkoutSchema',
      'pauseOrderingSchema',
    ]) {
      expect(names).toContain(expected);
    }
  });

  for (const [name, object] of SCHEMAS) {
    it(name, () => {
      for (const [path, field] of fieldsOf(object)) {
        for (const value of [HUGE, [HUGE], { x: HUGE }]) {
          const result = field.safeParse(value);
          if (result.success) {
            // Accepted only by being replaced (a default, a fallback), never stored as sent.
            expect(
              JSON.stringify(result.data ?? null).length,
              `${path} kept ${typeof value}`,
            ).toBeLessThan(10_000);
          } else {
            for (const issue of result.error.issues) {
              expect(isCatalogueKey(issue.message), `${path}: "${issue.message}"`).toBe(true);
            }
          }
        }
      }
    });
  }
});
