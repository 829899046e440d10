import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/site/not-found-view';

export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations('notFound');
  return (
    <NotFoundView
      code={t('code')}
      title={t('title')}
      home={t('home')}
      homeHref={locale === 'ar' ? '/ar' : '/'}
    />
  );
}
