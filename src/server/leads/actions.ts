'use server';

import 'server-only';

import type { ActionState } from '@/lib/action-state';
import { careersSchema } from '@/schemas/careers';
import { contactSchema } from '@/schemas/contact';
import { feedbackSchema } from '@/schemas/feedback';
import { franchiseSchema } from '@/schemas/franchise';
import { bronxNotifySchema, newsletterSchema } from '@/schemas/signups';
import { nextActionDeps } from '../action-context';
import { ActionError, defineAction } from '../action';
import { logger } from '../logger';
import { privateStorage } from '../storage/storage';
import { sniffFileType } from '../storage/sniff';
import {
  createCareerApplication,
  createContactInquiry,
  createFeedback,
  createFranchiseLead,
  joinBronxNotifyList,
  newAttachmentKey,
  subscribeNewsletter,
  type StoredAttachment,
} from './mutations';

// Visitors may submit a handful of applications, and a few more sign-ups, per ten minutes.
const FORM_LIMIT = { limit: 5, windowMs: 10 * 60_000 };
const SIGNUP_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'];

const franchise = defineAction({
  name: 'franchise-apply',
  schema: franchiseSchema,
  rateLimit: FORM_LIMIT,
  run: async ({ input, tx }) => ({ data: await createFranchiseLead(tx, input) }),
});

const careers = defineAction({
  name: 'careers-apply',
  schema: careersSchema,
  rateLimit: FORM_LIMIT,
  run: async ({ input, tx }) => ({
    data: { ...(await createCareerApplication(tx, input)), position: input.position },
  }),
});

const contact = defineAction({
  name: 'contact',
  schema: contactSchema,
  rateLimit: FORM_LIMIT,
  run: async ({ input, tx, meta }) => {
    let attachment: StoredAttachment | null = null;
    const file = input.attachment ?? null;
    if (file) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffFileType(bytes.subarray(0, 16));
      if (!type || !ATTACHMENT_TYPES.includes(type.mime)) {
        throw new ActionError('errors.invalidInput', { attachment: 'validation.attachmentType' });
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
        throw new ActionError('errors.attachmentNotSaved', {
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

const feedback = defineAction({
  name: 'feedback',
  schema: feedbackSchema,
  rateLimit: SIGNUP_LIMIT,
  run: async ({ input, tx }) => ({ data: await createFeedback(tx, input) }),
});

const newsletter = defineAction({
  name: 'newsletter',
  schema: newsletterSchema,
  rateLimit: SIGNUP_LIMIT,
  run: async ({ input, tx }) => ({ data: await subscribeNewsletter(tx, input) }),
});

const bronxNotify = defineAction({
  name: 'bronx-notify',
  schema: bronxNotifySchema,
  rateLimit: SIGNUP_LIMIT,
  run: async ({ input, tx }) => ({ data: await joinBronxNotifyList(tx, input) }),
});

type Result<A extends (...args: never[]) => Promise<ActionState<unknown>>> = Awaited<ReturnType<A>>;

export async function submitFranchiseApplication(
  _: unknown,
  form: FormData,
): Promise<Result<typeof franchise>> {
  return franchise(form, nextActionDeps);
}
export async function submitCareerApplication(
  _: unknown,
  form: FormData,
): Promise<Result<typeof careers>> {
  return careers(form, nextActionDeps);
}
export async function submitContactInquiry(
  _: unknown,
  form: FormData,
): Promise<Result<typeof contact>> {
  return contact(form, nextActionDeps);
}
export async function submitFeedback(_: unknown, form: FormData): Promise<Result<typeof feedback>> {
  return feedback(form, nextActionDeps);
}
export async function subscribeToNewsletter(
  _: unknown,
  form: FormData,
): Promise<Result<typeof newsletter>> {
  return newsletter(form, nextActionDeps);
}
export async function joinBronxNotify(
  _: unknown,
  form: FormData,
): Promise<Result<typeof bronxNotify>> {
  return bronxNotify(form, nextActionDeps);
}
