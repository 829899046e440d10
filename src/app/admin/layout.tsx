import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { HydrationMark } from '@/components/ui/hydration-mark';
import { SITE_ICON_HREF } from '@/lib/site-icon';
import './console.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.meta' });
  return {
    title: { default: t('title'), template: t('titleTemplate', { page: '%s' }) },
    robots: { index: false, follow: false },
    icons: { icon: SITE_ICON_HREF },
  };
}

/** The console is an English interface; Arabic content inside it is marked lang="ar" dir="rtl". */
export default async function AdminRootLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages({ locale: 'en' });
  return (
    <html lang="en" dir="ltr" className="bg-stone-50">
      <body className="min-h-dvh bg-stone-50 text-stone-900 antialiased">
        <NextIntlClientProvider
          locale="en"
          messages={{
            admin: messages.admin,
            errors: messages.errors,
            validation: messages.validation,
          }}
        >
          {children}
        </NextIntlClientProvider>
        <Toaster position="top-right" closeButton />
        <HydrationMark />
      </body>
    </html>
  );
}
