import { getMessages } from 'next-intl/server';
import { cache, type ReactNode } from 'react';
import { FORM_NAMESPACES, flattenMessages, type MessageTree } from '@/lib/catalogue';
import { FormTextProvider, type FormTexts } from './form-text';

/** Once per request: pages with several forms send the same texts once. */
const formTexts = cache(async (): Promise<FormTexts> => {
  const all = (await getMessages()) as MessageTree;
  const picked = Object.fromEntries(FORM_NAMESPACES.map((ns) => [ns, all[ns] ?? {}]));
  return Object.fromEntries(flattenMessages(picked));
});

/**
 * The texts every form needs in the browser, as plain strings: no message-format library is
 * shipped with a form (these namespaces have no placeholders; a unit test keeps it so).
 */
export async function FormMessages({ children }: { children: ReactNode }) {
  return <FormTextProvider texts={await formTexts()}>{children}</FormTextProvider>;
}
