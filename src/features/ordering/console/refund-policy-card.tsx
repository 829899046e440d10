'use client';

import { useTranslations } from 'next-intl';
import { KITCHEN_REFUND_LIMIT_MAX, refundPolicySchema } from '@/features/ordering/schemas/kitchen';
import { saveRefundPolicy } from '@/server/browser-actions';
import type { RefundPolicy } from '@/features/ordering/server/refund-policy';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/controls';
import { SectionForm } from '@/components/admin/settings/section-form';

/** Settings (owners): the most a kitchen account may refund by cancelling a paid order. */
export function RefundPolicyCard({ policy }: { policy: RefundPolicy }) {
  const t = useTranslations('admin.refunds');
  return (
    <SectionForm
      id="refunds"
      messages="admin.refunds"
      schema={refundPolicySchema}
      submit={saveRefundPolicy}
    >
      {(form) => (
        <>
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
        </>
      )}
    </SectionForm>
  );
}
