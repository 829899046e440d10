import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { ReauthProvider } from '@/components/admin/auth/reauth';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { SIDEBAR_COOKIE } from '@/lib/admin-limits';
import { requireStaff } from '@/server/auth/guard';
import { reauthMethods } from '@/server/auth/reauthentication';
import { getDb } from '@/server/db/client';
import { mayWorkIn } from '@/lib/admin-areas';
import { countNewOrders } from '@/features/ordering/server/kitchen';
import { countPendingRequests } from '@/features/reservations/server/queries';
import { restaurantNames, viewerScope } from '@/server/locations/queries';
import { todayDate } from '@/lib/time-zone';

/** Every console screen: signed in and holding a role (pages add their own minimum role). */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const actor = await requireStaff('account', { accountSetup: true });
  const sidebar = (await cookies()).get(SIDEBAR_COOKIE)?.value;
  const db = await getDb();
  const scope = await viewerScope(db, actor);
  const [methods, limitedTo, newOrders, waitingRequests] = await Promise.all([
    reauthMethods(db, actor.userId),
    actor.locations ? restaurantNames(db, actor.locations) : null,
    mayWorkIn(actor.role, 'orders') ? countNewOrders(db, scope).then((c) => c.waiting) : 0,
    mayWorkIn(actor.role, 'reservations') ? countPendingRequests(db, todayDate(), scope) : 0,
  ]);
  return (
    <ReauthProvider methods={methods}>
      <AdminShell
        email={actor.email}
        role={actor.role}
        limitedTo={limitedTo}
        defaultOpen={sidebar !== 'false'}
        badges={{ orders: newOrders, reservations: waitingRequests }}
      >
        {children}
      </AdminShell>
    </ReauthProvider>
  );
}
