/**
 * Request body caps, checked on the headers before a byte of the body is read. The largest
 * legitimate bodies are a contact form with its 10 MB attachment and a 10 MB media-library image;
 * everything else (sign-in, JSON route handlers) is small.
 */

import { isActionCall } from './next-surface.mts';
import { MEDIA_MAX_BYTES, PHOTO_MAX_BYTES } from '../lib/admin-limits.ts';
import { ATTACHMENT_MAX_BYTES } from '../lib/form-limits.ts';
import { isMultipart, multipartBoundary } from './multipart-framing.mts';

const KB = 1024;
/** Room for the other fields and the multipart framing around a file. */
const FORM_OVERHEAD = 64 * KB;

export const BODY_LIMITS = {
  /** One media-library image per request. */
  mediaUpload: MEDIA_MAX_BYTES + FORM_OVERHEAD,
  /** Server actions and plain form posts: the contact attachment or an item photo at most. */
  formPost: Math.max(ATTACHMENT_MAX_BYTES, PHOTO_MAX_BYTES) + FORM_OVERHEAD,
  /** One Stripe event (/api/payments/stripe): a few kilobytes; Stripe's largest stay well under. */
  stripeEvent: 256 * KB,
  /** A click the site's script reports (/api/events): a few dozen bytes. */
  event: KB,
  /** Anything else: sign-in, sign-up, small JSON. */
  other: 64 * KB,
} as const;

export type BodyVerdict =
  { ok: true } | { ok: false; status: 411 | 413 | 400; reason: string; limit?: number };

type Headers = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The largest body this request may carry. */
export function bodyLimitFor(pathname: string, headers: Headers): number {
  if (pathname === '/api/admin/media') return BODY_LIMITS.mediaUpload;
  if (pathname === '/api/events') return BODY_LIMITS.event;
  if (pathname === '/api/payments/stripe') return BODY_LIMITS.stripeEvent;
  const type = first(headers['content-type']).toLowerCase();
  if (isActionCall(headers) || type.startsWith('multipart/form-data')) {
    return BODY_LIMITS.formPost;
  }
  return BODY_LIMITS.other;
}

/**
 * Whether the body may be read. A body must declare its length (browsers always do for forms and
 * fetch), so that an oversize one is refused before it is read; a chunked body is refused with 411.
 */
export function checkRequestBody(method: string, pathname: string, headers: Headers): BodyVerdict {
  const length = first(headers['content-length']);
  const chunked = /chunked/i.test(first(headers['transfer-encoding']));
  if (chunked) {
    return { ok: false, status: 411, reason: 'a request body must declare its length' };
  }
  if (
    isMultipart(first(headers['content-type'])) &&
    !multipartBoundary(first(headers['content-type']))
  ) {
    return { ok: false, status: 400, reason: 'multipart without a valid boundary' };
  }
  if (!length) return { ok: true };
  if (!/^\d{1,15}$/.test(length)) {
    return { ok: false, status: 400, reason: 'malformed Content-Length' };
  }
  const bytes = Number(length);
  const limit = method === 'GET' || method === 'HEAD' ? 0 : bodyLimitFor(pathname, headers);
  if (bytes > limit) return { ok: false, status: 413, reason: 'request body too large', limit };
  return { ok: true };
}
