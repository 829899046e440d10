import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { BackupDownload } from './backup-download';

/** Settings (owners): download the site's backup archive. */
export async function BackupCard() {
  const t = await getTranslations('admin.settings.backup');
  return (
    <Card className="mt-6 grid gap-4 p-4 md:p-6">
      <div>
        <h2 className="text-base font-semibold text-stone-900">{t('title')}</h2>
        <p className="text-sm text-stone-600">{t('hint')}</p>
      </div>
      <div>
        <BackupDownload />
      </div>
    </Card>
  );
}
