import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { localizedPath } from '@/lib/locale-path';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link to a public page in the page's language ('/menu' is '/ar/menu' on an Arabic page). A
 * plain anchor drawn on the server: the public pages are cached HTML, so following a link loads
 * the next page whole, and no client-side router code is shipped for it.
 */
export async function SiteLink({ href, ...rest }: Props) {
  const locale = await getLocale();
  return <a href={localizedPath(locale, href)} {...rest} />;
}
