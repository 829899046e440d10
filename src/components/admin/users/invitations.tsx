'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { ROLES } from '@/lib/enums';
import { inviteSchema } from '@/schemas/admin/users';
import { inviteStaff, resendInvitation, revokeInvitation } from '@/server/browser-actions';
import type { PendingInvitation } from '@/server/staff/queries';
import { DataTable } from '../list-controls';
import { formatAdminDateTime } from '@/lib/admin-format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/controls';
import { Td } from '@/components/ui/table';
import { useAdminAction, useAdminForm } from '../use-admin-action';
import { RestaurantChoices, restaurantsText, type RestaurantChoice } from './staff-restaurants';

/** Owners invite a person by e-mail with a role, and for some restaurants only if they choose. */
export function InviteForm({ restaurants }: { restaurants: RestaurantChoice[] }) {
  const t = useTranslations('admin');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAdminForm({
    schema: inviteSchema,
    submit: inviteStaff,
    success: (data) =>
      data.unconfirmedAccount
        ? t('invitations.sentReplacing', { email: data.email })
        : t('invitations.sent', { email: data.email }),
    failure: t('invitations.sendFailed'),
    onSaved: () => formRef.current?.reset(),
  });
  return (
    <Card className="mb-6 grid gap-3 p-4 md:p-6" role="region" aria-labelledby="invite-title">
      <h2 id="invite-title" className="text-lg font-semibold text-stone-900">
        {t('invitations.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('invitations.help')}</p>
      <form
        ref={formRef}
        {...form.formProps}
        className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      >
        <Field id="invite-email" label={t('invitations.email')} error={form.errorFor('email')}>
          {(c) => <Input {...c} name="email" type="email" autoComplete="off" maxLength={255} />}
        </Field>
        <Field id="invite-role" label={t('invitations.role')} error={form.errorFor('role')}>
          {(c) => (
            <Select {...c} name="role" defaultValue="editor">
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('invitations.sending') : t('invitations.submit')}
        </Button>
        <div className="sm:col-span-3">
          <RestaurantChoices idPrefix="invite-restaurant" restaurants={restaurants} />
          {form.errorFor('locationIds') ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {form.errorFor('locationIds')}
            </p>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

/** Invitations sent and not yet accepted: resend (a new link) or revoke. */
export function PendingInvitations({
  invitations,
  restaurants,
}: {
  invitations: PendingInvitation[];
  restaurants: RestaurantChoice[];
}) {
  const t = useTranslations('admin');
  const { run, pendingId } = useAdminAction();
  return (
    <section aria-labelledby="pending-title" className="mb-8">
      <h2 id="pending-title" className="mb-3 text-lg font-semibold text-stone-900">
        {t('invitations.pendingTitle')}
      </h2>
      <DataTable
        columns={[
          t('invitations.columns.email'),
          t('invitations.columns.role'),
          t('users.columns.restaurants'),
          t('invitations.columns.invitedBy'),
          t('invitations.columns.expires'),
          t('invitations.columns.actions'),
        ]}
        empty={t('invitations.pendingEmpty')}
        isEmpty={invitations.length === 0}
      >
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <Td className="min-w-56 font-medium [overflow-wrap:anywhere]">
              {invitation.email}
              {invitation.unconfirmedAccount ? (
                <p className="mt-1 text-xs font-normal text-amber-900">
                  {t('invitations.unconfirmedAccount')}
                </p>
              ) : null}
            </Td>
            <Td>{t(`roles.${invitation.role}`)}</Td>
            <Td className="text-stone-700">
              {restaurantsText(invitation.locationIds, restaurants, t('users.allRestaurants'))}
            </Td>
            <Td className="min-w-44 text-stone-700 [overflow-wrap:anywhere]">
              {invitation.invitedByEmail}
            </Td>
            <Td className="text-stone-700">
              {invitation.expired ? (
                <Badge variant="outline">{t('invitations.expired')}</Badge>
              ) : (
                formatAdminDateTime(invitation.expiresAt)
              )}
            </Td>
            <Td>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={pendingId === invitation.id}
                  aria-label={t('invitations.resendFor', { email: invitation.email })}
                  onClick={() =>
                    void run(invitation.id, () => resendInvitation({ id: invitation.id }), {
                      success: t('invitations.resent'),
                      failure: t('invitations.actionFailed'),
                    })
                  }
                >
                  {t('invitations.resend')}
                </Button>
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={pendingId === invitation.id}
                  aria-label={t('invitations.revokeFor', { email: invitation.email })}
                  onClick={() =>
                    void run(invitation.id, () => revokeInvitation({ id: invitation.id }), {
                      success: t('invitations.revoked'),
                      failure: t('invitations.actionFailed'),
                    })
                  }
                >
                  {t('invitations.revoke')}
                </Button>
              </div>
            </Td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
