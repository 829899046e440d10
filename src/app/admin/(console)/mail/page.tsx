import { MailLog } from '@/components/admin/mail/mail-log';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { OUTBOX_STATUSES, type OutboxStatus } from '@/lib/enums';
import { getDb } from '@/server/db/client';
import { mailRoute } from '@/server/mail/status';
import { listMail } from '@/server/mail/queries';

export const generateMetadata = screenMetadata('mail');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One status to show, or all: a repeated or unknown value is all. */
function statusOf(value: string | string[] | undefined): OutboxStatus | null {
  return typeof value === 'string' && (OUTBOX_STATUSES as readonly string[]).includes(value)
    ? (value as OutboxStatus)
    : null;
}

/** Owners: every message the site sent or tried to send, and "send again" for a failed one. */
export default async function MailPage({ searchParams }: Props) {
  const status = statusOf((await searchParams).status);
  return (
    <ScreenLoader
      screen="mail"
      section="mail"
      load={async () => listMail(await getDb(), status, { fileMode: mailRoute().kind === 'file' })}
    >
      {(rows) => (
        <MailLog
          rows={rows.map((row) => ({
            ...row,
            nextAttemptAt: row.nextAttemptAt.toISOString(),
            sentAt: row.sentAt?.toISOString() ?? null,
            createdAt: row.createdAt.toISOString(),
          }))}
          status={status}
          route={mailRoute()}
        />
      )}
    </ScreenLoader>
  );
}
