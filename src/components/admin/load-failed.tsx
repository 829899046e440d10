import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from './page-header';

/** Spec: load failures are shown (titled Error) and logged. */
export async function LoadFailed({ title, message }: { title: string; message: string }) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.common' });
  return (
    <>
      <AdminPageHeader title={title} />
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">{t('errorTitle')}</p>
        <p className="mt-1 text-sm">{message}</p>
        <p className="mt-1 text-sm">{t('loadFailedHint')}</p>
      </div>
    </>
  );
}
