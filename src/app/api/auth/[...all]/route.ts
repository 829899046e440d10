import { getAuth } from '@/server/auth/auth';

// Better Auth's own endpoints (sign-in, sign-up, sessions); they carry their own validation,
// CSRF protection and rate limits, keyed on the client address the front server resolved
// (server.mts), plus our per-account limit on failed sign-ins (server/auth/sign-in-limits.ts).
async function handle(request: Request): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(request);
}

export const GET = handle;
export const POST = handle;
