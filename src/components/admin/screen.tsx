import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AdminScreen } from '@/lib/admin-nav';
import { loadOrNull } from '@/server/admin-load';
import { requireScreen, type StaffActor } from '@/server/auth/guard';
import { LoadFailed } from './load-failed';

/** Screens whose catalogue section has `title` and `loadFailed`: all but the dashboard. */
type ScreenMessages = Exclude<AdminScreen['key'], 'dashboard'>;

const INBOX_SECTIONS = new Set<ScreenMessages>([
  'contacts',
  'catering',
  'careers',
  'franchise',
  'reviews',
]);

/** The inbox screens keep their texts under `inbox.<kind>`. */
function sectionPath(section: ScreenMessages) {
  return INBOX_SECTIONS.has(section) ? (`inbox.${section}` as const) : section;
}
const titleKey = (section: ScreenMessages) => `${sectionPath(section)}.title` as 'users.title';
const loadFailedKey = (section: ScreenMessages) =>
  `${sectionPath(section)}.loadFailed` as 'users.loadFailed';

/** The page title of a console screen. */
export function screenMetadata(section: ScreenMessages) {
  return async (): Promise<Metadata> => {
    const t = await getTranslations({ locale: 'en', namespace: 'admin' });
    return { title: t(titleKey(section)) };
  };
}

/**
 * A console screen: checks the role for it, loads its data on the server and renders it; a
 * failed load is logged and shows the screen's "Failed to load" message (spec).
 */
export async function ScreenLoader<T>({
  screen,
  section,
  load,
  children,
}: {
  screen: AdminScreen['key'];
  section: ScreenMessages;
  /** Reads the screen's data for the signed-in staff member (their restaurants, if limited). */
  load: (actor: StaffActor) => Promise<T>;
  children: (data: T) => ReactNode;
}) {
  const actor = await requireScreen(screen);
  const data = await loadOrNull(screen, () => load(actor));
  if (data === null) {
    const t = await getTranslations({ locale: 'en', namespace: 'admin' });
    return <LoadFailed title={t(titleKey(section))} message={t(loadFailedKey(section))} />;
  }
  return children(data);
}
