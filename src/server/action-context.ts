import 'server-only';
import { headers } from 'next/headers';
import { revalidateTag, updateTag } from 'next/cache';
import { invalidatePages } from '@/http/cache-generation.mts';
import { asksNotToBeTracked } from '@/http/analytics-counter.mts';
import { clientAddress } from '@/http/client-address.mts';
import type { ActionDeps, ActionState, RequestMeta } from './action';
import { getCurrentActor } from './auth/session';
import { getCurrentGuest } from '@/features/accounts/server';
import type { CacheTag } from './cache/tags';

async function requestMeta({
  withActor,
  withGuest = false,
}: {
  withActor: boolean;
  withGuest?: boolean;
}): Promise<RequestMeta> {
  const h = await headers();
  return {
    // The address the front server decided (src/http/client-address.mts).
    ip: clientAddress(h),
    userAgent: h.get('user-agent'),
    referrer: h.get('referer'),
    actor: withActor ? await getCurrentActor() : null,
    guest: withGuest ? await getCurrentGuest() : null,
    notTracked: asksNotToBeTracked({
      dnt: h.get('dnt') ?? undefined,
      'sec-gpc': h.get('sec-gpc') ?? undefined,
    }),
  };
}

function invalidate(tags: readonly CacheTag[]): void {
  // Pages the front server keeps that may show these are old from now on.
  invalidatePages(tags);
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

type Action<T> = (raw: unknown, deps: ActionDeps) => Promise<ActionState<T>>;

/**
 * An action as the browser calls it (server/browser-actions.ts): with its input only, in this
 * request. Anything else the browser sends is ignored. `reply` keeps what the browser needs of a
 * success (never storage keys or other internals).
 */
export function browserAction<T, R = T>(action: Action<T>, reply?: (data: T) => R) {
  return async (input: unknown): Promise<ActionState<R>> => {
    const result = await action(input, nextActionDeps);
    if (result.status !== 'success' || !reply) return result as ActionState<R>;
    return { status: 'success', data: reply(result.data) };
  };
}

/** A visitor form's action for useActionState: the previous state, then the form's data. */
export function formAction<T>(action: Action<T>) {
  return async (_previous: unknown, form: FormData): Promise<ActionState<T>> =>
    action(form, nextActionDeps);
}
