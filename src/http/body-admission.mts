import { isActionCall } from './next-surface.mts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appLink } from './app-link.mts';
import { BODY_LIMITS, checkRequestBody } from './body-limit.mts';
import { isConsolePath } from './cache-policy.mts';
import { sendRefusal } from './error-page.mts';
import {
  isMultipart,
  isWellFramed,
  multipartBoundary,
  readBody,
  replayRequest,
} from './multipart-framing.mts';

/**
 * Whether a request's body may reach the app, decided before a byte of it is read: its declared
 * size within the route's cap; a large body sent to the console only from a signed-in staff member
 * (session first, then the body: an anonymous caller's large body never reaches the app, and is
 * only read to be dropped, so that the refusal reaches it; see error-page.mts); a page's post only
 * as a form or its script's action call; a multipart body, where one is taken, read whole and its
 * framing checked (so a broken one is a 400, not a failure inside the app's parser).
 */

/** A visitor's form post (a page's server action or its no-JavaScript post), not staff work. */
export function isIntakeRequest(method: string | undefined, pathname: string): boolean {
  return method === 'POST' && !isConsolePath(pathname) && !pathname.startsWith('/api/');
}

/**
 * Where a multipart body is taken, and so read whole here to check its framing: pages (a form's
 * post) and the console's media upload. Any other API route takes none: a multipart body sent
 * there goes on unread, for the route to refuse, rather than being buffered for nobody.
 */
export function takesMultipart(pathname: string): boolean {
  return !pathname.startsWith('/api/') || pathname === MEDIA_UPLOAD_PATH;
}
const MEDIA_UPLOAD_PATH = '/api/admin/media';

/** The console's pages and API: where large bodies (photos, media) come from staff only. */
export function isStaffPath(pathname: string): boolean {
  return isConsolePath(pathname) || pathname.startsWith('/api/admin/');
}

function declaredLength(req: IncomingMessage): number {
  const value = Number(req.headers['content-length'] ?? '0');
  return Number.isFinite(value) ? value : 0;
}

/** The request's cookies as the app's session check reads them; nothing else of it. */
function cookiesOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  const cookie = req.headers.cookie;
  if (cookie) headers.set('cookie', cookie);
  return headers;
}

/** Whether the sender is signed-in staff; refused (false) while the app has not said how to tell. */
async function isStaff(req: IncomingMessage): Promise<boolean> {
  const check = appLink().staffSession;
  if (!check || !req.headers.cookie) return false;
  return check(cookiesOf(req)).catch(() => false);
}

/** A request on its way to the app, and how to let it through or answer for it. */
type Admission = {
  req: IncomingMessage;
  res: ServerResponse;
  pathname: string;
  /** Passes the request on (a copy whose body was read here, for a multipart post). */
  admit: (req: IncomingMessage) => void;
  /** Called just before a refusal, for the headers every answer carries. */
  refusing: () => void;
};

function refuse(
  admission: Admission,
  status: Parameters<typeof sendRefusal>[2],
  kind: Parameters<typeof sendRefusal>[3],
  values?: Parameters<typeof sendRefusal>[4],
): void {
  admission.refusing();
  sendRefusal(admission.req, admission.res, status, kind, values);
  // Not read, and never buffered: what was sent is discarded as it arrives.
  admission.req.resume();
}

/**
 * Passes the request on once its body may be read; otherwise answers the refusal itself.
 */
export function admitBody(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  admit: (req: IncomingMessage) => void,
  refusing: () => void,
): void {
  const admission: Admission = { req, res, pathname, admit, refusing };
  const body = checkRequestBody(req.method ?? 'GET', pathname, req.headers);
  if (!body.ok) {
    const kind = body.status === 413 ? 'tooLarge' : 'unreadable';
    refuse(admission, body.status, kind, { limitBytes: body.limit });
    return;
  }
  if (isStaffPath(pathname) && declaredLength(req) > BODY_LIMITS.other) {
    void isStaff(req).then((staff) =>
      staff ? framed(admission) : refuse(admission, 401, 'signInFirst'),
    );
    return;
  }
  framed(admission);
}

function framed(admission: Admission): void {
  const { req, res, pathname, admit } = admission;
  const multipart = isMultipart(req.headers['content-type']);
  // A page takes a post only as a form (multipart) or as its script's action call.
  if (isIntakeRequest(req.method, pathname) && !multipart && !isActionCall(req.headers)) {
    refuse(admission, 400, 'unreadable');
    return;
  }
  const boundary = multipartBoundary(req.headers['content-type']);
  if (req.method !== 'POST' || boundary === null || !multipart || !takesMultipart(pathname)) {
    admit(req);
    return;
  }
  readBody(req).then(
    (bytes) => {
      if (isWellFramed(bytes, boundary)) {
        admit(replayRequest(req, bytes));
        return;
      }
      admission.refusing();
      sendRefusal(req, res, 400, 'unreadable');
    },
    () => res.destroy(),
  );
}
