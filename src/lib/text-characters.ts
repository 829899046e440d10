/**
 * Characters no person types into a form: control characters (but tab and line breaks), NUL,
 * lone surrogate halves (text that is not Unicode) and the replacement character that bytes
 * which were not UTF-8 become. Text carrying them is refused, never stored: PostgreSQL refuses
 * NUL outright, and the rest would reach staff's screens and e-mails as garbage.
 */
const UNACCEPTABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/;

export function isAcceptableText(text: string): boolean {
  return text.isWellFormed() && !UNACCEPTABLE.test(text);
}

/** How deep a posted value is searched; nothing a form sends nests further. */
const MAX_DEPTH = 8;

/**
 * The path (dotted) of the first string in a posted value with characters no form sends, or
 * null. Keys are checked as well as values.
 */
export function findUnacceptableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isAcceptableText(value) ? null : path.join('.') || '_form';
  if (path.length >= MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const name = (value as Blob & { name?: unknown }).name;
    return typeof name === 'string' && !isAcceptableText(name) ? path.join('.') || '_form' : null;
  }
  const entries = Array.isArray(value)
    ? value.map((v, i): [string, unknown] => [String(i), v])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isAcceptableText(key)) return path.join('.') || '_form';
    const found = findUnacceptableText(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** Whether text has something to read: more than spaces, invisible marks and joiners. */
export function hasVisibleText(text: string): boolean {
  return /[^\p{White_Space}\p{Cf}\p{M}]/u.test(text);
}
