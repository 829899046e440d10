import { recordId } from '@/schemas/admin/fields';
import { getDb } from '@/server/db/client';
import { findContactAttachment } from '@/features/visitor-forms/server/queries';
import { viewerScope } from '@/server/locations/queries';
import { logger } from '@/server/logger';
import { privateStorage } from '@/server/storage/storage';
import { staffRoute } from '@/server/route';

/** RFC 6266 file name: ASCII fallback plus the UTF-8 original. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A contact inquiry's attachment, for staff who may open the Contacts screen only. It is stored
 * privately and always downloaded (never shown inline), with the type checked at upload.
 */
export const GET = staffRoute<{ id: string }>(
  { screen: 'contacts' },
  async (_request, actor, params) => {
    const id = recordId.safeParse((await params).id);
    if (!id.success) return new Response(null, { status: 404 });
    const db = await getDb();
    // Staff limited to restaurants: only an inquiry about one of theirs.
    const row = await findContactAttachment(db, id.data, await viewerScope(db, actor));
    if (!row) return new Response(null, { status: 404 });
    const body = await privateStorage().get(row.key);
    if (!body) {
      logger.error({ inquiry: id.data }, 'contact attachment missing from storage');
      return new Response(null, { status: 404 });
    }
    logger.info({ inquiry: id.data, by: actor.email }, 'contact attachment downloaded');
    return new Response(Buffer.from(body), {
      headers: {
        'content-type': row.mime ?? 'application/octet-stream',
        'content-disposition': disposition(row.name ?? 'attachment'),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      },
    });
  },
);
