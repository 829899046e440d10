import 'server-only';
import { headers } from 'next/headers';
import { revalidateTag, updateTag } from 'next/cache';
import type { ActionDeps, RequestMeta } from './action';
import { getCurrentActor } from './auth/session';
import type { CacheTag } from './cache/tags';

/**
 * The client address for rate limits. Next sets X-Forwarded-For to the socket address when a
 * request has none; behind TRUSTED_PROXY_HOPS proxies that append to it, the entry that many
 * places from the end is the one the outermost trusted proxy saw.
 */
export function clientIp(
  h: Headers,
  trustedHops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0),
): string {
  const entries = (h.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const index = Math.max(0, entries.length - 1 - trustedHops);
  return entries[index] || h.get('x-real-ip') || 'unknown';
}

async function requestMeta({ withActor }: { withActor: boolean }): Promise<RequestMeta> {
  const h = await headers();
  return {
    ip: clientIp(h),
    userAgent: h.get('user-agent'),
    referrer: h.get('referer'),
    actor: withActor ? await getCurrentActor() : null,
  };
}

function invalidate(tags: readonly CacheTag[]): void {
  for (const tag of tags) {
    try {
      // In a server action: expire now, so the author's next request already sees the change.
      updateTag(tag);
    } catch {
      revalidateTag(tag, { expire: 0 });
    }
  }
}

/** Dependencies of the action wrapper inside a Next.js request. */
export const nextActionDeps: ActionDeps = { meta: requestMeta, invalidate };
