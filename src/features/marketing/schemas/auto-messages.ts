import { z } from '@/schemas/zod';
import { AUTO_OFFER_KINDS } from '@/lib/enums';
import { blank, flag, numberFrom, optionalDollars, wholeNumberIn } from '@/schemas/admin/fields';
import {
  DEFAULT_AUTO_MESSAGE_RULES,
  MISS_YOU_DAYS,
  OFFER_AMOUNT_MAX_DOLLARS,
  OFFER_DAYS,
  OFFER_PERCENT,
} from '../rules/auto-messages';

/**
 * The automatic e-mails' form (owners): each on or off, the days before a guest is missed, and
 * what that e-mail offers. An offer needs its value; the other kind's value is dropped.
 */

const percent = z
  .unknown()
  .optional()
  .transform((raw, ctx): number | null => {
    if (blank(raw)) return null;
    const n = numberFrom(raw);
    if (!Number.isInteger(n) || n < OFFER_PERCENT.min || n > OFFER_PERCENT.max) {
      ctx.addIssue({ code: 'custom', message: 'admin.autoMessages.percentInvalid' });
      return z.NEVER;
    }
    return n;
  });

export const autoMessageRulesSchema = z
  .object({
    thanks: flag,
    missYou: flag,
    missYouDays: wholeNumberIn(
      DEFAULT_AUTO_MESSAGE_RULES.missYouDays,
      MISS_YOU_DAYS.min,
      MISS_YOU_DAYS.max,
      'admin.autoMessages.daysInvalid',
    ),
    offer: z.enum(AUTO_OFFER_KINDS, 'admin.autoMessages.offerInvalid').default('none'),
    percentOff: percent,
    amountOff: optionalDollars(OFFER_AMOUNT_MAX_DOLLARS, 'admin.autoMessages.amountInvalid'),
    offerDays: wholeNumberIn(
      DEFAULT_AUTO_MESSAGE_RULES.offerDays,
      OFFER_DAYS.min,
      OFFER_DAYS.max,
      'admin.autoMessages.offerDaysInvalid',
    ),
  })
  .superRefine((rules, ctx) => {
    if (rules.offer === 'percent' && rules.percentOff === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['percentOff'],
        message: 'admin.autoMessages.percentInvalid',
      });
    }
    if (rules.offer === 'amount' && rules.amountOff === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['amountOff'],
        message: 'admin.autoMessages.amountInvalid',
      });
    }
  })
  .transform((rules) => ({
    ...rules,
    percentOff: rules.offer === 'percent' ? rules.percentOff : null,
    amountOff: rules.offer === 'amount' ? rules.amountOff : null,
  }));
