import { checkHealth } from '@/server/health';
import { publicRoute } from '@/server/route';

// Load balancers ask this every few seconds: never cached, never rendered ahead of time.
export const dynamic = 'force-dynamic';

/**
 * 200 {"status":"ok","db":"ok","cache":"ok"|"off"} when the database answers ("degraded" with
 * "cache":"down" while Redis is away: still serving); 503 naming the part that failed otherwise.
 * Nothing else is said about the server (no versions, no addresses).
 */
export const GET = publicRoute(
  'load balancers and operators: says only ok or down, per part, nothing stored',
  async () => {
    const health = await checkHealth();
    return Response.json(health, {
      status: health.status === 'failing' ? 503 : 200,
      headers: { 'cache-control': 'no-store' },
    });
  },
);
