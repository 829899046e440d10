import 'server-only';
import { NAME_MAX } from '@/lib/form-limits';
import { findUnacceptableText } from '@/lib/text-characters';

/**
 * What the auth endpoints refuse before Better Auth reads a request: a post from another site's
 * page (sign-in included, which Better Auth lets through when no cookie is sent), text no person
 * types (a NUL would fail in the database, not as a refusal), a name or address longer than any
 * form of ours takes, and a link that would lead off this site after signing in.
 */

/** The longest address a mail system delivers (RFC 5321's path limit). */
const EMAIL_MAX = 254;

const CALLBACK_KEYS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

/** A path on this site: one leading slash, never `//host` or `/\\host`. */
function isSitePath(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 500 && /^\/(?![/\\])/.test(value);
}

function refusal(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status, headers: { 'cache-control': 'no-store' } });
}

export async function refuseAuthRequest(
  request: Request,
  siteOrigin: string,
): Promise<Response | null> {
  if (request.method !== 'POST') return null;
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== siteOrigin && origin !== new URL(request.url).origin) {
    return refusal(403, 'INVALID_ORIGIN', 'This request did not come from this site.');
  }
  if (!(request.headers.get('content-type') ?? '').toLowerCase().includes('json')) return null;
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    return null; // Better Auth answers malformed JSON itself (400)
  }
  if (findUnacceptableText(body) !== null) {
    return refusal(
      400,
      'INVALID_CHARACTERS',
      'The request contains characters that cannot be accepted.',
    );
  }
  const { name, email, ...rest } = (body ?? {}) as Record<string, unknown>;
  if (typeof name === 'string' && name.length > NAME_MAX) {
    return refusal(400, 'NAME_TOO_LONG', `A name may have at most ${NAME_MAX} characters.`);
  }
  if (typeof email === 'string' && email.length > EMAIL_MAX) {
    return refusal(400, 'INVALID_EMAIL', 'Invalid email address');
  }
  // Where a link sends the browser afterwards: only pages of this site.
  for (const key of CALLBACK_KEYS) {
    const target = rest[key];
    if (target !== undefined && !isSitePath(target)) {
      return refusal(403, 'INVALID_CALLBACK_URL', 'A link may only lead to a page of this site.');
    }
  }
  return null;
}
