import { Download } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

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
        <a href="/api/admin/backup" download className={buttonClass('outline')}>
          <Download aria-hidden="true" />
          {t('download')}
        </a>
      </div>
    </Card>
  );
}
