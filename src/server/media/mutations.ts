import 'server-only';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { MEDIA_EXTENSIONS, MEDIA_MAX_BYTES } from '@/lib/admin-limits';
import type { DbOrTx } from '../db/client';
import { lockById, type Changed, type Removed } from '../db/rows';
import { mediaLibrary, menuItems } from '../db/schema';
import { Refusal } from '../refusal';
import { checkImage, imageDimensions, menuMediaStorage, menuMediaUrl } from './menu-media';

type Media = typeof mediaLibrary.$inferSelect;

/** The original extension when it is one the library accepts, else null. */
function acceptedExtension(name: string): string | null {
  const ext = path.extname(name).slice(1).toLowerCase();
  return (MEDIA_EXTENSIONS as readonly string[]).includes(ext) ? ext : null;
}

/**
 * Stores an uploaded picture and its row. Spec: a random stored name with the original extension,
 * under menu/. The file is stored first and removed again if the row cannot be written.
 */
export async function addMedia(
  tx: DbOrTx,
  file: unknown,
  uploadedBy: string | null,
): Promise<Media> {
  const name = file instanceof File ? file.name : '';
  const ext = acceptedExtension(name);
  const image = await checkImage(file, MEDIA_MAX_BYTES);
  if (!image.ok && image.reason === 'size') {
    throw new Refusal('admin.media.tooLarge', undefined, { name });
  }
  if (!ext || !image.ok) throw new Refusal('admin.media.notImage', undefined, { name });
  const filename = `${randomUUID()}.${ext}`;
  const key = `menu/${filename}`;
  const { width, height } = await imageDimensions(image.bytes);
  await menuMediaStorage().put(key, image.bytes, image.mime);
  try {
    const [row] = await tx
      .insert(mediaLibrary)
      .values({
        filename,
        originalFilename: name.slice(0, 255),
        filePath: menuMediaUrl(key),
        mimeType: image.mime,
        fileSize: image.bytes.byteLength,
        width,
        height,
        uploadedBy,
      })
      .returning();
    return row!;
  } catch (error) {
    await menuMediaStorage().remove(key);
    throw error;
  }
}

export async function setAltText(
  tx: DbOrTx,
  id: string,
  altText: string | null,
): Promise<Changed<Media>> {
  const before = await lockById(tx, mediaLibrary, id);
  if (!before) throw new Refusal('admin.errors.notFound');
  const [after] = await tx
    .update(mediaLibrary)
    .set({ altText })
    .where(eq(mediaLibrary.id, id))
    .returning();
  return { before, after: after! };
}

/** Deletes the row; its file is the caller's to remove once this is committed. */
/** Deletes a picture; dishes that used it as their photo are left without one (not broken). */
export async function deleteMedia(tx: DbOrTx, id: string): Promise<Removed<Media>> {
  const before = await lockById(tx, mediaLibrary, id);
  if (!before) throw new Refusal('admin.errors.notFound');
  await tx.delete(mediaLibrary).where(eq(mediaLibrary.id, id));
  await tx
    .update(menuItems)
    .set({ photoUrl: null, updatedAt: new Date() })
    .where(eq(menuItems.photoUrl, before.filePath));
  return { id, before };
}
