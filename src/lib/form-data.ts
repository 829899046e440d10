/**
 * Turns a form post into a plain object for the form's Zod schema. The browser (client-side
 * validation) and the server action call this on the same FormData, so both sides parse identical
 * input with the identical schema.
 *
 * Every object built here has no prototype, and keys that could reach one (`__proto__`,
 * `constructor`, `prototype`) are refused: a crafted field name must never change objects the
 * rest of the process shares.
 */

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether a field name (or one segment of a dotted name) may become an object key. */
export function isSafeKey(key: string): boolean {
  return !FORBIDDEN_KEYS.has(key);
}

function emptyRecord(): Record<string, unknown> {
  return Object.create(null) as Record<string, unknown>;
}

export function formDataToObject(input: unknown): unknown {
  if (typeof FormData === 'undefined' || !(input instanceof FormData)) return input;
  const out = emptyRecord();
  for (const [key, value] of input.entries()) {
    if (key.startsWith('$ACTION') || !isSafeKey(key)) continue;
    if (Object.hasOwn(out, key)) {
      const existing = out[key];
      out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    } else {
      out[key] = value;
    }
  }
  // A plain object again (server functions take no null-prototype arguments); no forbidden key
  // is in it, so copying is safe.
  return { ...out };
}

/** Field path -> message key of the first problem with that field. */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  const fields = emptyRecord() as Record<string, string>;
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_form';
    fields[path] ??= issue.message;
  }
  return { ...fields };
}

/**
 * Nests dotted form names for a schema: `hours.mon.opens` -> { hours: { mon: { opens } } }.
 * Names with a forbidden segment are dropped; other values pass through unchanged.
 */
export function nestFormKeys(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const out = emptyRecord();
  for (const [key, value] of Object.entries(input)) {
    const path = key.split('.');
    if (!path.every(isSafeKey)) continue;
    let node = out;
    for (const part of path.slice(0, -1)) {
      const next = Object.hasOwn(node, part) ? node[part] : undefined;
      if (next && typeof next === 'object' && !Array.isArray(next)) {
        node = next as Record<string, unknown>;
      } else {
        node = node[part] = emptyRecord();
      }
    }
    node[path[path.length - 1]!] = value;
  }
  return out;
}
