import 'server-only';

/** A LIKE pattern that matches `text` anywhere, with its wildcards taken literally ("50%"). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
