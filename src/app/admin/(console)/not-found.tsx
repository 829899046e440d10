import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/page-header';

export default async function AdminNotFound() {
  const t = await getTranslations({ locale: 'en', namespace: 'notFound' });
  return (
    <>
      <AdminPageHeader title={t('title')} />
      <Link href="/admin" className="text-pomegranate underline">
        {t('home')}
      </Link>
    </>
  );
}
