/**
 * Turns a form post into a plain object for the form's Zod schema. The browser (client-side
 * validation) and the server action call this on the same FormData, so both sides parse identical
 * input with the identical schema.
 */
export function formDataToObject(input: unknown): unknown {
  if (typeof FormData === 'undefined' || !(input instanceof FormData)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of input.entries()) {
    if (key.startsWith('$ACTION')) continue;
    if (key in out) {
      const existing = out[key];
      out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Field path -> message key of the first problem with that field. */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_form';
    fields[path] ??= issue.message;
  }
  return fields;
}

/**
 * Nests dotted form names for a schema: `hours.mon.opens` -> { hours: { mon: { opens } } }.
 * Other values pass through unchanged.
 */
export function nestFormKeys(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const path = key.split('.');
    let node = out;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node = (next && typeof next === 'object' ? next : (node[part] = {})) as Record<
        string,
        unknown
      >;
    }
    node[path[path.length - 1]!] = value;
  }
  return out;
}
