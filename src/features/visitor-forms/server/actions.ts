import 'server-only';
import { careersSchema } from '@/features/visitor-forms/schemas/careers';
import { cateringSchema } from '@/features/visitor-forms/schemas/catering';
import { contactSchema } from '@/features/visitor-forms/schemas/contact';
import { feedbackSchema } from '@/features/visitor-forms/schemas/feedback';
import { franchiseSchema } from '@/features/visitor-forms/schemas/franchise';
import {
  BRONX_SLUG,
  bronxNotifySchema,
  confirmSignupSchema,
  newsletterSchema,
} from '@/features/visitor-forms/schemas/signups';
import { defineAction } from '@/server/action';
import type { DbOrTx } from '@/server/db/client';
import { isComingSoonLocation, isOfferedLocation } from '@/server/locations/queries';
import { Refusal } from '@/server/refusal';
import { logger } from '@/server/logger';
import { SIGNUP_LIMIT, VISITOR_FORM_LIMIT } from '@/server/security/rate-limit';
import { privateStorage } from '@/server/storage/storage';
import { sniffFileType } from '@/server/storage/sniff';
import {
  createCareerApplication,
  createCateringInquiry,
  createContactInquiry,
  createFeedback,
  createFranchiseLead,
  joinBronxNotifyList,
  newAttachmentKey,
  subscribeNewsletter,
  type StoredAttachment,
} from './mutations';
import { confirmSignup } from './signup-confirmation';

/**
 * The visitor forms' actions: a rate limit per address, the form's schema, then the submission
 * stored with its staff e-mail in one transaction (mutations.ts). No role: anyone may send one.
 */

// Visitors may submit a handful of applications, and a few more sign-ups, per ten minutes.
const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'];

/** The forms offer the published locations (open ones only, for food); nothing else. */
async function requireOfferedLocation(tx: DbOrTx, slug: string, options?: { open: boolean }) {
  if (!(await isOfferedLocation(tx, slug, options))) {
    throw new Refusal('errors.invalidInput', { locationSlug: 'validation.locationRequired' });
  }
}

export const franchiseApplicationAction = defineAction({
  name: 'franchise-apply',
  public: true,
  counted: 'franchise',
  schema: franchiseSchema,
  rateLimit: VISITOR_FORM_LIMIT,
  run: async ({ input, tx }) => ({ data: await createFranchiseLead(tx, input) }),
});

export const careerApplicationAction = defineAction({
  name: 'careers-apply',
  public: true,
  counted: 'careers',
  schema: careersSchema,
  rateLimit: VISITOR_FORM_LIMIT,
  run: async ({ input, tx }) => ({
    data: { ...(await createCareerApplication(tx, input)), position: input.position },
  }),
});

export const contactInquiryAction = defineAction({
  name: 'contact',
  public: true,
  counted: 'contact',
  schema: contactSchema,
  rateLimit: VISITOR_FORM_LIMIT,
  run: async ({ input, tx, meta }) => {
    await requireOfferedLocation(tx, input.locationSlug);
    let attachment: StoredAttachment | null = null;
    const file = input.attachment ?? null;
    if (file) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffFileType(bytes.subarray(0, 16));
      if (!type || !ATTACHMENT_TYPES.includes(type.mime)) {
        throw new Refusal('errors.invalidInput', { attachment: 'validation.attachmentType' });
      }
      attachment = {
        key: newAttachmentKey(type.extension),
        name: file.name.slice(0, 200),
        mime: type.mime,
        size: bytes.byteLength,
      };
      try {
        await privateStorage().put(attachment.key, bytes, type.mime);
      } catch (error) {
        // A full, read-only or unreachable store: nothing is saved, and the visitor is told why.
        logger.error({ err: error }, 'contact attachment could not be stored');
        throw new Refusal('errors.attachmentNotSaved', {
          attachment: 'validation.attachmentNotSaved',
        });
      }
    }
    try {
      const created = await createContactInquiry(tx, input, {
        userAgent: meta.userAgent,
        referrer: meta.referrer,
        attachment,
      });
      return {
        data: {
          ticketId: created.ticketId,
          inquiryType: input.inquiryType,
          locationSlug: input.locationSlug,
        },
      };
    } catch (error) {
      if (attachment) await privateStorage().remove(attachment.key);
      throw error;
    }
  },
});

export const cateringInquiryAction = defineAction({
  name: 'catering',
  public: true,
  counted: 'catering',
  schema: cateringSchema,
  rateLimit: VISITOR_FORM_LIMIT,
  run: async ({ input, tx }) => {
    await requireOfferedLocation(tx, input.locationSlug, { open: true });
    return { data: await createCateringInquiry(tx, input) };
  },
});

export const feedbackAction = defineAction({
  name: 'feedback',
  public: true,
  counted: 'feedback',
  schema: feedbackSchema,
  rateLimit: SIGNUP_LIMIT,
  run: async ({ input, tx }) => ({ data: await createFeedback(tx, input) }),
});

export const newsletterAction = defineAction({
  name: 'newsletter',
  public: true,
  counted: 'newsletter',
  schema: newsletterSchema,
  rateLimit: SIGNUP_LIMIT,
  run: async ({ input, tx }) => ({ data: await subscribeNewsletter(tx, input) }),
});

export const bronxNotifyAction = defineAction({
  name: 'bronx-notify',
  public: true,
  counted: 'opening-notice',
  schema: bronxNotifySchema,
  rateLimit: SIGNUP_LIMIT,
  run: async ({ input, tx }) => {
    // The Bronx's list is the spec's own; another location's only while it is coming soon.
    if (
      input.locationSlug !== BRONX_SLUG &&
      !(await isComingSoonLocation(tx, input.locationSlug))
    ) {
      throw new Refusal('errors.invalidInput');
    }
    return { data: await joinBronxNotifyList(tx, input) };
  },
});

/**
 * The button on a sign-up's confirmation page (a link e-mailed to the address): confirms it once
 * while the link is good; an expired or unknown link is refused with what to do, nothing written.
 */
export const confirmSignupAction = defineAction({
  name: 'confirm-signup',
  public: true,
  schema: confirmSignupSchema,
  rateLimit: SIGNUP_LIMIT,
  run: async ({ input, tx }) => {
    const outcome = await confirmSignup(tx, input.token);
    if (outcome !== 'confirmed') throw new Refusal(`subscriptions.${outcome}`);
    return { data: { confirmed: true } };
  },
});
