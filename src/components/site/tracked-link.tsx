'use client';

import type { AnchorHTMLAttributes } from 'react';
import { track, type AnalyticsEvents } from '@/lib/analytics';

type Props<E extends keyof AnalyticsEvents> = AnchorHTMLAttributes<HTMLAnchorElement> & {
  event: E;
  eventProps: AnalyticsEvents[E];
};

/** A plain link that records one of the spec's analytics events when it is followed. */
export function TrackedLink<E extends keyof AnalyticsEvents>({
  event,
  eventProps,
  ...anchor
}: Props<E>) {
  return <a {...anchor} onClick={() => track(event, eventProps)} />;
}
