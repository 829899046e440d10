import { MEDIA_MAX_BYTES } from '@/lib/admin-limits';
import { nextActionDeps } from '@/server/action-context';
import { uploadMediaAction } from '@/server/media/actions';
import { staffRoute } from '@/server/route';

/** One image plus the multipart framing around it. */
const MAX_BODY_BYTES = MEDIA_MAX_BYTES + 64 * 1024;

/**
 * Media uploads, one file per request: a route handler rather than a server action so that the
 * browser can report upload progress per file. Who is asking and how much they send are checked
 * before the body is read; then the same wrapper as every action (role, checks, audit).
 */
export const POST = staffRoute({ area: 'media' }, async (request) => {
  const length = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!Number.isFinite(length) || length > MAX_BODY_BYTES) {
    return Response.json(
      { status: 'error', error: 'admin.media.requestTooLarge' },
      { status: Number.isFinite(length) ? 413 : 411 },
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ status: 'error', error: 'errors.invalidInput' }, { status: 400 });
  }
  const result = await uploadMediaAction(form, nextActionDeps);
  const error = result.status === 'error' ? result.error : null;
  const status =
    result.status === 'success'
      ? 201
      : error === 'errors.signInRequired'
        ? 401
        : error === 'errors.forbidden'
          ? 403
          : 422;
  return Response.json(result, { status });
});
