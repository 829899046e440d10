import { getAuth } from '@/server/auth/auth';
import { refuseAuthRequest } from '@/server/auth/request-checks';
import { serverEnv } from '@/env';
import { publicRoute } from '@/server/route';

// Better Auth's own endpoints (sign-in, sign-up, sessions); they carry their own validation,
// CSRF protection and rate limits, keyed on the client address the front server resolved
// (server.mts), plus our per-account limit on failed sign-ins (server/auth/sign-in-limits.ts).
// Requests from other sites and text no person types are refused first (request-checks.ts).
async function handle(request: Request): Promise<Response> {
  const refused = await refuseAuthRequest(request, new URL(serverEnv().SITE_URL).origin);
  if (refused) return refused;
  const auth = await getAuth();
  return auth.handler(request);
}

const BETTER_AUTH =
  "Better Auth's endpoints: signing in is for people not signed in yet; each endpoint checks its session itself";
export const GET = publicRoute(BETTER_AUTH, handle);
export const POST = publicRoute(BETTER_AUTH, handle);
