import 'server-only';
import { idSchema } from '@/schemas/admin/fields';
import { altTextSchema, mediaUploadSchema } from '@/schemas/admin/media';
import { defineAction, removedResult } from '../action';
import { removeMenuMedia } from './menu-media';
import { addMedia, deleteMedia, setAltText } from './mutations';

// A picture may be a dish's photo: the public menu's pages follow its changes.
const mediaAction = { area: 'media', entity: 'media', invalidates: ['menu'] } as const;

export const uploadMediaAction = defineAction({
  ...mediaAction,
  name: 'media-upload',
  schema: mediaUploadSchema,
  run: async ({ input, tx, meta }) => {
    const row = await addMedia(tx, input.file, meta.actor?.userId ?? null);
    return { data: row, audit: { action: 'upload', entityId: row.id, after: row } };
  },
});

export const updateAltTextAction = defineAction({
  ...mediaAction,
  name: 'media-alt-text',
  schema: altTextSchema,
  run: async ({ input, tx }) => {
    const change = await setAltText(tx, input.id, input.altText);
    return { data: null, audit: { action: 'alt-text', entityId: input.id, ...change } };
  },
});

export const deleteMediaAction = defineAction({
  ...mediaAction,
  name: 'media-delete',
  schema: idSchema,
  run: async ({ input, tx }) => {
    const removed = await deleteMedia(tx, input.id);
    return { ...removedResult(removed), data: { filePath: removed.before.filePath } };
  },
  // Spec: deleting removes the file too, once the row is gone.
  afterCommit: (data) => removeMenuMedia(data.filePath),
});
