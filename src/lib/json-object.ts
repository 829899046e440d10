/**
 * A text that anything may have written (the browser's storage), read as a JSON object: its
 * fields, or null when it is not JSON or not an object.
 */
export function jsonObject(text: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
