import type { AnchorHTMLAttributes } from 'react';
import { pingUrl, type AnalyticsEvents } from '@/lib/analytics';

type Props<E extends keyof AnalyticsEvents> = AnchorHTMLAttributes<HTMLAnchorElement> & {
  event: E;
  eventProps: AnalyticsEvents[E];
  /** The site's public origin (SITE_URL), which the ping is sent to. */
  origin: string;
};

/**
 * A plain link that records one of the spec's analytics events when it is followed. Until the
 * site's script runs (it is parsed with the page), the link reports itself (`ping`, sent by the
 * browser as it follows the link); once it runs, the ping is taken off and the script reports,
 * once, as the visitor allows (src/lib/site-behaviour.ts; also in browsers that send no pings).
 */
export function TrackedLink<E extends keyof AnalyticsEvents>({
  event,
  eventProps,
  origin,
  ...anchor
}: Props<E>) {
  return (
    <a
      {...anchor}
      ping={pingUrl(event, eventProps as Partial<Record<string, string>>, origin) ?? undefined}
      data-track={event}
      data-track-props={JSON.stringify(eventProps)}
    />
  );
}
