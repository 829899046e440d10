import 'server-only';
import { defineAction, removedResult, savedResult } from '@/server/action';
import { Refusal } from '@/server/refusal';
import { SIGNUP_LIMIT } from '@/server/security/rate-limit';
import { autoMessageRulesSchema } from '../schemas/auto-messages';
import { campaignIdSchema, campaignScheduleSchema, campaignSchema } from '../schemas/campaign';
import { openingNoticeSchema } from '../schemas/opening-notice';
import { unsubscribeSchema } from '../schemas/unsubscribe';
import { readAutoMessageRules, writeAutoMessageRules } from './auto-messages';
import { audienceOf } from './campaign-audience';
import { getCampaign } from './campaign-queries';
import {
  deleteCampaign,
  previewCampaign,
  saveCampaign,
  scheduleCampaign,
  sendCampaignTest,
  unscheduleCampaign,
} from './campaigns';
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
    await unsubscribeAddress(tx, email, input.campaign);
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

/**
 * Owners: the automatic e-mails on or off (thanks after a first order, "we miss you" after N
 * days, with or without a code made for the guest), audited with what they were.
 */
export const autoMessagesAction = defineAction({
  name: 'auto-messages',
  area: 'settings',
  entity: 'auto-messages',
  schema: autoMessageRulesSchema,
  run: async ({ input, tx, meta }) => {
    const before = await readAutoMessageRules(tx);
    await writeAutoMessageRules(tx, input, meta.actor?.email ?? null);
    return { data: input, audit: { action: 'update', entityId: 'rules', before, after: input } };
  },
});

/** A test send: at most this many per person and ten minutes. */
const CAMPAIGN_TEST_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

/** Owners and managers: a campaign's draft, created or changed. */
export const saveCampaignAction = defineAction({
  name: 'campaign-save',
  area: 'campaigns',
  entity: 'campaign',
  schema: campaignSchema,
  run: async ({ input, tx, meta }) =>
    savedResult(await saveCampaign(tx, input, meta.actor?.email ?? null)),
});

/** A draft or scheduled campaign deleted; a sent one is kept with its figures. */
export const deleteCampaignAction = defineAction({
  name: 'campaign-delete',
  area: 'campaigns',
  entity: 'campaign',
  schema: campaignIdSchema,
  run: async ({ input, tx }) => removedResult(await deleteCampaign(tx, input.id)),
});

/** Send now, or at a time: refused when a language is missing, the time past, nobody is in it. */
export const scheduleCampaignAction = defineAction({
  name: 'campaign-schedule',
  area: 'campaigns',
  entity: 'campaign',
  schema: campaignScheduleSchema,
  run: async ({ input, tx }) => {
    const campaign = await scheduleCampaign(tx, input.id, input.sendAt);
    const after = {
      status: campaign.status,
      sendAt: campaign.sendAt,
      recipients: campaign.recipients,
    };
    return {
      data: after,
      audit: {
        action: campaign.status === 'sent' ? 'send' : 'schedule',
        entityId: input.id,
        after,
      },
    };
  },
});

/** A scheduled campaign taken back to a draft before its time. */
export const unscheduleCampaignAction = defineAction({
  name: 'campaign-unschedule',
  area: 'campaigns',
  entity: 'campaign',
  schema: campaignIdSchema,
  run: async ({ input, tx }) => {
    await unscheduleCampaign(tx, input.id);
    return { data: null, audit: { action: 'unschedule', entityId: input.id } };
  },
});

/** Both language versions to oneself, marked as a test. */
export const testCampaignAction = defineAction({
  name: 'campaign-test',
  area: 'campaigns',
  entity: 'campaign',
  schema: campaignIdSchema,
  rateLimit: CAMPAIGN_TEST_LIMIT,
  run: async ({ input, tx, meta }) => {
    await sendCampaignTest(tx, input.id, meta.actor!.email);
    return { data: { to: meta.actor!.email } };
  },
});

/** What the saved campaign will say in each language, and how many it would reach now. */
export const previewCampaignAction = defineAction({
  name: 'campaign-preview',
  area: 'campaigns',
  schema: campaignIdSchema,
  run: async ({ input, tx }) => {
    const campaign = await getCampaign(tx, input.id);
    if (!campaign) throw new Refusal('admin.errors.notFound');
    return {
      data: {
        ...(await previewCampaign(tx, campaign)),
        audience: (await audienceOf(tx, campaign)).length,
      },
    };
  },
});
