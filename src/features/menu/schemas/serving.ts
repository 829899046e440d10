import { z } from '@/schemas/zod';
import { WEEKDAYS } from '@/lib/enums';
import { TIME_PATTERN } from '@/lib/hours';
import { choices } from '@/schemas/admin/fields';

/**
 * When a category or a dish is served, as its console dialog posts it (features/menu/rules/
 * serving-time.ts): the days ticked (none or all: every day) and from and until times (both or
 * neither, the end after the start), in each restaurant's clock.
 */

const time = z
  .string('admin.menu.servingTimeInvalid')
  .trim()
  .max(8, 'admin.menu.servingTimeInvalid')
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    const hhmm = v.slice(0, 5);
    if (!TIME_PATTERN.test(hhmm) || (v.length > 5 && !/^:\d{2}$/.test(v.slice(5)))) {
      ctx.addIssue({ code: 'custom', message: 'admin.menu.servingTimeInvalid' });
      return z.NEVER;
    }
    return hhmm;
  });

export const servingFields = {
  serveDays: choices(WEEKDAYS, 'errors.invalidInput').transform((days) =>
    days.length === 0 || days.length === WEEKDAYS.length ? null : days,
  ),
  serveFrom: time,
  serveUntil: time,
};

/** Both times or neither, the end after the start: the field to mark, or nothing. */
export function servingProblem(v: {
  serveFrom: string | null;
  serveUntil: string | null;
}): { path: string[]; message: string } | null {
  if ((v.serveFrom === null) !== (v.serveUntil === null)) {
    return {
      path: [v.serveFrom === null ? 'serveFrom' : 'serveUntil'],
      message: 'admin.menu.servingBoth',
    };
  }
  if (v.serveFrom !== null && v.serveUntil !== null && v.serveUntil <= v.serveFrom) {
    return { path: ['serveUntil'], message: 'admin.menu.servingOrder' };
  }
  return null;
}

/** The check a dialog's schema adds (superRefine). */
export function checkServing(
  v: { serveFrom: string | null; serveUntil: string | null },
  ctx: z.RefinementCtx,
): void {
  const problem = servingProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', ...problem });
}
