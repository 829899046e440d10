import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '../lib/cart-storage.ts';
import type { ClientModules } from './next-surface.mts';
import { frameworkStart, UNTIL_TOUCHED } from './start-on-touch.mts';

/** A page's flight as one inline script (the rows the framework writes: `id:I[module,chunks,name]`). */
const pageWith = (rows: string[]) =>
  '<html><head></head><body><main>Page</main>' +
  `<script>self.__next_f.push(${JSON.stringify([1, `${rows.join('\n')}\n`])})</script>` +
  '</body></html>';

/** The build's manifest for the modules the rows below name. */
const SOURCES = new Map([
  ['10', 'node_modules/next/dist/esm/client/components/layout-router.js'],
  ['11', 'src/components/ui/hydration-mark.tsx'],
  ['12', 'src/features/visitor-forms/site/contact-form.tsx'],
  ['13', 'src/components/forms/form-text.tsx'],
  ['14', 'src/features/ordering/site/order-board.tsx'],
  ['15', 'src/features/ordering/site/add-dish-button.tsx'],
  ['16', 'src/features/ordering/site/order-status.tsx'],
  ['17', 'src/features/accounts/site/guest-details-form.tsx'],
  ['18', 'src/features/accounts/site/account-button-form.tsx'],
  ['19', 'src/features/ordering/site/order-again-button.tsx'],
]);
const modules: ClientModules = (id) => SOURCES.get(id);

const FRAME = ['1:I[10,[],"default"]', '2:I[11,[],"HydrationMark"]'];

describe('frameworkStart', () => {
  it('waits for a touch on a page of forms, which post without the framework', () => {
    const contact = pageWith([
      ...FRAME,
      '3:I[13,[],"FormTextProvider"]',
      '4:I[12,[],"ContactForm"]',
    ]);
    expect(frameworkStart(contact, modules)).toEqual({ untilTouched: true });
  });

  it("waits for a touch on a guest's account: its forms post, and 'Order again' holds its tap", () => {
    const account = pageWith([
      ...FRAME,
      '3:I[17,[],"GuestDetailsForm"]',
      '4:I[19,[],"OrderAgainButton"]',
      '5:I[18,[],"AccountButtonForm"]',
    ]);
    expect(frameworkStart(account, modules)).toEqual({ untilTouched: true });
  });

  it('starts at once where the browser holds a cart or the address names a dish, on the ordering page', () => {
    const ordering = pageWith([...FRAME, '3:I[14,[],"OrderBoard"]', '4:I[15,[],"AddDishButton"]']);
    expect(frameworkStart(ordering, modules)).toEqual({
      untilTouched: true,
      stored: CART_STORAGE_KEY,
      query: 'dish',
    });
  });

  it('starts at the first paint where any component is not known to work before it', () => {
    const status = pageWith([...FRAME, '3:I[16,[],"OrderStatus"]']);
    expect(frameworkStart(status, modules)).toBeNull();
    // A listed name from another module is not the listed component.
    const moved = pageWith([...FRAME, '3:I[16,[],"ContactForm"]']);
    expect(frameworkStart(moved, modules)).toBeNull();
    // A module the build does not name, or a flight that cannot be read.
    expect(frameworkStart(pageWith([...FRAME, '3:I[99,[],"ContactForm"]']), modules)).toBeNull();
    expect(frameworkStart('<html><body>nothing</body></html>', modules)).toBeNull();
  });

  it('lists each component by a module that exists and exports it', () => {
    for (const { module, name } of UNTIL_TOUCHED) {
      expect(fs.existsSync(module), module).toBe(true);
      if (module.startsWith('node_modules/')) continue;
      const text = fs.readFileSync(module, 'utf8');
      expect(text, module).toMatch(/^['"]use client['"];/);
      expect(text, `${module} ${name}`).toMatch(new RegExp(`export (?:function|const) ${name}\\b`));
    }
  });
});
