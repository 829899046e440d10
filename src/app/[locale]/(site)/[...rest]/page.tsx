import { notFound } from 'next/navigation';
import { logger } from '@/server/logger';

type Props = { params: Promise<{ locale: string; rest: string[] }> };

// Every unknown path under a locale lands here, so that it gets the site's shell.
export const dynamic = 'force-dynamic';

export default async function CatchAll({ params }: Props) {
  const { locale, rest } = await params;
  const path = `${locale === 'en' ? '' : `/${locale}`}/${rest.join('/')}`;
  logger.warn(
    { path: path.slice(0, 200) },
    '404 Error: User attempted to access non-existent route',
  );
  notFound();
}
