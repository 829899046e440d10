'use client';

import { PanelLeft, ShieldCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ADMIN_NAV, opensScreen, type AdminScreen } from '@/lib/admin-nav';
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from '@/lib/admin-limits';
import { cn } from '@/lib/cn';
import type { Role } from '@/lib/enums';
import { SignOutButton } from '../auth/sign-out-button';
import { Dialog as D } from 'radix-ui';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NAV_ICONS } from './nav-icons';
import { useSheetLayout } from './sheet-layout';
import { SetNavBadge, type NavBadges } from './nav-badges';

const noSubscription = () => () => {};

/**
 * Whether React has taken the screen over. A screen paints before its scripts run (ADR 0022);
 * until then its controls would do nothing, so the screen is inert (and says it is busy) rather
 * than seeming to take a click or a choice it will not act on.
 */
function useLive() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function isActive(pathname: string, screen: AdminScreen) {
  if (screen.href === '/admin') return pathname === '/admin';
  return pathname === screen.href || pathname.startsWith(`${screen.href}/`);
}

/**
 * The console frame: header 'Admin Console', sidebar of the screens this role may open, the
 * user's e-mail and role (and the restaurants they are limited to), Sign Out. Collapses to icons (Ctrl/Cmd+B), state kept in a cookie
 * for 7 days; below 768px the sidebar is a sheet over the page.
 */
export function AdminShell({
  email,
  role,
  limitedTo,
  defaultOpen,
  badges: served = {},
  children,
}: {
  email: string;
  role: Role;
  /** The restaurants this person is limited to, by name; null: not limited. */
  limitedTo: string[] | null;
  /** What waits on a screen (new pickup orders), shown beside its name. */
  badges?: NavBadges;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('admin');
  const pathname = usePathname();
  const [open, setOpen] = useState(defaultOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const {
    query: sheetQuery,
    classes: sheetClasses,
    matches: sheetLayout,
  } = useSheetLayout(pathname);
  const live = useLive();
  // The server's counts on every render of the console; a screen may update one live between.
  const [badges, setBadges] = useState(served);
  const [servedOrders, servedRequests] = [served.orders, served.reservations];
  useEffect(
    () => setBadges({ orders: servedOrders, reservations: servedRequests }),
    [servedOrders, servedRequests],
  );
  const setBadge = useCallback(
    (key: AdminScreen['key'], count: number) =>
      setBadges((known) => (known[key] === count ? known : { ...known, [key]: count })),
    [],
  );

  const toggle = useCallback(() => {
    if (window.matchMedia(sheetQuery).matches) {
      setMobileOpen((v) => !v);
      return;
    }
    setOpen((value) => {
      const next = !value;
      document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/admin; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
      return next;
    });
  }, [sheetQuery]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  useEffect(() => setMobileOpen(false), [pathname]);

  const collapsed = !open;
  const waitingTotal = Object.values(badges).reduce((sum, n) => sum + (n ?? 0), 0);
  const groups = ADMIN_NAV.map((group) => ({
    ...group,
    screens: group.screens.filter((s) => opensScreen(s, { role, limited: limitedTo !== null })),
  })).filter((g) => g.screens.length > 0);

  const nav = (compact: boolean, onChoose?: () => void) => (
    <nav aria-label={t('shell.navigation')} className="flex-1 overflow-y-auto px-2 py-3">
      {groups.map((group) => (
        <div key={group.key} className="mb-4">
          <p
            className={cn(
              'px-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase',
              compact && 'sr-only',
            )}
          >
            {t(`shell.groups.${group.key}`)}
          </p>
          <ul className="grid gap-0.5">
            {group.screens.map((screen) => {
              const Icon = NAV_ICONS[screen.key];
              const label = t(`shell.nav.${screen.key}`);
              const active = isActive(pathname, screen);
              const waiting = badges[screen.key] ?? 0;
              return (
                <li key={screen.key}>
                  <Link
                    href={screen.href}
                    onClick={onChoose}
                    aria-current={active ? 'page' : undefined}
                    title={compact ? label : undefined}
                    className={cn(
                      'flex h-9 items-center gap-3 rounded-md px-2 max-md:h-11 text-sm text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                      active &&
                        'bg-stone-900 font-medium text-white hover:bg-stone-800 hover:text-white',
                      compact && 'justify-center px-0',
                    )}
                  >
                    <Icon aria-hidden className="size-4 shrink-0" />
                    <span className={cn('truncate', compact && 'sr-only')}>{label}</span>
                    {waiting > 0 ? (
                      <span
                        className={cn(
                          'ms-auto rounded-full bg-pomegranate px-2 text-xs font-semibold text-white tabular-nums',
                          compact && 'sr-only',
                        )}
                      >
                        {waiting}
                        <span className="sr-only"> {t('shell.waiting')}</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );

  const userBox = (compact: boolean) => (
    <div className={cn('border-t border-stone-200 p-3', compact && 'px-1.5')}>
      <div className={cn('mb-2 min-w-0', compact && 'sr-only')}>
        <p className="truncate text-sm font-medium text-stone-900">{email}</p>
        <Badge variant="secondary" className="mt-1">
          {t(`roles.${role}`)}
        </Badge>
        {limitedTo ? (
          <p className="mt-1 text-xs text-stone-600">
            {t('shell.limitedTo', { restaurants: limitedTo.join(', ') })}
          </p>
        ) : null}
      </div>
      <div className={cn('grid gap-2', compact && 'justify-center')}>
        <Link
          href="/admin/security"
          title={compact ? t('shell.nav.security') : undefined}
          className={cn(
            'flex h-8 items-center gap-2 rounded-md px-2 text-sm max-md:h-11 text-stone-700 hover:bg-stone-100',
            compact && 'justify-center px-0',
          )}
        >
          <ShieldCheck aria-hidden className="size-4" />
          <span className={cn(compact && 'sr-only')}>{t('shell.nav.security')}</span>
        </Link>
        <SignOutButton compact={compact} className={compact ? undefined : 'w-full'} />
      </div>
    </div>
  );

  return (
    <div className="flex min-h-dvh">
      <aside
        data-state={collapsed ? 'collapsed' : 'expanded'}
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-e border-stone-200 bg-white transition-[width] duration-200',
          sheetClasses.sidebar,
          collapsed ? 'w-12' : 'w-64',
        )}
      >
        {nav(collapsed)}
        {userBox(collapsed)}
      </aside>

      {/* Below 768px the sidebar is a sheet: a modal dialog (focus kept inside, Escape and the
          backdrop close it, focus goes back to the button that opened it). */}
      <D.Root open={mobileOpen} onOpenChange={setMobileOpen}>
        <D.Portal>
          <D.Overlay className={cn('fixed inset-0 z-40 bg-black/40', sheetClasses.sheet)} />
          <D.Content
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              toggleButton.current?.focus();
            }}
            className={cn(
              'fixed inset-y-0 start-0 z-40 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl',
              sheetClasses.sheet,
            )}
          >
            <D.Title className="sr-only">{t('shell.navigation')}</D.Title>
            {nav(false, () => setMobileOpen(false))}
            {userBox(false)}
          </D.Content>
        </D.Portal>
      </D.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-stone-200 bg-white/95 px-3 backdrop-blur">
          <Button
            variant="ghost"
            size="icon"
            ref={toggleButton}
            onClick={toggle}
            aria-label={t('shell.toggleSidebar')}
            aria-expanded={sheetLayout ? mobileOpen : open}
            title={t('shell.toggleHint')}
          >
            <PanelLeft aria-hidden />
          </Button>
          {/* On a phone the sidebar is closed: what waits shows on the header too. */}
          {waitingTotal > 0 ? (
            <span
              className={cn(
                'rounded-full bg-pomegranate px-2 text-xs font-semibold text-white tabular-nums',
                sheetClasses.sheet,
              )}
            >
              {waitingTotal}
              <span className="sr-only"> {t('shell.waiting')}</span>
            </span>
          ) : null}
          <p className="font-semibold text-stone-900">{t('shell.header')}</p>
          <Link
            href="/"
            className="ms-auto text-sm text-stone-600 underline-offset-4 hover:underline"
          >
            {t('shell.viewSite')}
          </Link>
        </header>
        {/* On a phone every control in a screen is at least 44px high, for a finger. */}
        <main
          inert={!live}
          aria-busy={!live}
          id="main"
          className="min-w-0 flex-1 p-4 md:p-6 max-sm:[&_:is(button,select,input:not([type=checkbox],[type=radio]))]:min-h-11 max-sm:[&_button]:min-w-11"
        >
          <SetNavBadge value={setBadge}>{children}</SetNavBadge>
        </main>
      </div>
    </div>
  );
}
