import type { BadInputCase, Context } from './harness';
import { actionResult } from './harness';
import { callAction } from './admin';
import { expect } from 'vitest';

/**
 * The brand's lists in the console (issue 48): a campaign's texts and days are bounded; it is sent
 * only whole, at a time to come, to someone; the opening news only for a restaurant that is open;
 * the automatic e-mails' days and offers within their bounds, and only by an owner.
 * Each refused with its message and nothing written.
 */

const NO_SUCH_ID = '7d0e8f7a-1c3b-4e5d-9f00-000000000000';

let drafts = 0;

/** The good request: an owner saves a campaign's draft. */
async function saveDraft(ctx: Context) {
  const n = drafts++;
  const answer = await callAction(
    ctx,
    'saveCampaignEntry',
    JSON.stringify([{ subjectEn: `Corpus ${n}`, bodyEn: 'Hello.' }]),
  );
  expect(actionResult(answer)?.status, answer.body.slice(0, 400)).toBe('success');
}

/** A campaign's row as it is stored (columns by their names): its id. */
async function draft(ctx: Context, columns: Record<string, unknown>) {
  const names = Object.keys(columns);
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into campaigns (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(columns),
  );
  return rows[0]!.id;
}

async function idOf(ctx: Context, slug: string) {
  const { rows } = await ctx.db.query<{ id: string }>('select id from locations where slug = $1', [
    slug,
  ]);
  return rows[0]!.id;
}

export function marketingCases(): BadInputCase[] {
  const cases: BadInputCase[] = [];
  const add = (endpoint: string, kind: string, send: BadInputCase['send'], message?: string) =>
    cases.push({ endpoint, kind, send, expect: { refused: true, message }, good: saveDraft });
  const one = (name: string, kind: string, input: unknown, message?: string) =>
    add(
      `console action ${name}`,
      kind,
      (ctx) => callAction(ctx, name, JSON.stringify([input])),
      message,
    );

  // Campaigns: bounded texts and days; sent only whole, later than now, to someone.
  const campaign = { subjectEn: 'Ramadan', subjectAr: 'رمضان', bodyEn: 'Iftar.', bodyAr: 'إفطار.' };
  one(
    'saveCampaignEntry',
    'a subject of 151 characters',
    { ...campaign, subjectAr: 'ر'.repeat(151) },
    'admin.validation.tooLong',
  );
  one(
    'saveCampaignEntry',
    'a message of 10,001 characters',
    { ...campaign, bodyEn: 'a'.repeat(10_001) },
    'admin.validation.tooLong',
  );
  one(
    'saveCampaignEntry',
    'days past ten years',
    { ...campaign, orderedWithinDays: '3651' },
    'admin.campaigns.daysRange',
  );
  one(
    'saveCampaignEntry',
    'a restaurant that is not an id',
    { ...campaign, audienceLocationIds: ['../canton'] },
    'admin.campaigns.locationsInvalid',
  );
  one('scheduleCampaign', 'a campaign that is not there', { id: NO_SUCH_ID });
  one('saveCampaignEntry', 'a draft with nothing written', {}, 'admin.campaigns.nothingWritten');
  const whole = {
    subject_en: 'Ramadan',
    subject_ar: 'رمضان',
    body_en: 'Iftar.',
    body_ar: 'إفطار.',
  };
  const scheduling = (
    kind: string,
    columns: Record<string, unknown>,
    sendAt: string | undefined,
    message: string,
  ) => {
    let id = '';
    cases.push({
      endpoint: 'console action scheduleCampaign',
      kind,
      // The draft is in place before the rows are counted: the refusal itself writes nothing.
      prepare: async (ctx) => {
        id = await draft(ctx, columns);
      },
      send: (ctx) => callAction(ctx, 'scheduleCampaign', JSON.stringify([{ id, sendAt }])),
      expect: { refused: true, message },
      good: saveDraft,
    });
  };
  scheduling(
    'a campaign with no Arabic version',
    { subject_en: 'Ramadan', body_en: 'Iftar.' },
    undefined,
    'admin.campaigns.incomplete',
  );
  scheduling('a time in the past', whole, '2020-01-01T10:00:00.000Z', 'admin.campaigns.sendAtPast');
  scheduling(
    'a time that is not a time',
    whole,
    'tomorrow at six',
    'admin.campaigns.sendAtInvalid',
  );
  scheduling(
    'an audience of nobody',
    { ...whole, audience_language: 'ar', ordered_within_days: 1 },
    undefined,
    'admin.campaigns.nobody',
  );

  // Opening news: only for a restaurant that is open, and only once.
  one('sendOpeningNotice', 'a restaurant that is not there', { locationId: NO_SUCH_ID });
  add(
    'console action sendOpeningNotice',
    'a restaurant still coming soon',
    async (ctx) =>
      callAction(
        ctx,
        'sendOpeningNotice',
        JSON.stringify([{ locationId: await idOf(ctx, 'bronx') }]),
      ),
    'admin.openingNotice.notOpen',
  );

  // Automatic e-mails (owners): days and offers within their bounds, an offer with its value.
  const auto = { thanks: 'on', missYou: 'on', missYouDays: '60', offer: 'none', offerDays: '30' };
  one(
    'saveAutoMessages',
    'missed after 5 days',
    { ...auto, missYouDays: '5' },
    'admin.autoMessages.daysInvalid',
  );
  one(
    'saveAutoMessages',
    'missed after 1e9 days',
    { ...auto, missYouDays: '1e9' },
    'admin.autoMessages.daysInvalid',
  );
  one(
    'saveAutoMessages',
    'a percent offer without a percent',
    { ...auto, offer: 'percent' },
    'admin.autoMessages.percentInvalid',
  );
  one(
    'saveAutoMessages',
    '60% off',
    { ...auto, offer: 'percent', percentOff: '60' },
    'admin.autoMessages.percentInvalid',
  );
  one(
    'saveAutoMessages',
    '$75 off',
    { ...auto, offer: 'amount', amountOff: '75' },
    'admin.autoMessages.amountInvalid',
  );
  one(
    'saveAutoMessages',
    'a code for 365 days',
    { ...auto, offer: 'percent', percentOff: '10', offerDays: '365' },
    'admin.autoMessages.offerDaysInvalid',
  );
  one(
    'saveAutoMessages',
    'an offer that is not one',
    { ...auto, offer: 'gift' },
    'admin.autoMessages.offerInvalid',
  );
  add(
    'console action saveAutoMessages',
    'an editor',
    (ctx) => callAction(ctx, 'saveAutoMessages', JSON.stringify([auto]), { as: 'editor' }),
    'errors.forbidden',
  );
  return cases;
}
