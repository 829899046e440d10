'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { formatAdminDateTime } from '@/lib/admin-format';
import { REAUTH_REQUIRED } from '@/lib/freshness';
import type { SsoProvider } from '@/lib/sso';
import { unlinkMySignIn } from '@/server/browser-actions';
import type { LinkedSignIn } from '@/server/auth/linked-sign-ins';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useReauth } from '../auth/reauth';
import { startLinking } from '../auth/single-sign-on';
import { useAdminAction } from '../use-admin-action';
import { useBusy } from '../use-busy';

const NAMES: Record<SsoProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

/**
 * Account security: the single sign-on providers linked to this account, to unlink (never the
 * last way in), and the configured ones not linked yet, to link (after a recent confirmation).
 */
export function LinkedSignIns({
  linked,
  available,
}: {
  linked: LinkedSignIn[];
  available: SsoProvider[];
}) {
  const t = useTranslations('admin.linkedSignIns');
  const ask = useReauth();
  const { run, pendingId } = useAdminAction();
  const linking = useBusy(t('failed'));
  const unlinked = available.filter((p) => !linked.some((l) => l.providerId === p));

  function link(provider: SsoProvider) {
    void linking.run(async () => {
      let started = await startLinking(provider);
      if (!started.url && started.code === REAUTH_REQUIRED && ask && (await ask())) {
        started = await startLinking(provider);
      }
      if (started.url) window.location.assign(started.url);
      else toast.error(started.code === REAUTH_REQUIRED ? t('confirmFirst') : t('failed'));
    });
  }

  function unlink(provider: SsoProvider) {
    if (!window.confirm(t('confirmUnlink', { provider: NAMES[provider] }))) return;
    void run(provider, () => unlinkMySignIn({ providerId: provider }), {
      success: t('unlinked', { provider: NAMES[provider] }),
      failure: t('failed'),
    });
  }

  return (
    <Card className="grid max-w-xl gap-4 p-6" role="region" aria-labelledby="linked-title">
      <div>
        <h2 id="linked-title" className="text-lg font-semibold text-stone-900">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('help')}</p>
      </div>
      {linked.length === 0 ? (
        <p className="text-sm text-stone-700">{t('none')}</p>
      ) : (
        <ul className="grid gap-3">
          {linked.map((item) => (
            <li
              key={item.providerId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-stone-200 p-3"
            >
              <div>
                <p className="font-medium text-stone-900">{NAMES[item.providerId]}</p>
                <p className="text-xs text-stone-700">
                  {t('linkedOn', { date: formatAdminDateTime(item.linkedAt) })}
                </p>
              </div>
              <Button
                size="sm"
                variant="destructive"
                disabled={pendingId === item.providerId}
                onClick={() => unlink(item.providerId)}
                aria-label={t('unlinkNamed', { provider: NAMES[item.providerId] })}
              >
                {t('unlink')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {unlinked.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {unlinked.map((provider) => (
            <Button
              key={provider}
              variant="outline"
              disabled={linking.pending}
              onClick={() => link(provider)}
            >
              {t('link', { provider: NAMES[provider] })}
            </Button>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
