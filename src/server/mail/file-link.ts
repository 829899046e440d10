import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { emlText } from '@/lib/eml';
import { SECRET_MARK } from './outbox';

/**
 * The link (or code) a message written to the data folder carried: its .eml file (named by its
 * outbox row, transport.ts) read back and matched against the stored text, whose SECRET_MARK
 * stands where the link went. Null when the file is gone or does not match.
 */
export async function linkFromMailFile(
  folder: string,
  id: string,
  template: string,
): Promise<string | null> {
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const name = names.find((n) => n.endsWith(`-${id}.eml`));
  if (!name) return null;
  const text = emlText(await fs.readFile(path.join(folder, name), 'utf8'));
  return text === null ? null : secretIn(template, text);
}

/** What stands in `text` where `template` has SECRET_MARK (the same each time it appears). */
export function secretIn(template: string, text: string): string | null {
  const pieces = template.replace(/\r\n/g, '\n').split(SECRET_MARK);
  if (pieces.length < 2) return null;
  const body = text.replace(/\r\n/g, '\n').trim();
  const [first, next] = [pieces[0]!, pieces[1]!];
  if (!body.startsWith(first)) return null;
  const end = next === '' ? body.length : body.indexOf(next, first.length);
  if (end < 0) return null;
  const secret = body.slice(first.length, end).trim();
  return secret && pieces.join(secret).trim() === body ? secret : null;
}
