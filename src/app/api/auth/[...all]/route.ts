import { clientIp } from '@/server/action-context';
import { CLIENT_IP_HEADER, getAuth } from '@/server/auth/auth';

// Better Auth's own endpoints (sign-in, sign-up, sessions); they carry their own validation,
// CSRF protection and rate limits. The client address for those limits is resolved here by the
// same rule as the forms' limits (TRUSTED_PROXY_HOPS), never taken from the client as is.
async function handle(request: Request): Promise<Response> {
  const auth = await getAuth();
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(request.headers));
  return auth.handler(new Request(request, { headers }));
}

export const GET = handle;
export const POST = handle;
