import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/site/not-found-view';
import './site.css';

// Paths that match no route of the site or the console (for example /api/… or /menu-media/…
// names nobody serves) end here: English, no shell. Next renders it without any layout, so its
// stylesheet is the public site's alone and the console's pages never load it.
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
