'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/controls';
import { formatAdminDateTime } from '@/lib/admin-format';
import type { OutboxStatus } from '@/lib/enums';
import { copyMailLink, resendMail } from '@/server/browser-actions';
import type { MailRoute } from '@/server/mail/status';
import { AdminPageHeader } from '../page-header';
import { useAdminAction } from '../use-admin-action';

export type MailLogEntry = {
  id: string;
  kind: string;
  to: string[];
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
  /** An invitation, reset or sign-in not delivered: an owner may copy its link. */
  copyable: boolean;
};

const FILTERS = [null, 'failed', 'pending', 'sent'] as const;
const BADGE = { sent: 'success', pending: 'outline', failed: 'warning' } as const;

/**
 * The Mail screen: each message as a card (readable on a phone), where it is and, for one that
 * failed, the mail server's last answer and "Send again".
 */
export function MailLog({
  rows,
  status,
  route,
}: {
  rows: MailLogEntry[];
  status: OutboxStatus | null;
  route: MailRoute;
}) {
  const t = useTranslations('admin.mail');
  const { run, pendingId } = useAdminAction();
  return (
    <>
      <AdminPageHeader
        title={t('title')}
        subtitle={route.kind === 'smtp' ? t('viaSmtp', { server: route.server }) : t('onDisk')}
      />
      <nav aria-label={t('filter')} className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map((value) => (
          <Link
            key={value ?? 'all'}
            href={value ? `/admin/mail?status=${value}` : '/admin/mail'}
            aria-current={value === status ? 'page' : undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-stone-300 px-4 text-sm font-medium aria-[current=page]:border-stone-900 aria-[current=page]:bg-stone-900 aria-[current=page]:text-white"
          >
            {t(`filters.${value ?? 'all'}`)}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="text-stone-600">{t('empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {rows.map((row) => (
            <li
              key={row.id}
              data-mail={row.id}
              className="grid gap-2 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="min-w-0 font-medium text-stone-900 [overflow-wrap:anywhere]">
                  {row.subject}
                </p>
                <Badge variant={BADGE[row.status]}>{t(`statuses.${row.status}`)}</Badge>
              </div>
              <p className="text-sm text-stone-700 [overflow-wrap:anywhere]">
                {t('to', { to: row.to.join(', ') })} · {t('kind', { kind: row.kind })}
              </p>
              <p className="text-sm text-stone-600">
                {row.status === 'sent' && row.sentAt
                  ? t('sentAt', { at: formatAdminDateTime(row.sentAt) })
                  : row.status === 'pending'
                    ? t('waiting', {
                        attempts: row.attempts,
                        at: formatAdminDateTime(row.nextAttemptAt),
                      })
                    : t('failedAfter', { attempts: row.attempts })}
              </p>
              {row.lastError && row.status !== 'sent' ? (
                <p className="rounded-md bg-red-50 p-2 font-mono text-xs text-red-900 [overflow-wrap:anywhere]">
                  {t('serverSaid', { answer: row.lastError })}
                </p>
              ) : null}
              {row.copyable ? <CopyLink row={row} /> : null}
              {row.status === 'failed' ? (
                <div>
                  <Button
                    variant="outline"
                    className="min-h-11"
                    disabled={pendingId === row.id}
                    onClick={() =>
                      void run(row.id, () => resendMail({ id: row.id }), {
                        success: t('resent'),
                        failure: t('resendFailed'),
                      })
                    }
                  >
                    {t('resend')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * "Copy link": asks the server for the message's link (audited), puts it on the clipboard where
 * the browser allows, and shows it to select by hand where it does not.
 */
function CopyLink({ row }: { row: MailLogEntry }) {
  const t = useTranslations('admin.mail');
  const { run, pendingId } = useAdminAction();
  const [link, setLink] = useState<string | null>(null);
  const to = row.to.join(', ');
  const copy = async () => {
    const result = await run(row.id, () => copyMailLink({ id: row.id }), {
      success: t('copied'),
      failure: t('copyFailed'),
    });
    if (result.status !== 'success') return;
    setLink(result.data.link);
    await navigator.clipboard?.writeText(result.data.link).catch(() => undefined);
  };
  return (
    <div className="grid gap-2">
      <div>
        <Button
          variant="outline"
          className="min-h-11"
          disabled={pendingId === row.id}
          aria-label={t('copyLinkFor', { to })}
          onClick={() => void copy()}
        >
          {t('copyLink')}
        </Button>
      </div>
      {link ? (
        <div className="grid gap-1">
          <label htmlFor={`link-${row.id}`} className="text-sm font-medium text-stone-800">
            {t('linkFor', { to })}
          </label>
          <Input
            id={`link-${row.id}`}
            readOnly
            value={link}
            dir="ltr"
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <p className="text-sm text-stone-600">{t('linkHint')}</p>
        </div>
      ) : null}
    </div>
  );
}
