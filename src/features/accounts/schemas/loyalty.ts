import { z } from '@/schemas/zod';
import { REWARD_KINDS } from '@/lib/enums';
import { adminEmail } from '@/schemas/admin/login';
import {
  blank,
  flag,
  numberFrom,
  optionalDollars,
  optionalRecordId,
  requiredText,
} from '@/schemas/admin/fields';
import {
  ADJUSTMENT_MAX,
  ADJUSTMENT_REASON,
  EXPIRY_MONTHS,
  POINTS_PER_DOLLAR,
  REWARD_POINTS,
} from '../rules/points';

/**
 * The loyalty screen's forms (owners): the program's rules, a reward, and an adjustment of a
 * guest's points with its reason (features/accounts/server/loyalty-admin.ts saves them).
 */

/** A whole number from `min` to `max`, required. */
const count = (min: number, max: number, message: string) =>
  z.unknown().transform((raw, ctx): number => {
    const n = blank(raw) ? Number.NaN : numberFrom(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

export const loyaltyRulesSchema = z.object({
  enabled: flag,
  pointsPerDollar: count(
    POINTS_PER_DOLLAR.min,
    POINTS_PER_DOLLAR.max,
    'admin.loyalty.perDollarInvalid',
  ),
  expiryMonths: count(EXPIRY_MONTHS.min, EXPIRY_MONTHS.max, 'admin.loyalty.expiryInvalid'),
});

export const rewardFormSchema = z
  .object({
    id: optionalRecordId,
    points: count(REWARD_POINTS.min, REWARD_POINTS.max, 'admin.loyalty.pointsInvalid'),
    kind: z.enum(REWARD_KINDS, 'admin.loyalty.kindRequired'),
    amountOff: optionalDollars(1_000, 'admin.loyalty.amountInvalid'),
    menuItemId: optionalRecordId,
    active: flag,
  })
  .superRefine((reward, ctx) => {
    if (reward.kind === 'amount' && (reward.amountOff === null || reward.amountOff <= 0)) {
      ctx.addIssue({ code: 'custom', path: ['amountOff'], message: 'admin.loyalty.amountInvalid' });
    }
    if (reward.kind === 'dish' && !reward.menuItemId) {
      ctx.addIssue({ code: 'custom', path: ['menuItemId'], message: 'admin.loyalty.dishRequired' });
    }
  })
  .transform((reward) => ({
    ...reward,
    amountOff: reward.kind === 'amount' ? reward.amountOff : null,
    menuItemId: reward.kind === 'dish' ? (reward.menuItemId ?? null) : null,
  }));

export const adjustmentSchema = z.object({
  email: adminEmail,
  points: count(-ADJUSTMENT_MAX, ADJUSTMENT_MAX, 'admin.loyalty.adjustInvalid').refine(
    (n) => n !== 0,
    'admin.loyalty.adjustInvalid',
  ),
  reason: requiredText('admin.loyalty.reasonRequired', ADJUSTMENT_REASON.max).refine(
    (text) => text.length >= ADJUSTMENT_REASON.min,
    'admin.loyalty.reasonRequired',
  ),
});

/** The e-mail address looked up on the loyalty screen (its query string). */
export const guestLookupSchema = z.object({ email: adminEmail });
