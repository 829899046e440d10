import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

type Messages = Awaited<ReturnType<typeof getMessages>>;
type Namespace = keyof Messages;

/** Ships only the catalogue namespaces an interactive island needs to the browser. */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: Namespace[];
  children: ReactNode;
}) {
  const all = await getMessages();
  const picked = Object.fromEntries(namespaces.map((ns) => [ns, all[ns]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
