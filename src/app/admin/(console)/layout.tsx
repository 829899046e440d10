import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { SIDEBAR_COOKIE } from '@/lib/admin-limits';
import { requireStaff } from '@/server/auth/guard';

/** Every console screen: signed in and holding a role (pages add their own minimum role). */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const actor = await requireStaff('editor', { secondFactorSetup: true });
  const sidebar = (await cookies()).get(SIDEBAR_COOKIE)?.value;
  return (
    <AdminShell email={actor.email} role={actor.role} defaultOpen={sidebar !== 'false'}>
      {children}
    </AdminShell>
  );
}
