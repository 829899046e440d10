'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/controls';
import { Field } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { connectStripe, disconnectStripe, saveBrandFee } from '@/server/browser-actions';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useMessage } from '@/components/admin/use-message';

export type StripeAccountState = {
  locationId: string;
  accountId: string | null;
  chargesEnabled: boolean;
  feePercent: number;
};

/**
 * Owners: where a restaurant's card payments go. Not connected, the brand's Stripe account;
 * connected (Stripe's onboarding, or an account id the brand's platform has), its own, once
 * Stripe lets it take payments, less the brand's fee on each card order.
 */
export function StripeAccountCard({ state }: { state: StripeAccountState }) {
  const t = useTranslations('admin.connect');
  const message = useMessage();
  const { run, pendingId } = useAdminAction();
  const [accountId, setAccountId] = useState('');
  const [fee, setFee] = useState(String(state.feePercent));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { locationId } = state;
  const busy = pendingId !== null;

  const connect = async (typed?: string) => {
    const result = await run('connect', () => connectStripe({ locationId, accountId: typed }), {
      success: (data) => (data.url ? t('opening') : t('linked')),
      failure: t('failed'),
    });
    if (result.status === 'success' && result.data.url) window.location.assign(result.data.url);
    setErrors(result.status === 'error' ? (result.fieldErrors ?? {}) : {});
  };
  const status = !state.accountId
    ? t('statusBrand')
    : state.chargesEnabled
      ? t('statusOwn', { account: state.accountId })
      : t('statusPending', { account: state.accountId });

  return (
    <FormSection title={t('title')} hint={t('hint')}>
      <p role="status">{status}</p>
      <div className="flex flex-wrap gap-2">
        {!state.chargesEnabled ? (
          <Button disabled={busy} onClick={() => void connect()}>
            {state.accountId ? t('continue') : t('connect')}
          </Button>
        ) : null}
        {state.accountId ? (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              void run('disconnect', () => disconnectStripe({ locationId }), {
                success: t('disconnected'),
                failure: t('failed'),
              })
            }
          >
            {t('disconnect')}
          </Button>
        ) : null}
      </div>
      {!state.accountId ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void connect(accountId);
          }}
        >
          <Field
            id="stripe-account-id"
            label={t('accountId')}
            hint={t('accountIdHint')}
            error={errors.accountId ? message(errors.accountId) : undefined}
            className="min-w-64 flex-1"
          >
            {(control) => (
              <Input
                {...control}
                dir="ltr"
                value={accountId}
                maxLength={80}
                onChange={(event) => setAccountId(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="outline" disabled={busy}>
            {t('link')}
          </Button>
        </form>
      ) : null}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          const result = await run('fee', () => saveBrandFee({ locationId, percent: fee }), {
            success: t('feeSaved'),
            failure: t('failed'),
          });
          setErrors(result.status === 'error' ? (result.fieldErrors ?? {}) : {});
        }}
      >
        <Field
          id="stripe-brand-fee"
          label={t('fee')}
          hint={t('feeHint')}
          error={errors.percent ? message(errors.percent) : undefined}
          className="min-w-64 flex-1"
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              dir="ltr"
              value={fee}
              onChange={(event) => setFee(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="outline" disabled={busy}>
          {t('saveFee')}
        </Button>
      </form>
    </FormSection>
  );
}
