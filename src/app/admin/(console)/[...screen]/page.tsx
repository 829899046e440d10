import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ComingSoon } from '@/components/admin/coming-soon';
import { ADMIN_NAV } from '@/lib/admin-nav';
import { requireScreen } from '@/server/auth/guard';

// Sidebar entries whose screen is not built yet land here; a built screen's own folder takes
// precedence over this catch-all route.
type Props = { params: Promise<{ screen: string[] }> };

async function screenOf(params: Props['params']) {
  const href = `/admin/${(await params).screen.join('/')}`;
  return ADMIN_NAV.flatMap((g) => g.screens).find((s) => s.href === href);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const screen = await screenOf(params);
  if (!screen) return {};
  const t = await getTranslations({ locale: 'en', namespace: 'admin.shell.nav' });
  return { title: t(screen.key) };
}

export default async function NotYetBuiltScreen({ params }: Props) {
  const screen = await screenOf(params);
  if (!screen) notFound();
  await requireScreen(screen.key);
  return <ComingSoon screen={screen.key} />;
}
