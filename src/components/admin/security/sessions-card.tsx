'use client';

import { useTranslations } from 'next-intl';
import { formatAdminDateTime } from '@/lib/admin-format';
import { describeUserAgent } from '@/lib/user-agent';
import { endMyOtherSessions, endMySession } from '@/server/browser-actions';
import type { SessionSummary } from '@/server/auth/sessions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAdminAction } from '../use-admin-action';

/** The person's signed-in browsers: where, since when, last used; end any but this one. */
export function SessionsCard({
  sessions,
  currentId,
}: {
  sessions: SessionSummary[];
  currentId: string | null;
}) {
  const t = useTranslations('admin.sessions');
  const { run, pendingId } = useAdminAction();
  const others = sessions.filter((s) => s.id !== currentId);
  return (
    <Card className="grid max-w-xl gap-4 p-6" role="region" aria-labelledby="sessions-title">
      <div>
        <h2 id="sessions-title" className="text-lg font-semibold text-stone-900">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('help')}</p>
      </div>
      <ul className="grid gap-3">
        {sessions.map((s) => {
          const browser = describeUserAgent(s.userAgent) ?? t('unknownBrowser');
          const current = s.id === currentId;
          return (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-stone-200 p-3"
            >
              <div className="min-w-0">
                <p className="font-medium text-stone-900">
                  {browser}
                  {current ? (
                    <Badge variant="secondary" className="ms-2">
                      {t('thisBrowser')}
                    </Badge>
                  ) : null}
                </p>
                <p className="text-xs text-stone-700">
                  {t('details', {
                    address: s.ipAddress ?? t('unknownAddress'),
                    lastActive: formatAdminDateTime(s.lastActiveAt),
                    since: formatAdminDateTime(s.createdAt),
                  })}
                </p>
              </div>
              {current ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={pendingId === s.id}
                  aria-label={t('endNamed', { browser })}
                  onClick={() =>
                    void run(s.id, () => endMySession({ id: s.id }), {
                      success: t('ended'),
                      failure: t('failed'),
                    })
                  }
                >
                  {t('end')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <Button
          variant="destructive"
          className="justify-self-start"
          disabled={pendingId === 'others'}
          onClick={() =>
            void run('others', () => endMyOtherSessions({}), {
              success: (data) => t('endedOthers', { count: data.ended }),
              failure: t('failed'),
            })
          }
        >
          {t('endOthers')}
        </Button>
      ) : null}
    </Card>
  );
}
