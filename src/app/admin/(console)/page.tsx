import {
  ArrowRight,
  CalendarDays,
  ChefHat,
  FileText,
  Handshake,
  Mail,
  MapPin,
  Receipt,
  Star,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Card } from '@/components/ui/card';
import { requireScreen } from '@/server/auth/guard';
import { getDashboardCounts } from '@/server/dashboard/queries';
import { countNewOrders } from '@/features/ordering/server/kitchen';
import { getDb } from '@/server/db/client';
import { viewerScope } from '@/server/locations/queries';
import { ConversionsSection } from '@/components/admin/analytics/conversions-section';
import { OrdersSection } from '@/features/ordering/console/orders-section';
import { MailOnDiskNotice } from '@/components/admin/mail-on-disk-notice';
import { mailRoute } from '@/server/mail/status';
import { mayWorkIn } from '@/lib/admin-areas';
import { ADMIN_NAV, opensScreen } from '@/lib/admin-nav';
import { analyticsPeriodSchema } from '@/schemas/admin/analytics';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.dashboard' });
  return { title: t('title') };
}

function SummaryCard({
  title,
  value,
  caption,
  icon: Icon,
}: {
  title: string;
  value: number;
  caption: string;
  icon: LucideIcon;
}) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-sm font-medium text-stone-600">{title}</h2>
        <Icon aria-hidden className="size-5 text-pomegranate" />
      </div>
      <p className="mt-2 text-3xl font-semibold text-stone-900 tabular-nums">{value}</p>
      <p className="mt-1 text-xs text-stone-600">{caption}</p>
    </Card>
  );
}

export default async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireScreen('dashboard');
  const t = await getTranslations({ locale: 'en', namespace: 'admin.dashboard' });
  const db = await getDb();
  // Staff limited to restaurants: their restaurants' figures and screens only.
  const limited = actor.locations !== null;
  const scope = await viewerScope(db, actor);
  const counts = await getDashboardCounts(db, new Date(), scope);
  const { days } = analyticsPeriodSchema.parse(await searchParams);
  const today = counts.contactsToday + counts.cateringToday + counts.reservationsToday;

  const newOrders = mayWorkIn(actor.role, 'orders')
    ? await countNewOrders(db, scope)
    : { waiting: 0, late: 0 };
  const links: { href: string; label: string; detail: string; icon: LucideIcon }[] = [
    {
      href: '/admin/orders',
      label: t('quick.orders'),
      // Orders nobody accepted in time are named apart (features/ordering/server/order-alerts.ts).
      detail:
        newOrders.late > 0
          ? t('quickCount.ordersLate', { count: newOrders.waiting, late: newOrders.late })
          : t('quickCount.orders', { count: newOrders.waiting }),
      icon: Receipt,
    },
    {
      href: '/admin/locations',
      label: t('quick.locations'),
      detail: t('quickCount.locations', { count: counts.locations }),
      icon: MapPin,
    },
    // Limited staff change the menu at their restaurants only: its items, not the categories.
    limited
      ? {
          href: '/admin/menu/items',
          label: t('quick.menu'),
          detail: t('manageMenuHere'),
          icon: UtensilsCrossed,
        }
      : {
          href: '/admin/menu',
          label: t('quick.menu'),
          detail: t('manageMenu'),
          icon: UtensilsCrossed,
        },
    {
      href: '/admin/reservations',
      label: t('quick.reservations'),
      detail: t('quickCount.reservations', { count: counts.reservationsToday }),
      icon: CalendarDays,
    },
    {
      href: '/admin/catering',
      label: t('quick.catering'),
      detail: t('quickCount.catering', { count: counts.cateringNew }),
      icon: ChefHat,
    },
    {
      href: '/admin/contacts',
      label: t('quick.contacts'),
      detail: t('quickCount.contacts', { count: counts.contactsToday }),
      icon: Mail,
    },
    {
      href: '/admin/franchise-pipeline',
      label: t('quick.franchise'),
      detail: t('quickCount.franchise', { count: counts.openLeads }),
      icon: Handshake,
    },
    {
      href: '/admin/reviews',
      label: t('quick.reviews'),
      detail: t('quickCount.reviews', { count: counts.reviewsNeedingResponse }),
      icon: Star,
    },
  ];
  // Only the screens this person may open (a limited manager: not the franchise pipeline).
  const quick = links.filter(({ href }) => {
    const screen = ADMIN_NAV.flatMap((group) => group.screens).find((s) => s.href === href);
    return !screen || opensScreen(screen, { role: actor.role, limited });
  });

  return (
    <>
      <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
      <MailOnDiskNotice role={actor.role} onDisk={mailRoute().kind === 'file'} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        <SummaryCard
          title={t('todaySubmissions')}
          value={today}
          caption={t('breakdown', {
            contacts: counts.contactsToday,
            catering: counts.cateringToday,
            reservations: counts.reservationsToday,
          })}
          icon={FileText}
        />
        {limited ? null : (
          <SummaryCard
            title={t('openLeads')}
            value={counts.openLeads}
            caption={t('openLeadsCaption')}
            icon={Handshake}
          />
        )}
        {mayWorkIn(actor.role, 'reservations') ? (
          <SummaryCard
            title={t('pendingReservations')}
            value={counts.pendingReservations}
            caption={t('pendingReservationsCaption')}
            icon={CalendarDays}
          />
        ) : null}
        <SummaryCard
          title={t('activeLocations')}
          value={counts.locations}
          caption={t(limited ? 'activeLocationsYours' : 'activeLocationsCaption')}
          icon={MapPin}
        />
        <SummaryCard
          title={t('reviews')}
          value={counts.reviewsNeedingResponse}
          caption={t('reviewsCaption')}
          icon={Star}
        />
      </div>

      <h2 className="mt-8 mb-3 text-lg font-semibold text-stone-900">{t('quickAccess')}</h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {quick.map(({ href, label, detail, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="group flex items-center gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-pomegranate"
            >
              <Icon aria-hidden className="size-5 shrink-0 text-pomegranate" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-stone-900">{label}</span>
                <span className="block text-sm text-stone-600">{detail}</span>
              </span>
              <ArrowRight
                aria-hidden
                className="size-4 text-stone-500 group-hover:text-pomegranate"
              />
            </Link>
          </li>
        ))}
      </ul>

      {mayWorkIn(actor.role, 'orders') ? <OrdersSection db={db} days={days} actor={actor} /> : null}
      {mayWorkIn(actor.role, 'analytics') && !limited ? (
        <ConversionsSection db={db} days={days} />
      ) : null}
    </>
  );
}
