import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/site/not-found-view';
import './globals.css';

// Paths that match no locale (for example /favicon.ico-like names) end here: English, no shell.
export default async function GlobalNotFound() {
  const t = await getTranslations({ locale: 'en', namespace: 'notFound' });
  return (
    <html lang="en" dir="ltr">
      <body>
        <NotFoundView code={t('code')} title={t('title')} home={t('home')} homeHref="/" />
      </body>
    </html>
  );
}
