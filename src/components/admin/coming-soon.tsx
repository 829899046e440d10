import { Construction } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { AdminScreen } from '@/lib/admin-nav';
import { AdminPageHeader } from './page-header';
import { Card } from './ui/card';

/** A sidebar entry whose screen is not built yet: a clear state, not a broken page. */
export async function ComingSoon({ screen }: { screen: AdminScreen['key'] }) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  return (
    <>
      <AdminPageHeader title={t(`shell.nav.${screen}`)} />
      <Card className="flex flex-col items-center gap-3 p-10 text-center">
        <Construction aria-hidden className="size-10 text-saffron-deep" />
        <h2 className="text-lg font-semibold">{t('comingSoon.heading')}</h2>
        <p className="max-w-md text-sm text-stone-600">{t('comingSoon.body')}</p>
      </Card>
    </>
  );
}
