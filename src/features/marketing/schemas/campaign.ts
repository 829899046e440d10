import { z } from '@/schemas/zod';
import { CAMPAIGN_LANGUAGES } from '@/lib/enums';
import { blank, numberFrom, optionalRecordId, recordId, recordIds } from '@/schemas/admin/fields';
import {
  CAMPAIGN_BODY_MAX,
  CAMPAIGN_DAYS_MAX,
  CAMPAIGN_LOCATIONS_MAX,
  CAMPAIGN_SUBJECT_MAX,
} from '../rules/campaigns';

/**
 * A campaign as its console form posts it (features/marketing/server/campaigns.ts saves it): a
 * draft may be saved with parts missing; scheduling or sending it needs both languages whole.
 */

const text = (max: number) =>
  z
    .string('admin.validation.tooLong')
    .max(max, 'admin.validation.tooLong')
    .optional()
    .transform((value) => (value ?? '').trim());

/** A number of days, 1 to ten years; blank is no such rule. */
const days = z
  .unknown()
  .optional()
  .transform((raw, ctx): number | null => {
    if (blank(raw)) return null;
    const n = numberFrom(raw);
    if (!Number.isInteger(n) || n < 1 || n > CAMPAIGN_DAYS_MAX) {
      ctx.addIssue({ code: 'custom', message: 'admin.campaigns.daysRange' });
      return z.NEVER;
    }
    return n;
  });

export const campaignSchema = z
  .object({
    id: optionalRecordId,
    subjectEn: text(CAMPAIGN_SUBJECT_MAX),
    subjectAr: text(CAMPAIGN_SUBJECT_MAX),
    bodyEn: text(CAMPAIGN_BODY_MAX),
    bodyAr: text(CAMPAIGN_BODY_MAX),
    audienceLanguage: z.enum(CAMPAIGN_LANGUAGES, 'admin.campaigns.languageInvalid').default('all'),
    audienceLocationIds: recordIds(CAMPAIGN_LOCATIONS_MAX, 'admin.campaigns.locationsInvalid'),
    orderedWithinDays: days,
    notOrderedForDays: days,
  })
  .refine((c) => Boolean(c.subjectEn || c.subjectAr || c.bodyEn || c.bodyAr), {
    message: 'admin.campaigns.nothingWritten',
    path: ['subjectEn'],
  });
export type CampaignInput = z.output<typeof campaignSchema>;

export const campaignIdSchema = z.object({ id: recordId });

/** Send now (no time), or at an instant the browser read from its own clock (ISO 8601). */
export const campaignScheduleSchema = z.object({
  id: recordId,
  sendAt: z
    .string('admin.campaigns.sendAtInvalid')
    .max(40, 'admin.campaigns.sendAtInvalid')
    .optional()
    .transform((value, ctx): Date | null => {
      if (!value) return null;
      const at = new Date(value);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: 'custom', message: 'admin.campaigns.sendAtInvalid' });
        return z.NEVER;
      }
      return at;
    }),
});
