'use client';

import { useTranslations } from 'next-intl';
import { loyaltyRulesSchema } from '@/features/accounts/schemas/loyalty';
import {
  EXPIRY_MONTHS,
  POINTS_PER_DOLLAR,
  type LoyaltyRules,
} from '@/features/accounts/rules/points';
import { saveLoyaltyRules } from '@/server/browser-actions';
import { CheckField, FormFields, NumberField } from '@/components/ui/form-fields';
import { SectionForm } from '@/components/admin/settings/section-form';

/** Loyalty (owners): the program on or off, points per dollar, months before points expire. */
export function LoyaltyRulesCard({ rules }: { rules: LoyaltyRules }) {
  const t = useTranslations('admin.loyalty.rules');
  return (
    <SectionForm
      id="loyalty-rules"
      messages="admin.loyalty.rules"
      schema={loyaltyRulesSchema}
      submit={saveLoyaltyRules}
    >
      {(form) => (
        <FormFields form={form} idPrefix="loyalty">
          <CheckField name="enabled" label={t('enabled')} checked={rules.enabled} />
          <NumberField
            name="pointsPerDollar"
            label={t('perDollar')}
            value={rules.pointsPerDollar}
            min={POINTS_PER_DOLLAR.min}
            max={POINTS_PER_DOLLAR.max}
          />
          <NumberField
            name="expiryMonths"
            label={t('expiry')}
            value={rules.expiryMonths}
            min={EXPIRY_MONTHS.min}
            max={EXPIRY_MONTHS.max}
          />
        </FormFields>
      )}
    </SectionForm>
  );
}
