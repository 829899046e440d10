/** Helpers over the message catalogues (messages/en.json, messages/ar.json). */

/** A catalogue, or part of one: texts nested by namespace. */
export type MessageTree = { [key: string]: string | MessageTree };

/** Every text by its full key: { forms: { sent: 'x' } } → 'forms.sent' → 'x'. */
export function flattenMessages(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flattenMessages(value, full)) out.set(k, v);
  }
  return out;
}

/**
 * The namespaces a public form's messages come from (field messages, form words, action errors).
 * They are sent to the browser as plain strings, so they must not use placeholders.
 */
export const FORM_NAMESPACES = ['validation', 'forms', 'errors'] as const;
