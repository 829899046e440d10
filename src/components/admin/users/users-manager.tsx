'use client';

import { useTranslations } from 'next-intl';
import { ROLES } from '@/lib/enums';
import { endStaffSessions } from '@/server/browser-actions';
import { setStaffRole } from '@/server/browser-actions';
import type { PendingInvitation } from '@/server/staff/queries';
import type { StaffAccount } from '@/server/staff/queries';
import { SearchableTable } from '../list-controls';
import { AdminPageHeader } from '../page-header';
import { InviteForm, PendingInvitations } from './invitations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/controls';
import { Td } from '@/components/ui/table';
import { useAdminAction } from '../use-admin-action';
import { StaffRestaurants, type RestaurantChoice } from './staff-restaurants';
import { useUrlFilters } from '../use-url-filters';

const DEFAULTS = { q: '', page: 1 };

/**
 * Users & Roles (owners): invitations (send, resend, revoke), then every account, its role
 * (changeable once its e-mail address is confirmed), whether it is confirmed, two-factor on or off.
 */
export function UsersManager({
  accounts,
  invitations,
  total,
  page,
  pages,
  q,
  currentUserId,
  restaurants,
  limits,
}: {
  accounts: StaffAccount[];
  invitations: PendingInvitation[];
  total: number;
  page: number;
  pages: number;
  q: string;
  currentUserId: string;
  restaurants: RestaurantChoice[];
  /** The restaurants each account is limited to, by account id (absent: all). */
  limits: Record<string, string[]>;
}) {
  const t = useTranslations('admin');
  const nav = useUrlFilters<typeof DEFAULTS>({ q, page }, DEFAULTS);
  const { run, pendingId } = useAdminAction();

  const change = (account: StaffAccount, role: string) =>
    void run(account.id, () => setStaffRole({ userId: account.id, role }), {
      success: t('users.updated'),
      failure: t('users.updateFailed'),
    });

  return (
    <>
      <AdminPageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <p className="mb-4 max-w-3xl text-sm text-stone-700">{t('users.help')}</p>
      <InviteForm restaurants={restaurants} />
      <PendingInvitations invitations={invitations} restaurants={restaurants} />
      <h2 className="mb-3 text-lg font-semibold text-stone-900">{t('users.accountsTitle')}</h2>
      <SearchableTable
        area="users"
        nav={nav}
        paging={{ page, pages, total }}
        columns={[
          t('users.columns.email'),
          t('users.columns.role'),
          t('users.columns.restaurants'),
          t('users.columns.verified'),
          t('users.columns.twoFactor'),
          t('users.columns.created'),
          t('users.columns.sessions'),
        ]}
        empty={t('users.empty')}
        row={(account) => (
          <tr key={account.id}>
            <Td className="min-w-40 font-medium [overflow-wrap:anywhere]">
              {account.email}
              {account.id === currentUserId ? (
                <span className="ms-2 text-xs text-stone-600">({t('users.you')})</span>
              ) : null}
            </Td>
            <Td>
              <Select
                aria-label={t('users.roleFor', { email: account.email })}
                value={account.role ?? 'none'}
                disabled={pendingId === account.id}
                onChange={(e) => change(account, e.target.value)}
                className="w-auto min-w-32"
              >
                {[...ROLES, 'none' as const].map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </Select>
            </Td>
            <Td>
              <StaffRestaurants
                account={account}
                restaurants={restaurants}
                chosen={limits[account.id] ?? []}
              />
            </Td>
            <Td>
              <Badge variant={account.emailVerified ? 'success' : 'outline'}>
                {account.emailVerified ? t('users.verified') : t('users.unverifiedBadge')}
              </Badge>
            </Td>
            <Td>
              <Badge variant={account.twoFactorEnabled ? 'success' : 'outline'}>
                {account.twoFactorEnabled ? t('users.on') : t('users.off')}
              </Badge>
            </Td>
            <Td className="text-stone-700">
              {new Date(account.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
            </Td>
            <Td>
              <Button
                size="sm"
                variant="outline"
                disabled={pendingId === `sessions:${account.id}`}
                aria-label={t('users.endSessionsFor', { email: account.email })}
                onClick={() => {
                  if (!window.confirm(t('users.confirmEndSessions', { email: account.email }))) {
                    return;
                  }
                  void run(
                    `sessions:${account.id}`,
                    () => endStaffSessions({ userId: account.id }),
                    {
                      success: (data) =>
                        t('users.sessionsEnded', { email: data.email, count: data.ended }),
                      failure: t('users.updateFailed'),
                    },
                  );
                }}
              >
                {t('users.endSessions')}
              </Button>
            </Td>
          </tr>
        )}
        rows={accounts}
      />
    </>
  );
}
