import { getTranslations } from 'next-intl/server';
import { Spinner } from '@/components/ui/spinner';

export default async function ConsoleLoading() {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.common' });
  return (
    <div className="grid min-h-64 place-items-center">
      <Spinner label={t('loading')} className="[&_svg]:size-8" />
    </div>
  );
}
