import 'server-only';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { MEDIA_EXTENSIONS, MEDIA_MAX_BYTES } from '@/lib/admin-limits';
import { idSchema } from '@/schemas/admin/menu';
import { altTextSchema, mediaUploadSchema } from '@/schemas/admin/media';
import { ActionError, defineAction } from '../action';
import { lockById } from '../db/rows';
import { mediaLibrary } from '../db/schema';
import {
  checkImage,
  imageDimensions,
  menuMediaStorage,
  menuMediaUrl,
  removeMenuMedia,
} from './menu-media';

const mediaAction = { area: 'media', entity: 'media' } as const;

/** The original extension when it is one the library accepts, else null. */
function acceptedExtension(name: string): string | null {
  const ext = path.extname(name).slice(1).toLowerCase();
  return (MEDIA_EXTENSIONS as readonly string[]).includes(ext) ? ext : null;
}

export const uploadMediaAction = defineAction({
  ...mediaAction,
  name: 'media-upload',
  schema: mediaUploadSchema,
  run: async ({ input, tx, meta }) => {
    const file = input.file;
    const name = file instanceof File ? file.name : '';
    const ext = acceptedExtension(name);
    const image = await checkImage(file, MEDIA_MAX_BYTES);
    if (!image.ok && image.reason === 'size') {
      throw new ActionError('admin.media.tooLarge', undefined, { name });
    }
    if (!ext || !image.ok) throw new ActionError('admin.media.notImage', undefined, { name });
    // Spec: a random stored name with the original extension, under menu/.
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
          uploadedBy: meta.actor?.userId ?? null,
        })
        .returning();
      return { data: row!, audit: { action: 'upload', entityId: row!.id, after: row } };
    } catch (error) {
      await menuMediaStorage().remove(key);
      throw error;
    }
  },
});

export const updateAltTextAction = defineAction({
  ...mediaAction,
  name: 'media-alt-text',
  schema: altTextSchema,
  run: async ({ input, tx }) => {
    const before = await lockById(tx, mediaLibrary, input.id);
    if (!before) throw new ActionError('admin.errors.notFound');
    const [after] = await tx
      .update(mediaLibrary)
      .set({ altText: input.altText })
      .where(eq(mediaLibrary.id, input.id))
      .returning();
    return { data: null, audit: { action: 'alt-text', entityId: input.id, before, after } };
  },
});

export const deleteMediaAction = defineAction({
  ...mediaAction,
  name: 'media-delete',
  schema: idSchema,
  run: async ({ input, tx }) => {
    const before = await lockById(tx, mediaLibrary, input.id);
    if (!before) throw new ActionError('admin.errors.notFound');
    await tx.delete(mediaLibrary).where(eq(mediaLibrary.id, input.id));
    return {
      data: { filePath: before.filePath },
      audit: { action: 'delete', entityId: input.id, before },
    };
  },
  // Spec: deleting removes the file too, once the row is gone.
  afterCommit: (data) => removeMenuMedia(data.filePath),
});
