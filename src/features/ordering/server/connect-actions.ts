import 'server-only';
import { defineAction, type RunResult } from '@/server/action';
import {
  brandFeeSchema,
  connectStripeSchema,
  restaurantSchema,
} from '@/features/ordering/schemas/connect';
import { disconnectAccount, linkAccount, setBrandFee, startOnboarding } from './connect';

/**
 * Owners connect a restaurant to its own Stripe account (a change of where its money goes: a
 * confirmation of who they are in the last five minutes, audited), or disconnect it, and set the
 * brand's fee on its card orders.
 */

/** Stripe's onboarding (the answer is the link to open), or an account the platform has. */
export const connectStripeAction = defineAction({
  name: 'stripe-connect',
  area: 'settings',
  entity: 'location',
  fresh: true,
  schema: connectStripeSchema,
  run: async ({
    input,
    tx,
  }): Promise<
    RunResult<{ url: string | null; accountId: string | null; chargesEnabled: boolean }>
  > => {
    if (input.accountId) {
      const linked = await linkAccount(tx, input.locationId, input.accountId);
      return {
        data: { url: null, ...linked },
        audit: { action: 'stripe-link', entityId: input.locationId, after: linked },
      };
    }
    const url = await startOnboarding(tx, input.locationId);
    return {
      data: { url, accountId: null, chargesEnabled: false },
      audit: { action: 'stripe-onboarding', entityId: input.locationId },
    };
  },
});

export const disconnectStripeAction = defineAction({
  name: 'stripe-disconnect',
  area: 'settings',
  entity: 'location',
  fresh: true,
  schema: restaurantSchema,
  run: async ({ input, tx }) => {
    const before = await disconnectAccount(tx, input.locationId);
    return {
      data: null,
      audit: {
        action: 'stripe-disconnect',
        entityId: input.locationId,
        before: { stripeAccountId: before },
      },
    };
  },
});

export const brandFeeAction = defineAction({
  name: 'brand-fee',
  area: 'settings',
  entity: 'location',
  schema: brandFeeSchema,
  run: async ({ input, tx }) => {
    await setBrandFee(tx, input.locationId, input.percent);
    return {
      data: null,
      audit: { action: 'brand-fee', entityId: input.locationId, after: { percent: input.percent } },
    };
  },
});
