import 'server-only';
import { idSchema } from '@/schemas/admin/fields';
import { defineAction, removedResult, savedResult } from '@/server/action';
import {
  adjustmentSchema,
  guestLookupSchema,
  loyaltyRulesSchema,
  rewardFormSchema,
} from '../schemas/loyalty';
import { adjustPoints, deleteReward, guestPoints, saveReward } from './loyalty-admin';
import { readLoyaltyRules, writeLoyaltyRules } from './points';

/** Owners: the program on or off, points per dollar, and the months before points expire. */
export const loyaltyRulesAction = defineAction({
  name: 'loyalty-rules',
  area: 'loyalty',
  entity: 'loyalty',
  schema: loyaltyRulesSchema,
  run: async ({ input, tx, meta }) => {
    const before = await readLoyaltyRules(tx);
    await writeLoyaltyRules(tx, input, meta.actor?.email ?? null);
    return { data: input, audit: { action: 'update', entityId: 'rules', before, after: input } };
  },
});

/** Owners: a reward made or changed. */
export const rewardSaveAction = defineAction({
  name: 'loyalty-reward-save',
  area: 'loyalty',
  entity: 'loyalty-reward',
  schema: rewardFormSchema,
  run: async ({ input, tx }) => {
    const { before, after } = await saveReward(tx, input);
    return savedResult({ id: after.id, created: before === null, before, after });
  },
});

/** Owners: a reward taken off the list. */
export const rewardDeleteAction = defineAction({
  name: 'loyalty-reward-delete',
  area: 'loyalty',
  entity: 'loyalty-reward',
  schema: idSchema,
  run: async ({ input, tx }) => {
    const removed = await deleteReward(tx, input.id);
    return removedResult({ id: removed.id, before: removed });
  },
});

/** Owners: a guest's points adjusted, with the reason kept on the ledger and in the audit log. */
export const pointsAdjustAction = defineAction({
  name: 'loyalty-adjust',
  area: 'loyalty',
  entity: 'loyalty-points',
  schema: adjustmentSchema,
  run: async ({ input, tx, meta }) => {
    const adjusted = await adjustPoints(tx, input, meta.actor?.email ?? null);
    return {
      data: { balance: adjusted.after },
      audit: {
        action: 'adjust',
        entityId: adjusted.accountId,
        before: { points: adjusted.before },
        after: { points: adjusted.after, change: input.points, reason: input.reason },
      },
    };
  },
});

/** Owners: a guest's balance and ledger, found by their account's address (nothing written). */
export const guestPointsAction = defineAction({
  name: 'loyalty-guest',
  area: 'loyalty',
  entity: 'loyalty-points',
  schema: guestLookupSchema,
  run: async ({ input, tx }) => ({ data: await guestPoints(tx, input.email) }),
});
