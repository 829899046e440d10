import 'server-only';
import { headers } from 'next/headers';
import { revalidateTag, updateTag } from 'next/cache';
import type { ActionDeps, RequestMeta } from './action';
import { getCurrentActor } from './auth/session';
import type { CacheTag } from './cache/tags';

/** The client address as the nearest proxy reports it; "unknown" when there is none. */
export function clientIp(h: Headers): string {
  const forwarded = h.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || h.get('x-real-ip') || 'unknown';
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

function invalidate(tags: CacheTag[]): void {
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
