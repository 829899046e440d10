'use client';

import { useEffect, useRef, type AnchorHTMLAttributes } from 'react';
import { pingUrl, track, type AnalyticsEvents } from '@/lib/analytics';

type Props<E extends keyof AnalyticsEvents> = AnchorHTMLAttributes<HTMLAnchorElement> & {
  event: E;
  eventProps: AnalyticsEvents[E];
  /** The site's public origin (SITE_URL), which the ping is sent to. */
  origin: string;
};

/**
 * A plain link that records one of the spec's analytics events when it is followed. Until the
 * page's scripts run, the link reports itself (`ping`, sent by the browser as it follows the
 * link); once they run, the ping is taken off and the script reports, once, as before (also in
 * browsers that send no pings).
 */
export function TrackedLink<E extends keyof AnalyticsEvents>({
  event,
  eventProps,
  origin,
  ...anchor
}: Props<E>) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => ref.current?.removeAttribute('ping'), []);
  return (
    <a
      {...anchor}
      ref={ref}
      ping={pingUrl(event, eventProps as Partial<Record<string, string>>, origin) ?? undefined}
      onClick={() => track(event, eventProps)}
    />
  );
}
