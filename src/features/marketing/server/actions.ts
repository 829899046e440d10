import 'server-only';
import { defineAction } from '@/server/action';
import { Refusal } from '@/server/refusal';
import { SIGNUP_LIMIT } from '@/server/security/rate-limit';
import { openingNoticeSchema } from '../schemas/opening-notice';
import { unsubscribeSchema } from '../schemas/unsubscribe';
import { sendOpeningNotice } from './opening-notice';
import { addressOfUnsubscribeToken, unsubscribeAddress } from './unsubscribe';

/**
 * Anyone holding a list message's link: the button on its page takes the address off every list
 * and keeps it from being mailed again. An altered link is refused and writes nothing.
 */
export const unsubscribeAction = defineAction({
  name: 'unsubscribe',
  public: true,
  schema: unsubscribeSchema,
  rateLimit: SIGNUP_LIMIT,
  run: async ({ input, tx }) => {
    const email = await addressOfUnsubscribeToken(tx, input.token);
    if (!email) throw new Refusal('unsubscribe.unknown');
    await unsubscribeAddress(tx, email);
    return { data: { confirmed: true } };
  },
});

/** Owners: the opening news to a restaurant's notify list, once (audited with how many). */
export const openingNoticeAction = defineAction({
  name: 'opening-notice',
  area: 'settings',
  entity: 'location',
  schema: openingNoticeSchema,
  run: async ({ input, tx }) => {
    const sent = await sendOpeningNotice(tx, input.locationId);
    return {
      data: { count: sent.count },
      audit: { action: 'opening-notice', entityId: input.locationId, after: { sent: sent.count } },
    };
  },
});
