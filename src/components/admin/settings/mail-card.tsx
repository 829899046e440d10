import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import type { MailRoute } from '@/server/mail/status';
import { MailTest } from './mail-test';

/** Settings (owners): how mail leaves this site, and a test message to oneself. */
export async function MailCard({ route, to }: { route: MailRoute; to: string }) {
  const t = await getTranslations('admin.settings.mail');
  return (
    <Card id="mail" className="mt-6 grid gap-4 p-4 md:p-6">
      <div>
        <h2 className="text-base font-semibold text-stone-900">{t('title')}</h2>
        {route.kind === 'smtp' ? (
          <p className="text-sm text-stone-700">{t('smtp', { server: route.server })}</p>
        ) : (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
            {t('file', { folder: route.folder })}
          </p>
        )}
      </div>
      <MailTest to={to} />
    </Card>
  );
}
