/** The analytics events of the spec and their properties. */
export type AnalyticsEvents = {
  review_click: { location_slug: string; language: string };
  direction_click: { location_slug: string; device: 'ios' | 'other' };
  call_click: { location_slug: string };
  order_click: { location_slug: string };
  reserve_click: { location_slug: string };
  franchise_submit: { language: string };
  career_application_submit: { position: string };
  contact_submit_success: { inquiry_type: string; location: string };
  contact_submit_error: Record<string, never>;
};

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes an event to window.dataLayer when an analytics tag put one there; otherwise nothing. */
export function track<E extends keyof AnalyticsEvents>(event: E, props: AnalyticsEvents[E]): void {
  if (typeof window === 'undefined') return;
  const layer = (window as unknown as DataLayerWindow).dataLayer;
  if (!Array.isArray(layer)) return;
  layer.push({ event, ...props });
}
