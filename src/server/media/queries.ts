import 'server-only';
import { count, desc, eq, ilike, like } from 'drizzle-orm';
import type { MediaListFilter } from '@/schemas/admin/media';
import type { DbOrTx } from '../db/client';
import { likePattern } from '../db/like';
import { mediaLibrary } from '../db/schema';
import { pageOf } from '@/lib/paging';

export const MEDIA_PAGE_SIZE = 40;

/** Newest first, filtered by original file name (case-insensitive), one page at a time. */
export async function listMedia(db: DbOrTx, filter: MediaListFilter) {
  const where = filter.q ? ilike(mediaLibrary.originalFilename, likePattern(filter.q)) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(mediaLibrary).where(where);
  const total = totalRow?.n ?? 0;
  const { page, pages, offset } = pageOf(total, filter.page, MEDIA_PAGE_SIZE);
  const rows = await db
    .select()
    .from(mediaLibrary)
    .where(where)
    .orderBy(desc(mediaLibrary.createdAt), desc(mediaLibrary.id))
    .limit(MEDIA_PAGE_SIZE)
    .offset(offset);
  return { rows, total, page, pages };
}
export type MediaRow = Awaited<ReturnType<typeof listMedia>>['rows'][number];

export async function findMedia(db: DbOrTx, id: string) {
  const [row] = await db.select().from(mediaLibrary).where(eq(mediaLibrary.id, id));
  return row ?? null;
}

/** How many of the newest pictures a dish's photo may be chosen from in its dialog. */
export const LIBRARY_CHOICES_MAX = 200;

/** The newest pictures of the library, for a dish's photo. */
export async function listLibraryImages(db: DbOrTx) {
  return db
    .select({
      id: mediaLibrary.id,
      originalFilename: mediaLibrary.originalFilename,
      filePath: mediaLibrary.filePath,
      altText: mediaLibrary.altText,
    })
    .from(mediaLibrary)
    .where(like(mediaLibrary.mimeType, 'image/%'))
    .orderBy(desc(mediaLibrary.createdAt), desc(mediaLibrary.id))
    .limit(LIBRARY_CHOICES_MAX);
}
export type LibraryImage = Awaited<ReturnType<typeof listLibraryImages>>[number];
