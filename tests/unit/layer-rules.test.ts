import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md are the linter's (eslint-plugin-boundaries, eslint.config.mjs):
 * this proves the rules catch what they are meant to, so that a setting that classifies nothing
 * cannot pass for a clean tree. Each line: a module that a file of one layer imports, and whether
 * the linter lets it.
 */
const CASES: [file: string, imports: string, allowed: boolean][] = [
  ['src/lib/x.ts', "import { getDb } from '@/server/db/client';", false],
  ['src/lib/x.ts', "import { Button } from '@/components/ui/button';", false],
  ['src/lib/x.ts', "import { serverEnv } from '@/env';", false],
  ['src/lib/x.ts', "import { cn } from '@/lib/cn';", true],
  ['src/schemas/x.ts', "import { getDb } from '@/server/db/client';", false],
  ['src/schemas/x.ts', "import { serverEnv } from '@/env';", false],
  ['src/schemas/x.ts', "import { NAME_MAX } from '@/lib/form-limits';", true],
  ['src/server/x.ts', "import { Button } from '@/components/ui/button';", false],
  ['src/server/x.ts', "import { locationChoices } from '@/i18n/form-labels';", false],
  ['src/server/x.ts', "import { appLink } from '@/http/app-link.mts';", true],
  [
    'src/i18n/x.ts',
    "import { ContactForm } from '@/features/visitor-forms/site/contact-form';",
    false,
  ],
  ['src/http/x.mts', "import { getDb } from '@/server/db/client';", false],
  ['src/http/x.mts', "import { todayDate } from '@/lib/time-zone';", true],
  // Components: the server's types, its queries from server components, and the browser's actions.
  [
    'src/components/x.tsx',
    "import { saveMenuItem } from '@/features/menu/server/mutations';",
    false,
  ],
  ['src/components/x.tsx', "import { getAuth } from '@/server/auth/auth';", false],
  ['src/components/x.tsx', "import type { Saved } from '@/server/db/rows';", true],
  ['src/components/x.tsx', "import { inviteStaff } from '@/server/browser-actions';", true],
  [
    'src/components/x.tsx',
    "import { listPublishedLocations } from '@/server/locations/queries';",
    true,
  ],
  ['src/components/x.tsx', "import { page } from '@/app/admin/(console)/page';", false],
  // A feature's parts keep the layers' order among themselves.
  ['src/features/ordering/rules/x.ts', "import { getDb } from '@/server/db/client';", false],
  ['src/features/ordering/rules/x.ts', "import { cn } from '@/lib/cn';", true],
  [
    'src/features/ordering/rules/x.ts',
    "import { orderStepSchema } from '@/features/ordering/schemas/kitchen';",
    false,
  ],
  [
    'src/features/ordering/schemas/x.ts',
    "import { ORDER_NOTE_MAX } from '@/features/ordering/rules/orders';",
    true,
  ],
  [
    'src/features/ordering/server/x.ts',
    "import { orderStepSchema } from '@/features/ordering/schemas/kitchen';",
    true,
  ],
  ['src/features/ordering/server/x.ts', "import { Button } from '@/components/ui/button';", false],
  [
    'src/features/ordering/site/x.tsx',
    "import { placeOrder } from '@/features/ordering/server/mutations';",
    false,
  ],
  [
    'src/features/ordering/console/x.tsx',
    "import { readOrderDays } from '@/features/ordering/server/queries';",
    true,
  ],
  [
    'src/features/ordering/site/x.tsx',
    "import { placePickupOrder } from '@/server/browser-actions';",
    true,
  ],
  // Another feature's parts are never reached into; its entries only when the linter's order
  // (FEATURES) puts it later, so that two features cannot import each other both ways.
  [
    'src/features/menu/server/x.ts',
    "import { placeOrder } from '@/features/ordering/server/mutations';",
    false,
  ],
  [
    'src/features/menu/server/x.ts',
    "import { orderActions } from '@/features/ordering/actions';",
    false,
  ],
  [
    'src/features/menu/site/x.tsx',
    "import { takesReservations } from '@/features/reservations';",
    false,
  ],
  [
    'src/features/ordering/server/x.ts',
    "import { listRestaurantSettings } from '@/features/menu/server';",
    true,
  ],
  [
    'src/features/menu/server/x.ts',
    "import { takesReservations } from '@/features/reservations';",
    false,
  ],
  [
    'src/features/reservations/site/x.tsx',
    "import { isVegetarianDish } from '@/features/menu';",
    true,
  ],
  // A table request is told to staff by the visitor forms' e-mail: reservations (earlier) import
  // the forms' server entry, never the other way.
  [
    'src/features/reservations/server/x.ts',
    "import { queueStaffMail } from '@/features/visitor-forms/server';",
    true,
  ],
  [
    'src/features/reservations/server/x.ts',
    "import { queueStaffMail } from '@/features/visitor-forms/server/staff-mail';",
    false,
  ],
  [
    'src/features/visitor-forms/server/x.ts',
    "import { takesReservations } from '@/features/reservations';",
    false,
  ],
  // The rest of the code reaches a feature through its entries; pages route to its parts.
  [
    'src/components/site/x.tsx',
    "import { FeedbackForm } from '@/features/visitor-forms/site/feedback-form';",
    false,
  ],
  ['src/server/x.ts', "import { placeOrder } from '@/features/ordering/server/mutations';", false],
  ['src/server/x.ts', "import { orderActions } from '@/features/ordering/actions';", true],
  ['src/server/x.ts', "import { sendRefundDigests } from '@/features/ordering/jobs';", true],
  ['src/components/x.tsx', "import { orderActions } from '@/features/ordering/actions';", false],
  ['src/components/x.tsx', "import { parseCart } from '@/features/ordering/rules/cart';", false],
  ['src/components/x.tsx', "import { isVegetarianDish } from '@/features/menu';", true],
  ['src/lib/x.ts', "import { isVegetarianDish } from '@/features/menu';", false],
  [
    'src/app/x/page.tsx',
    "import { CheckoutForm } from '@/features/ordering/site/checkout-form';",
    true,
  ],
];

describe('the layer rules in the linter', () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  it.each(CASES)(
    '%s: %s → %s',
    async (file, statement, allowed) => {
      const [result] = await eslint.lintText(
        `${statement}\nexport const used = [${names(statement)}];\n`,
        {
          filePath: path.join(process.cwd(), file),
        },
      );
      const layerErrors = result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies');
      expect(layerErrors.length, JSON.stringify(result!.messages)).toBe(allowed ? 0 : 1);
    },
    60_000,
  );
});

/** The names a statement imports, so that the snippet uses them. */
function names(statement: string): string {
  if (statement.startsWith('import type')) return '';
  return /\{([^}]*)\}/.exec(statement)![1]!.trim();
}
