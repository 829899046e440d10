import { nextActionDeps } from '@/server/action-context';
import { uploadMediaAction } from '@/server/media/commands';

/**
 * Media uploads, one file per request: a route handler rather than a server action so that the
 * browser can report upload progress per file. Same wrapper: role check, checks, audit.
 */
export async function POST(request: Request): Promise<Response> {
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
}
