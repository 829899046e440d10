import { useCallback, useSyncExternalStore } from 'react';

/** Below this width the console's sidebar is a sheet over the page (a phone). */
const MOBILE_QUERY = '(max-width: 767.98px)';
/**
 * Below this width the kitchen's board (Orders) wants the whole screen: on a tablet in landscape
 * (1024 or 1280 px) its sidebar folds away into the sheet a phone has, so that three columns fit.
 */
const TABLET_QUERY = '(max-width: 1439.98px)';
const WIDE_SCREENS = ['/admin/orders'];

/**
 * Per width: the classes that show the sidebar above it, and hide the sheet (and its backdrop
 * and the header's count) there. Written out whole, for Tailwind to find.
 */
const LAYOUTS = [
  { query: MOBILE_QUERY, classes: { sidebar: 'md:flex', sheet: 'md:hidden' } },
  { query: TABLET_QUERY, classes: { sidebar: 'min-[1440px]:flex', sheet: 'min-[1440px]:hidden' } },
] as const;

/**
 * Where a console screen's sidebar is a sheet: on a phone, and on a tablet for a screen that
 * wants the whole width; whether it is one now (false on the server, where no width is known).
 */
export function useSheetLayout(pathname: string) {
  const wide = WIDE_SCREENS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  const { query, classes } = LAYOUTS[wide ? 1 : 0];
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const matches = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
  return { query, classes, matches };
}
