import { hasLocale, IntlErrorCode } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // The admin console is English-only (its own catalogue); Arabic content is edited inside it.
    messages: {
      ...(await import(`../../messages/${locale}.json`)).default,
      admin: (await import('../../messages/admin/en.json')).default,
    },
    // Spec: a lookup with no text falls back to the key itself.
    getMessageFallback: ({ namespace, key }) => (namespace ? `${namespace}.${key}` : key),
    onError: (error) => {
      // Missing keys are caught by the catalogue test; anything else is a real bug.
      if (error.code !== IntlErrorCode.MISSING_MESSAGE) console.error(error);
    },
  };
});
