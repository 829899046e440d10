'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { formatAdminDateTime } from '@/lib/admin-format';
import { ADJUSTMENT_MAX } from '@/features/accounts/rules/points';
import { adjustmentSchema } from '@/features/accounts/schemas/loyalty';
import type { GuestPoints } from '@/features/accounts/server/loyalty-admin';
import { adjustGuestPoints, findGuestPoints } from '@/server/browser-actions';
import { Button } from '@/components/ui/button';
import { EmailFindForm } from '@/components/admin/email-find-form';
import { FormFields, NumberField, TextField } from '@/components/ui/form-fields';
import { DataTable } from '@/components/admin/list-controls';
import { SettingsSection } from '@/components/admin/settings/settings-section';
import { Td } from '@/components/ui/table';
import { useAdminForm } from '@/components/admin/use-admin-action';
import { useWithReauth } from '@/components/admin/auth/reauth';
import { useMessage } from '@/components/admin/use-message';

/** A guest's ledger, newest first: each change, why, and the order it belongs to. */
function PointsLedger({ points }: { points: GuestPoints }) {
  const t = useTranslations('admin.loyalty');
  return (
    <DataTable
      columns={[
        t('guest.columns.date'),
        t('guest.columns.change'),
        t('guest.columns.reason'),
        t('guest.columns.order'),
      ]}
      empty={t('guest.empty')}
      isEmpty={points.history.length === 0}
    >
      {points.history.map((entry) => (
        <tr key={entry.id}>
          <Td className="text-sm">{formatAdminDateTime(entry.at)}</Td>
          <Td className="tabular-nums" dir="ltr">
            {entry.points > 0 ? `+${entry.points}` : `−${-entry.points}`}
          </Td>
          <Td className="text-sm">{t(`reasons.${entry.reason}`, { note: entry.note ?? '' })}</Td>
          <Td className="tabular-nums">{entry.orderNumber ? `#${entry.orderNumber}` : ''}</Td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Points given or taken with a reason; the ledger is read again once it is saved. */
function AdjustForm({ email, onSaved }: { email: string; onSaved: () => void }) {
  const t = useTranslations('admin.loyalty.adjust');
  const form = useAdminForm({
    schema: adjustmentSchema,
    submit: adjustGuestPoints,
    success: () => t('saved'),
    failure: t('failed'),
    onSaved,
  });
  return (
    <form {...form.formProps} className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
      <input type="hidden" name="email" value={email} />
      <FormFields form={form} idPrefix="adjust">
        <NumberField
          name="points"
          label={t('points')}
          value={undefined}
          min={-ADJUSTMENT_MAX}
          max={ADJUSTMENT_MAX}
        />
        <TextField name="reason" label={t('reason')} value="" />
      </FormFields>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}

/** Loyalty (owners): one guest's points by their account's address, and an adjustment. */
export function GuestPointsCard() {
  const t = useTranslations('admin.loyalty.guest');
  const message = useMessage();
  const withReauth = useWithReauth();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<{ email: string; points: GuestPoints | null } | null>(null);

  const look = (email: string) =>
    start(async () => {
      const result = await withReauth(() => findGuestPoints({ email }));
      if (result.status === 'success') {
        setError(undefined);
        setFound({ email, points: result.data });
      } else if (result.status === 'error') {
        setError(message(result.fieldErrors?.email ?? result.error));
      }
    });
  const points = found?.points;
  return (
    <SettingsSection id="loyalty-guest" title={t('title')} hint={t('hint')}>
      <EmailFindForm
        id="loyalty-guest-email"
        label={t('email')}
        findLabel={t('find')}
        error={error}
        pending={pending}
        onFind={look}
      />
      {found && !points ? <p role="status">{t('none', { email: found.email })}</p> : null}
      {points ? (
        <div className="grid gap-4">
          <div role="status">
            <p className="font-semibold">
              {t('balance', { email: points.email, points: points.balance })}
            </p>
            {points.expiresAt ? (
              <p className="text-sm text-stone-600">
                {t('expires', { date: formatAdminDateTime(points.expiresAt) })}
              </p>
            ) : null}
          </div>
          <PointsLedger points={points} />
          <AdjustForm email={points.email} onSaved={() => look(points.email)} />
        </div>
      ) : null}
    </SettingsSection>
  );
}
