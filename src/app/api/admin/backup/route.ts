import { PassThrough, Readable } from 'node:stream';
import { recordAudit } from '@/server/audit/audit';
import { staffRoute } from '@/server/route';
import { writeBackup } from '@/server/backup/archive';
import { getDatabase } from '@/server/db/client';
import { logger } from '@/server/logger';
import { storageFor } from '@/server/storage/storage';
import { todayDate } from '@/lib/time-zone';

/**
 * The archive `npm run backup` writes, streamed to an owner (the embedded database can be opened
 * by one process only, so while the server runs this is how it is backed up). It holds visitors'
 * data and password hashes: the owner confirms it is them first (in the last five minutes), and
 * every download is audited. `?check=1` only says whether a download would be allowed now.
 */
export const GET = staffRoute({ area: 'settings', fresh: true }, async (request, actor) => {
  if (new URL(request.url).searchParams.has('check')) {
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  }
  const handle = await getDatabase();
  await recordAudit(handle.db, {
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: 'download-backup',
    entity: 'site',
    entityId: 'backup',
  });
  const body = new PassThrough();
  writeBackup(
    handle,
    { 'menu-media': storageFor('menu-media'), private: storageFor('private') },
    body,
  ).catch((error: unknown) => {
    logger.error({ err: error }, 'backup download failed');
    body.destroy(error as Error);
  });
  return new Response(Readable.toWeb(body) as ReadableStream, {
    headers: {
      'content-type': 'application/gzip',
      'content-disposition': `attachment; filename="saba-backup-${todayDate()}.tar.gz"`,
      'cache-control': 'no-store',
    },
  });
});
