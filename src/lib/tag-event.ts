import type { AnalyticsEvents, TagEvent } from './analytics';

/**
 * Reports a form's event to an analytics tag (window.dataLayer, when a tag put one there): what
 * `track` does with an event the site does not count, and all it does, so that a form's script
 * carries this alone and not the counting (a module of its own: the bundler keeps a module's
 * exports that any page uses, so beside track() it would bring track() along).
 */
export function tagEvent<E extends TagEvent>(event: E, props: AnalyticsEvents[E]): void {
  if (typeof window === 'undefined') return;
  const layer = (window as unknown as { dataLayer?: unknown }).dataLayer;
  if (Array.isArray(layer)) layer.push({ event, ...props });
}
