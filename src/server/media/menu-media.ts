import 'server-only';
import path from 'node:path';
import sharp from 'sharp';
import { storageFor, type Storage } from '../storage/storage';
import { sniffFileType } from '../storage/sniff';

/**
 * The public image store of the spec's `menu-media` bucket: item photos under `menu-items/`,
 * library images under `menu/`. Files are on local disk under DATA_DIR/uploads and served at
 * `/menu-media/<key>`; the key is the part of the URL after `/menu-media/` (spec).
 */
export const MENU_MEDIA_PREFIX = '/menu-media/';
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

export function menuMediaStorage(): Storage {
  return storageFor('menu-media');
}

export function menuMediaUrl(key: string): string {
  return `${MENU_MEDIA_PREFIX}${key}`;
}

/** Keys this store makes: folders and file names of letters, digits, dots, dashes, underscores. */
const KEY_PATTERN =
  /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,150}\/){0,3}[A-Za-z0-9_-][A-Za-z0-9._-]{0,150}$/;

/** Whether a key (from a URL) can be one of ours; anything else is not found, never an error. */
export function isMenuMediaKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && !key.split('/').includes('..');
}

/** The storage key of a URL this store made; null for anything else (seeded art, other hosts). */
export function menuMediaKey(url: string | null | undefined): string | null {
  if (!url) return null;
  const index = url.indexOf(MENU_MEDIA_PREFIX);
  return index >= 0 ? url.slice(index + MENU_MEDIA_PREFIX.length) : null;
}

/** Removes a file this store made, named by its URL (other URLs are left alone). */
export async function removeMenuMedia(url: string | null | undefined): Promise<void> {
  const key = menuMediaKey(url);
  if (key) await menuMediaStorage().remove(key);
}

/**
 * Removes a dish's own uploaded photo (under menu-items/) once no row refers to it. A picture of
 * the Media Library (under menu/) that the dish used stays: it belongs to the library.
 */
export async function removeItemPhoto(url: string | null | undefined): Promise<void> {
  if (menuMediaKey(url)?.startsWith('menu-items/')) await removeMenuMedia(url);
}

export type ImageCheck =
  | { ok: true; bytes: Uint8Array; mime: string; extension: string }
  | { ok: false; reason: 'type' | 'size' };

/** Checks an upload by its content (not its name) and its size. */
export async function checkImage(file: unknown, maxBytes: number): Promise<ImageCheck> {
  if (!(file instanceof File) || file.size === 0) return { ok: false, reason: 'type' };
  if (file.size > maxBytes) return { ok: false, reason: 'size' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffFileType(bytes.subarray(0, 16));
  if (!type || !IMAGE_TYPES.has(type.mime)) return { ok: false, reason: 'type' };
  return { ok: true, bytes, mime: type.mime, extension: type.extension };
}

/** Width and height of an image, or nulls when sharp cannot read it. */
export async function imageDimensions(bytes: Uint8Array) {
  try {
    const meta = await sharp(bytes).metadata();
    return { width: meta.width ?? null, height: meta.height ?? null };
  } catch {
    return { width: null, height: null };
  }
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export function contentTypeOf(key: string): string | null {
  return CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? null;
}
