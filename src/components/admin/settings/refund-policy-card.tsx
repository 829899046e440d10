'use client';

import { useTranslations } from 'next-intl';
import { KITCHEN_REFUND_LIMIT_MAX, refundPolicySchema } from '@/schemas/admin/orders';
import { saveRefundPolicy } from '@/server/browser-actions';
import type { RefundPolicy } from '@/server/orders/refund-policy';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/controls';
import { useAdminForm } from '../use-admin-action';
import { SettingsSection } from './settings-section';

/** Settings (owners): the most a kitchen account may refund by cancelling a paid order. */
export function RefundPolicyCard({ policy }: { policy: RefundPolicy }) {
  const t = useTranslations('admin.refunds');
  const form = useAdminForm({
    schema: refundPolicySchema,
    submit: saveRefundPolicy,
    success: () => t('saved'),
    failure: t('failed'),
    onSaved: () => {},
  });
  return (
    <SettingsSection id="refunds" title={t('title')} hint={t('hint')}>
      <form {...form.formProps} className="grid max-w-xl gap-4">
        <Field
          id="refunds-kitchen-limit"
          label={t('kitchenLimit')}
          error={form.errorFor('kitchenRefundLimit')}
        >
          {(c) => (
            <Input
              {...c}
              name="kitchenRefundLimit"
              type="number"
              inputMode="decimal"
              step="0.01"
              min={0}
              max={KITCHEN_REFUND_LIMIT_MAX}
              defaultValue={policy.kitchenRefundLimit}
              className="max-w-40"
            />
          )}
        </Field>
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {form.pending ? t('saving') : t('save')}
        </Button>
      </form>
    </SettingsSection>
  );
}
